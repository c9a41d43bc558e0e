import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { trustedDeviceKey } from '../session/trusted-devices';
import { clearHits, countHit, retryAfter } from '../session/throttle-repository';
import type { Requester } from './login-password';

/** Wrong sets of answers per window, as for the payment password (security/service.ts). */
export const ANSWER_GUESSES = 5;
const WINDOW_MINUTES = 15;
/** Over a day, from devices the player never logged in from: answers are words, so a slow guesser is stopped too. */
export const ANSWER_GUESSES_PER_DAY = 10;
const DAY_MINUTES = 24 * 60;

interface Counter {
  key: string;
  limit: number;
  windowMinutes: number;
}

/**
 * Where a guess at a player's security answers is counted. Like the login (session/login-throttle.ts):
 * from a device the player has logged in from it counts on that device alone, so someone guessing
 * with a stolen session elsewhere never locks the owner out of resetting their payment password;
 * from anywhere else it counts against the player, per 15 minutes and per day.
 */
async function countersFor(ctx: AppContext, memberId: number, from: Requester): Promise<Counter[]> {
  const base = `security-answers:${memberId}`;
  const device = await trustedDeviceKey(ctx, from.device, memberId);
  if (device) return [{ key: `${base}:device:${device}`, limit: ANSWER_GUESSES, windowMinutes: WINDOW_MINUTES }];
  return [
    { key: base, limit: ANSWER_GUESSES, windowMinutes: WINDOW_MINUTES },
    { key: `${base}:day`, limit: ANSWER_GUESSES_PER_DAY, windowMinutes: DAY_MINUTES },
  ];
}

export interface AnswerGuesses {
  /** Refuses at once while a counter is used up (before any work on the answers). */
  refuseWhileThrottled(): Promise<void>;
  /** A wrong set of answers: the one that uses a counter up locks it, the others say how many are left. */
  wrong(): Promise<never>;
  /** Right answers: the counters of this scope start again. */
  right(): Promise<void>;
}

export async function answerGuesses(ctx: AppContext, memberId: number, from: Requester): Promise<AnswerGuesses> {
  const counters = await countersFor(ctx, memberId, from);
  const longestWait = async () => Math.max(0, ...(await Promise.all(counters.map((c) => retryAfter(ctx.db, c.key, c.limit)))));
  return {
    async refuseWhileThrottled() {
      const wait = await longestWait();
      if (wait > 0) throw errors.securityAnswersThrottled(wait);
    },
    async wrong() {
      let left = Infinity;
      for (const counter of counters) left = Math.min(left, counter.limit - (await countHit(ctx.db, counter.key, counter.windowMinutes)));
      if (left <= 0) throw errors.securityAnswersThrottled(Math.max(1, await longestWait()));
      throw errors.securityAnswersWrong(left);
    },
    async right() {
      for (const counter of counters) await clearHits(ctx.db, counter.key);
    },
  };
}
