import { connect, createServer, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { countWritesTo } from './socket-writes';

const servers: Server[] = [];

async function listening(): Promise<number> {
  const server = createServer((socket) => socket.resume());
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as { port: number }).port;
}

async function connected(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

/** Writes `data`, resolved once it has left. */
const written = (socket: Socket, data: string) => new Promise<void>((resolve) => socket.write(data, () => resolve()));

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("the wallet bench's count of round trips", () => {
  it('counts writes gathered by cork as one, single writes one each, and only those to the port asked for', async () => {
    const [watched, other] = [await listening(), await listening()];
    const counter = countWritesTo(watched);
    try {
      const socket = await connected(watched);
      const elsewhere = await connected(other);
      socket.cork();
      socket.write('BEGIN');
      socket.write('SELECT 1');
      const batch = written(socket, 'SELECT 2');
      process.nextTick(() => socket.uncork());
      await batch;
      expect(counter.take()).toBe(1);
      await written(socket, 'COMMIT');
      await written(elsewhere, 'not counted');
      expect(counter.take()).toBe(1);
      socket.destroy();
      elsewhere.destroy();
    } finally {
      counter.stop();
    }
  });

  it('stops counting once stopped', async () => {
    const port = await listening();
    const counter = countWritesTo(port);
    counter.stop();
    const socket = await connected(port);
    await written(socket, 'after');
    expect(counter.take()).toBe(0);
    socket.destroy();
  });
});
