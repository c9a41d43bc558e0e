import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/app-error';
import { markChallengeUsed } from './repository';

/**
 * Human verification where the spec places geetest, behind an interface so a hosted provider
 * can replace it. The default is ALTCHA: a self-hosted proof of work the browser solves in the
 * background, so it works offline and asks nothing of the player.
 */
export interface HumanCheck {
  readonly enabled: boolean;
  challenge(): Promise<Challenge>;
  /** The client's payload: base64 of JSON { challenge, solution }. Each one passes once. */
  verify(payload: string | undefined): Promise<boolean>;
}

const VALID_SECONDS = 300;

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload>;
    if (!parsed.challenge?.parameters || typeof parsed.solution?.counter !== 'number') return null;
    return parsed as Payload;
  } catch {
    return null;
  }
}

/**
 * `cost` is the work per try (SHA-256 rounds); the client needs 500 to 1,500 tries. Measured in
 * Chromium with its CPU slowed 4x (a cheap phone), 5,000 to 10,000 tries took about 4.4 s on the
 * page's thread and more in a worker; this range is done within the three seconds a player
 * takes to type a username and password, which is when the login form solves it. A bot in
 * native code pays a few milliseconds either way: the proof makes a flood cost something, and
 * the failure counters (session/login-throttle.ts) are what stop guessing.
 */
export function altchaHumanCheck(db: Queryable, secret: string, cost = 20): HumanCheck {
  return {
    enabled: true,
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost,
        counter: randomInt(500, 1_500),
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: new Date(Date.now() + VALID_SECONDS * 1000),
      }),
    async verify(payload) {
      const decoded = payload ? decode(payload) : null;
      if (!decoded) return false;
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: secret,
      });
      if (!result.verified || !decoded.challenge.signature) return false;
      return markChallengeUsed(db, decoded.challenge.signature, VALID_SECONDS);
    },
  };
}

/** HUMAN_CHECK=off: for integrations that verify humans elsewhere. */
export const noHumanCheck: HumanCheck = {
  enabled: false,
  // The client reads NOT_FOUND as "no proof needed".
  challenge: async () => {
    throw new AppError('NOT_FOUND', 404, 'Human verification is off');
  },
  verify: async () => true,
};
