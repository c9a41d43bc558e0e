import { createHash } from 'node:crypto';

/** The studio's clock starts here: round 0 of every table opened within a period of this instant. */
export const STUDIO_EPOCH = Date.UTC(2026, 0, 1);

/** When a round takes bets, shows its result, and hands over to the next one (ms since the Unix epoch). */
export interface RoundTimes {
  round: number;
  opensAt: number;
  closesAt: number;
  nextAt: number;
}

/**
 * A table's rounds, back to back on a fixed schedule: round n opens at the epoch + the table's
 * offset + n periods, takes bets for `betting` seconds, then shows its result for `result`
 * seconds. Nothing is stored for a round: its times (and its seed) follow from its number, so a
 * table nobody watches costs nothing. Each table's offset is taken from its code, so the tables'
 * closes (and their settlements) are spread over the period rather than all at one second.
 */
export class TableSchedule {
  readonly period: number;
  private readonly betting: number;
  private readonly start: number;

  constructor(code: string, timing: { betting: number; result: number }) {
    this.betting = timing.betting * 1000;
    this.period = (timing.betting + timing.result) * 1000;
    this.start = STUDIO_EPOCH + (createHash('sha256').update(code).digest().readUInt32BE(0) % this.period);
  }

  /** The round that is taking bets or showing its result at `now`. */
  roundAt(now: number): number {
    return Math.max(0, Math.floor((now - this.start) / this.period));
  }

  times(round: number): RoundTimes {
    const opensAt = this.start + round * this.period;
    return { round, opensAt, closesAt: opensAt + this.betting, nextAt: opensAt + this.period };
  }
}
