import { describe as suite, expect, it } from 'vitest';
import { callFor, describe, UsageError } from './commands';
import type { LimitView } from '../../contracts/protection';

suite('the ops commands of player protection', () => {
  it('turns each command into its operator API call, pesos into centavos', () => {
    expect(callFor('protection', ['juan123'], {})).toEqual({ method: 'GET', path: '/ops/members/juan123/protection' });
    expect(callFor('set-limit', ['juan123', 'loss', 'week', '2500.50'], { reason: 'affordability' })).toEqual({
      method: 'POST',
      path: '/ops/members/juan123/limits',
      body: { kind: 'loss', period: 'week', amount: 250_050, reason: 'affordability' },
    });
    expect(callFor('set-limit', ['juan123', 'session', '90'], { reason: 'review' })).toMatchObject({
      body: { kind: 'session', period: 'session', amount: 90 },
    });
    expect(callFor('set-limit', ['juan123', 'deposit', 'day', 'none'], { reason: 'lifted' })).toMatchObject({ body: { amount: null } });
    expect(callFor('restricted', [], {})).toEqual({ method: 'GET', path: '/ops/restricted-identities' });
    expect(callFor('restrict', ['mobile', '09171234567'], { reason: 'NDRP 114' })).toEqual({
      method: 'POST',
      path: '/ops/restricted-identities',
      body: { kind: 'mobile', value: '09171234567', reason: 'NDRP 114' },
    });
    expect(callFor('unrestrict', ['email', 'a@b.ph'], {})).toEqual({
      method: 'POST',
      path: '/ops/restricted-identities/remove',
      body: { kind: 'email', value: 'a@b.ph' },
    });
  });

  it('refuses what the API would refuse, before calling anything', () => {
    expect(() => callFor('set-limit', ['juan123', 'loss', 'week', '2500'], {})).toThrow(UsageError);
    expect(() => callFor('set-limit', ['juan123', 'bonus', 'week', '2500'], { reason: 'x y z' })).toThrow(UsageError);
    expect(() => callFor('set-limit', ['juan123', 'loss', 'year', '2500'], { reason: 'x y z' })).toThrow(UsageError);
    expect(() => callFor('set-limit', ['juan123', 'loss', 'day', '12.345'], { reason: 'x y z' })).toThrow(UsageError);
    expect(() => callFor('restrict', ['passport', 'X1234'], { reason: 'x y z' })).toThrow(UsageError);
    expect(() => callFor('restrict', ['mobile', '0917'], {})).toThrow(UsageError);
    expect(() => callFor('protection', ['../x'], {})).toThrow(UsageError);
  });

  it('prints a player’s limits in force, and a list entry without its value', () => {
    const unset: LimitView = {
      kind: 'wager',
      period: 'day',
      player: null,
      operator: null,
      effective: null,
      used: 0,
      periodEndsAt: null,
      pending: null,
    };
    const text = describe({
      username: 'juan123',
      protection: {
        realityCheckMinutes: 30,
        serverTime: '2026-05-12T00:00:00.000Z',
        block: null,
        limits: [
          unset,
          { ...unset, kind: 'loss', player: 500_000, operator: 200_000, effective: 200_000, used: 12_500 },
          { ...unset, kind: 'session', period: 'session', player: 60, effective: 60, used: null },
        ],
      },
    });
    expect(text).toContain('juan123  reality check every 30 min');
    expect(text).toContain('loss/day       player ₱5,000.00, operator ₱2,000.00, in force ₱2,000.00, used ₱125.00');
    expect(text).toContain('session        player 60 min');
    expect(text).not.toContain('wager/day');
    expect(
      describe({
        restrictedId: 4,
        kind: 'mobile',
        source: 'operator',
        reason: 'NDRP 114',
        addedBy: 'ops',
        createdAt: '2026-05-12T00:00:00.000Z',
        expiresAt: null,
      }),
    ).toBe('#4  mobile    operator       by ops at 2026-05-12T00:00:00.000Z (NDRP 114)');
  });
});
