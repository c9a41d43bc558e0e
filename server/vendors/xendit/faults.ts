import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/types';
import { readFaults, writeFault } from './repository';

export type Fault = 'timeout' | 'server_error';

/** How long a held answer waits at most: well past the platform's 10 s client timeout. */
export const DEFAULT_HOLD_MS = 60_000;
const POLL_MS = 200;

/**
 * The testers' switches that make the /v2 API misbehave, kept in the database so every process
 * of the sandbox sees them. Both let the provider do the work first (the payout is created, the
 * cancel happens) and spoil only the answer: that is the case where a merchant who refunded on a
 * guess would pay twice, and it must find the payout afterwards by its reference.
 *
 * - timeout: the answer is held until the client gives up (its connection closes), the switch
 *   is turned off, or `holdMs` passes;
 * - server_error: the answer is Xendit's 500 SERVER_ERROR.
 */
export class FaultSwitches {
  constructor(
    private readonly db: Db,
    private readonly holdMs: number = DEFAULT_HOLD_MS,
  ) {}

  async state(): Promise<{ timeout: boolean; serverError: boolean }> {
    const row = await readFaults(this.db);
    return { timeout: row.timeout, serverError: row.server_error };
  }

  async set(fault: Fault, on: boolean): Promise<void> {
    await writeFault(this.db, fault, on);
  }

  /** Holds an answer while the timeout switch is on, the client is still there and the hold has not run out. */
  async hold(reply: FastifyReply): Promise<void> {
    let gone = reply.raw.destroyed;
    const leave = () => (gone = true);
    reply.raw.once('close', leave);
    try {
      const until = Date.now() + this.holdMs;
      while (!gone && Date.now() < until && (await readFaults(this.db)).timeout) await sleep(POLL_MS);
    } finally {
      reply.raw.off('close', leave);
    }
  }
}
