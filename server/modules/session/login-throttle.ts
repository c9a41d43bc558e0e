import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { clearHits, countHit, hitsOf, retryAfter, uncountHit } from './throttle-repository';

/** A distributed attack on one account is stopped at this many times the per-pair limit. */
const ACCOUNT_WIDE_FACTOR = 10;

type Scope = 'pair' | 'account' | 'ip' | 'device';

export interface LoginGuard {
  /** An earlier attempt in this caller's scope failed: this one needs a captcha. */
  needsCaptcha: boolean;
  /**
   * Counts this attempt; throws LOGIN_THROTTLED when a limit is passed. Call it only once the
   * caller has passed the human check (and the captcha when needsCaptcha), just before the
   * secret is checked, so a request that proved nothing costs the attacker and counts against
   * nobody. An attempt without a captcha that turns out not to be the first in its scope (a
   * parallel one got in before it) is taken back and answered CAPTCHA_REQUIRED.
   */
  count(captchaChecked: boolean): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Failed-login limits, with the owner's way in kept open. An attempt from an unknown device is
 * counted three ways:
 * - account + IP (the per-account limit): one attacker's address is stopped;
 * - account, across all addresses (ten times that): stops a distributed attack, one window;
 * - IP, across accounts: stops one address spraying many accounts.
 * An attempt from a device this account has logged in from before (trusted-devices.ts) is
 * counted only on that device, so failures from elsewhere never lock the owner out of it.
 * A success clears the account's counters and gives the IP its attempt back, so busy shared
 * addresses (venues, carrier NAT) are not throttled by their players' own logins.
 */
export async function guardLogin(
  ctx: AppContext,
  attempt: { account: string; ip: string; trustedDevice: string | null },
): Promise<LoginGuard> {
  const { perAccount, perIp, windowMinutes } = ctx.config.loginThrottle;
  const base = `login:${ctx.config.merchantCode}:${attempt.account.toLowerCase()}`;
  const keys: Partial<Record<Scope, string>> = attempt.trustedDevice
    ? { device: `${base}:device:${attempt.trustedDevice}` }
    : { pair: `${base}:ip:${attempt.ip}`, account: base, ip: `login:ip:${attempt.ip}` };
  const limits: Record<Scope, number> = { pair: perAccount, account: perAccount * ACCOUNT_WIDE_FACTOR, ip: perIp, device: perAccount };
  const scopes = Object.keys(keys) as Scope[];
  const captchaScope: Scope = attempt.trustedDevice ? 'device' : 'account';

  return {
    needsCaptcha: (await hitsOf(ctx.db, keys[captchaScope]!)) > 0,
    async count(captchaChecked) {
      const hits: Partial<Record<Scope, number>> = {};
      for (const scope of scopes) hits[scope] = await countHit(ctx.db, keys[scope]!, windowMinutes);
      if (!captchaChecked && hits[captchaScope]! > 1) {
        for (const scope of scopes) await uncountHit(ctx.db, keys[scope]!);
        throw errors.captchaRequired();
      }
      const over = scopes.filter((scope) => hits[scope]! > limits[scope]);
      if (over.length === 0) return;
      const waits = await Promise.all(over.map((scope) => retryAfter(ctx.db, keys[scope]!, limits[scope])));
      throw errors.loginThrottled(Math.max(1, ...waits));
    },
    async succeeded() {
      for (const scope of ['pair', 'account', 'device'] as const) if (keys[scope]) await clearHits(ctx.db, keys[scope]);
      if (keys.ip) await uncountHit(ctx.db, keys.ip);
    },
  };
}
