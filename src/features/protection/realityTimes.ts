import type { PlaySession } from '../../api/protection';

const MINUTE = 60_000;

/** When the reality check and the session limit come, in the device's clock (the server's times, shifted by its clock's lead). */
export interface PlayTimes {
  /** The session's start in the device's clock. */
  startedAt: number;
  /** The next reality check: the first whole multiple of the interval after `now`. */
  nextCheckAt: number;
  /** Where the session limit ends play; null without one. */
  endsAt: number | null;
}

export function playTimes(session: PlaySession, now: number): PlayTimes {
  const lead = Date.parse(session.serverTime) - now;
  const startedAt = session.startedAt ? Date.parse(session.startedAt) - lead : now;
  const interval = session.realityCheckMinutes * MINUTE;
  const elapsed = Math.max(0, now - startedAt);
  return {
    startedAt,
    nextCheckAt: startedAt + (Math.floor(elapsed / interval) + 1) * interval,
    endsAt: session.endsAt ? Date.parse(session.endsAt) - lead : null,
  };
}

export function minutesPlayed(session: PlaySession): number {
  return session.startedAt ? Math.max(0, Math.floor((Date.parse(session.serverTime) - Date.parse(session.startedAt)) / MINUTE)) : 0;
}
