import { Socket } from 'node:net';

type WriteGeneric = (this: Socket, ...args: unknown[]) => unknown;
// Every write a socket makes, single or gathered (cork, then uncork), goes through this method of
// Node's (lib/net.js: `_write` and `_writev` both call it): one call, one system call's worth of bytes.
const socketMethods = Socket.prototype as unknown as { _writeGeneric: WriteGeneric };

/**
 * Counts the writes this process makes on its connections to `port` (PostgreSQL's), until
 * stopped. A transaction's statements that leave together are one write, so with each write
 * awaited before the next is sent, the count is the round trips the wallet makes: measured, not
 * derived from how the pool is meant to batch them.
 */
export function countWritesTo(port: number) {
  const original = socketMethods._writeGeneric;
  let writes = 0;
  socketMethods._writeGeneric = function (this: Socket, ...args: unknown[]) {
    if (this.remotePort === port) writes += 1;
    return original.apply(this, args);
  };
  return {
    /** The writes since the last take. */
    take(): number {
      const counted = writes;
      writes = 0;
      return counted;
    },
    stop(): void {
      socketMethods._writeGeneric = original;
    },
  };
}
