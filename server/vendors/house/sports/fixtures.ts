import { createHmac } from 'node:crypto';
import { fairStream, seedHash } from '../fairness';
import { competitionByCode, type Competition } from './competitions';
import { marketsOf, type Market } from './markets';
import type { Frame, Played, Summary } from './model';

/**
 * The schedule. Every competition has a kick-off slot every four minutes with three matches,
 * kicking off a minute apart, each played out in two minutes, so a slot's last match ends as the
 * next slot begins and no side ever plays twice at once. Everything about a match (sides, their
 * form, its seed and so its result) follows from the vendor's secret and the match's id: nothing
 * is stored for a match nobody bet on.
 */
export const SLOT_MS = 240_000;
export const MATCHES_PER_SLOT = 3;
export const KICKOFF_GAP_MS = 60_000;
export const PLAY_MS = 120_000;
/** A side's form on the day moves its rating by up to this much either way. */
const FORM = 4;

export interface Side {
  name: string;
  rating: number;
}

export interface Fixture {
  matchId: string;
  competition: Competition;
  home: Side;
  away: Side;
  kickoffAt: number;
  endsAt: number;
}

/** The schedule's lengths: real time, or `pace` times shorter for testers (AGGREGATOR_PACE). */
export interface Timetable {
  slotMs: number;
  gapMs: number;
  playMs: number;
}
export const timetable = (pace = 1): Timetable => ({
  slotMs: Math.round(SLOT_MS / pace),
  gapMs: Math.round(KICKOFF_GAP_MS / pace),
  playMs: Math.round(PLAY_MS / pace),
});
export const REAL_TIME = timetable();

export const slotAt = (now: number, times = REAL_TIME) => Math.floor(now / times.slotMs);
const MATCH_ID = /^([a-z0-9]+)-(\d{1,12})-(\d)$/;

/** The matches of one slot of a competition: sides drawn without repeats, then their form. */
export function fixturesOf(secret: string, competition: Competition, slot: number, times = REAL_TIME): Fixture[] {
  const random = fairStream(secret, `fixtures:${competition.code}:${slot}`);
  const pool = [...competition.sides];
  // A Fisher-Yates shuffle, of which the first pairs play.
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const side = ([name, rating]: readonly [string, number]): Side => ({ name, rating: rating + Math.round((random() * 2 - 1) * FORM) });
  return Array.from({ length: MATCHES_PER_SLOT }, (_, index) => {
    const kickoffAt = slot * times.slotMs + index * times.gapMs;
    return {
      matchId: `${competition.code}-${slot}-${index}`,
      competition,
      home: side(pool[2 * index]!),
      away: side(pool[2 * index + 1]!),
      kickoffAt,
      endsAt: kickoffAt + times.playMs,
    };
  });
}

/** A match by its id, or null when no competition schedules such a match. */
export function fixtureById(secret: string, matchId: string, times = REAL_TIME): Fixture | null {
  const parts = MATCH_ID.exec(matchId);
  const competition = parts && competitionByCode(parts[1]!);
  if (!parts || !competition || Number(parts[3]) >= MATCHES_PER_SLOT) return null;
  return fixturesOf(secret, competition, Number(parts[2]), times)[Number(parts[3])]!;
}

/**
 * The match's server seed: the vendor's secret's HMAC of the match id. Its hash is published
 * from the moment the match is listed, the seed once it has ended; the match is played from
 * fairStream(seed, matchId), so anyone can replay it.
 */
export function serverSeedOf(secret: string, matchId: string): string {
  return createHmac('sha256', secret).update(`match:${matchId}`).digest('hex');
}

export interface Priced {
  summary: Summary;
  markets: Market[];
}

/** Small memories of what is costly to recompute: a board asks for the same matches every few seconds. */
function memo<T>(limit: number): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    const seen = kept.get(key);
    if (seen !== undefined) return seen;
    const value = make();
    kept.set(key, value);
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
    return value;
  };
}
const pricedMemo = memo<Priced>(1000);
const playedMemo = memo<{ seed: string; hash: string; played: Played }>(500);

const paramsOf = (f: Fixture) => f.competition.model.params(f.home.rating, f.away.rating);
const keyOf = (f: Fixture) => `${f.matchId}:${f.home.name}:${f.home.rating}:${f.away.name}:${f.away.rating}`;

/** The match's exact outcome probabilities and its priced markets: fixed once the match is listed. */
export function pricesOf(f: Fixture): Priced {
  return pricedMemo(keyOf(f), () => {
    const summary = f.competition.model.summary(paramsOf(f));
    return { summary, markets: marketsOf(f.competition.model, summary) };
  });
}

/** The match played from its seed: the same every time, for anyone who has the seed. */
export function playedOf(secret: string, f: Fixture): { seed: string; hash: string; played: Played } {
  const seed = serverSeedOf(secret, f.matchId);
  return playedMemo(`${seedHash(seed)}:${keyOf(f)}`, () => ({
    seed,
    hash: seedHash(seed),
    played: f.competition.model.play(fairStream(seed, f.matchId), paramsOf(f)),
  }));
}

export type MatchState = 'open' | 'live' | 'ended';
export const stateAt = (f: Fixture, now: number): MatchState => (now < f.kickoffAt ? 'open' : now < f.endsAt ? 'live' : 'ended');

export interface LiveScore {
  home: number;
  away: number;
  period: number;
  inPeriod: [number, number] | null;
}

/** The score as it stood `elapsed` of the way through the match (0 to 1). */
export function scoreAt(played: Played, elapsed: number): LiveScore {
  const period = Math.max(1, played.periodStarts.filter((start) => start <= elapsed).length);
  let frame: Frame = played.frames[0]!;
  for (const f of played.frames) {
    if (f.at > elapsed) break;
    frame = f;
  }
  // A period that has begun with no score in it yet shows 0-0 inside it.
  const inPeriod = frame.inPeriod ? (frame.period === period ? frame.inPeriod : ([0, 0] as [number, number])) : null;
  return { home: frame.home, away: frame.away, period, inPeriod };
}

/** What a played match settles and shows: the final score, without its minute-by-minute story. */
export interface PublicResult {
  home: number;
  away: number;
  winner: Played['winner'];
  margin: number;
  total: number;
  distance: boolean | null;
  periods: [number, number][];
}

export const resultOf = (p: Played): PublicResult => ({
  home: p.home,
  away: p.away,
  winner: p.winner,
  margin: p.margin,
  total: p.total,
  distance: p.distance ?? null,
  periods: p.periods,
});
