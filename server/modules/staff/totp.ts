import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../../app-context';
import { secretBox } from '../encryption/secret-box';

/**
 * Staff two-factor codes (RFC 6238 through `otpauth`): SHA-1, six digits, 30-second steps, the
 * authenticator apps' common defaults. A code is accepted for the current step and one step
 * either side (clock drift), and each step only once (the caller records it: acceptTotpStep).
 */
const PERIOD = 30;
const WINDOW = 1;
const ISSUER = 'Back-office';

function totpFor(secret: string, username: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI a QR code carries to the authenticator app. */
export function otpauthUri(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The 30-second step the code belongs to, or null when it matches none in the window. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secret, '-').validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** TOTP secrets are stored sealed with a key of their own. */
export function totpSecretBox(ctx: Pick<AppContext, 'config'>) {
  return secretBox(ctx.config.tokenPepper, 'staff-totp-secret');
}
