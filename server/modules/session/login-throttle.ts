import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { clearHits, countHit, retryAfter } from './throttle';

/** A distributed attack on one account is stopped at this many times the per-pair limit. */
const ACCOUNT_WIDE_FACTOR = 10;

export interface LoginAttempt {
  /** An earlier attempt on this account failed (or is running): this one needs a captcha. */
  needsCaptcha: boolean;
  succeeded(): Promise<void>;
}

/**
 * Counts a login attempt before anything is verified, so parallel guesses cannot slip past the
 * limits or the captcha. Three counters:
 * - account + IP (the per-account limit): one attacker's address is stopped without locking the
 *   owner out from theirs;
 * - account, across all addresses (ten times that): stops a distributed attack, for one short
 *   window at most;
 * - IP, across accounts: stops one address spraying many accounts.
 * A success clears the account's counters and gives the IP its attempt back, so busy shared
 * addresses (venues, carrier NAT) are not throttled by their players' own logins.
 */
export async function beginLoginAttempt(ctx: AppContext, account: string, ip: string): Promise<LoginAttempt> {
  const { perAccount, perIp, windowMinutes } = ctx.config.loginThrottle;
  const base = `login:${ctx.config.merchantCode}:${account.toLowerCase()}`;
  const keys = { pair: `${base}:ip:${ip}`, account: base, ip: `login:ip:${ip}` };
  const limits = { pair: perAccount, account: perAccount * ACCOUNT_WIDE_FACTOR, ip: perIp };

  const hits = {
    pair: await countHit(ctx.db, keys.pair, windowMinutes),
    account: await countHit(ctx.db, keys.account, windowMinutes),
    ip: await countHit(ctx.db, keys.ip, windowMinutes),
  };
  const over = (['pair', 'account', 'ip'] as const).filter((k) => hits[k] > limits[k]);
  if (over.length > 0) {
    const waits = await Promise.all(over.map((k) => retryAfter(ctx.db, keys[k], limits[k])));
    throw errors.loginThrottled(Math.max(1, ...waits));
  }
  return {
    needsCaptcha: hits.account > 1,
    async succeeded() {
      await clearHits(ctx.db, keys.pair);
      await clearHits(ctx.db, keys.account);
      await ctx.db.query('UPDATE throttle_counters SET hits = greatest(hits - 1, 0) WHERE key = $1', [keys.ip]);
    },
  };
}
