import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingStep, newTotpSecret, otpauthUri } from './totp';

const NOW = Date.UTC(2026, 10, 27, 1, 0, 15);
const STEP = Math.floor(NOW / 30_000);

function codeAt(secret: string, at: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

describe('staff TOTP codes', () => {
  const secret = newTotpSecret();

  it('accepts the current 30-second step and one either side, naming the step', () => {
    expect(matchingStep(secret, codeAt(secret, NOW), NOW)).toBe(STEP);
    expect(matchingStep(secret, codeAt(secret, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(matchingStep(secret, codeAt(secret, NOW + 30_000), NOW)).toBe(STEP + 1);
  });

  it('refuses codes two steps away and codes of another secret', () => {
    expect(matchingStep(secret, codeAt(secret, NOW - 60_000), NOW)).toBeNull();
    expect(matchingStep(secret, codeAt(secret, NOW + 60_000), NOW)).toBeNull();
    // Fixed secrets, so the one-in-a-million chance of two codes agreeing cannot make this flaky.
    expect(matchingStep('JBSWY3DPEHPK3PXP', codeAt('GEZDGNBVGY3TQOJQ', NOW), NOW)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI an authenticator app reads', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'maria.cashier'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(decodeURIComponent(uri.pathname)).toContain('maria.cashier');
  });
});
