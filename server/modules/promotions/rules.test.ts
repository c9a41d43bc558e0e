import { describe, expect, it } from 'vitest';
import type { PromotionRow } from './repository';
import { cashbackFor, claimPeriods, viewOf, windowState, type PlayerFacts } from './rules';

/** Manila is UTC+8 all year: 00:00 in Manila is 16:00 UTC the day before. */
const manila = (local: string) => new Date(`${local}+08:00`);

const promotion = (overrides: Partial<PromotionRow> = {}): PromotionRow => ({
  promotionId: 9,
  kind: 'check_in',
  title: 'Check-in',
  titles: {},
  startsAt: null,
  endsAt: null,
  minDeposit: -1,
  bonusPercent: 5,
  maxBonus: 200_000,
  rewardAmount: 1_000,
  turnoverMultiplier: 1,
  oncePerPlayer: false,
  ...overrides,
});

const facts = (overrides: Partial<PlayerFacts> = {}): PlayerFacts => ({
  claimedDeposits: new Map(),
  openDeposits: new Set(),
  rewards: [],
  applications: [],
  lastWeekNetLoss: 0,
  ...overrides,
});

describe('the periods a claim pays for, in Manila', () => {
  it('checks in by the Manila calendar day, and pays cashback for the last Monday-to-Sunday week', () => {
    // Friday 27 November 2026, 08:32 in Manila (00:32 UTC).
    const periods = claimPeriods(new Date('2026-11-27T00:32:00Z'));
    expect(periods.today).toMatchObject({ key: '2026-11-27', from: manila('2026-11-27T00:00:00'), to: manila('2026-11-28T00:00:00') });
    expect(periods.lastWeek).toMatchObject({ key: '2026-11-16', from: manila('2026-11-16T00:00:00'), to: manila('2026-11-23T00:00:00') });
    expect(periods.nextWeek).toEqual(manila('2026-11-30T00:00:00'));
  });

  it('turns over at Manila midnight, not UTC’s', () => {
    expect(claimPeriods(manila('2026-11-29T23:59:59')).lastWeek.key).toBe('2026-11-16');
    expect(claimPeriods(manila('2026-11-30T00:00:00')).lastWeek.key).toBe('2026-11-23');
    expect(claimPeriods(new Date('2026-11-29T16:00:00Z')).today.key).toBe('2026-11-30');
  });
});

describe('the state a promotion shows (SPEC §4 labels)', () => {
  const now = manila('2026-11-27T10:00:00');

  it('is coming soon before its start and closed from its end', () => {
    expect(windowState(promotion({ startsAt: manila('2026-12-16T00:00:00') }), now)).toBe('coming_soon');
    expect(windowState(promotion({ endsAt: now }), now)).toBe('closed');
    expect(windowState(promotion({ startsAt: manila('2026-11-01T00:00:00'), endsAt: manila('2026-12-01T00:00:00') }), now)).toBeNull();
    expect(viewOf(promotion({ endsAt: now }), null, now).state).toBe('closed');
  });

  it('offers a visitor a check-in to claim and everything else to join', () => {
    expect(viewOf(promotion(), null, now)).toMatchObject({ state: 'claim', claimable: 1_000 });
    for (const kind of ['deposit', 'cashback', 'application'] as const) expect(viewOf(promotion({ kind }), null, now).state).toBe('join');
  });

  it('says signed once today’s check-in is paid, until the next Manila day', () => {
    const paid = facts({ rewards: [{ promotionId: 9, periodKey: '2026-11-27', amount: 1_000 }] });
    expect(viewOf(promotion(), paid, now)).toMatchObject({
      state: 'signed',
      paid: 1_000,
      nextAt: manila('2026-11-28T00:00:00').toISOString(),
    });
    const yesterday = facts({ rewards: [{ promotionId: 9, periodKey: '2026-11-26', amount: 1_000 }] });
    expect(viewOf(promotion(), yesterday, now).state).toBe('claim');
  });

  it('keeps a player’s own outcome whatever the dates, but closes an offer', () => {
    const ended = { endsAt: manila('2026-11-27T09:00:00') };
    const signed = facts({ rewards: [{ promotionId: 9, periodKey: '2026-11-27', amount: 1_000 }] });
    expect(viewOf(promotion(ended), signed, now).state).toBe('signed');
    const waiting = facts({ applications: [{ applicationId: 3, memberId: 1, promotionId: 9, status: 'applying', reason: null }] });
    expect(viewOf(promotion({ kind: 'application', ...ended }), waiting, now)).toMatchObject({ state: 'applying', applicationId: 'A3' });
    expect(viewOf(promotion({ kind: 'application', ...ended }), facts(), now).state).toBe('closed');
  });

  it('follows an application: applying, rejected with its reason, issued, claimed', () => {
    const app = (status: 'applying' | 'approved' | 'rejected', reason: string | null = null) =>
      facts({ applications: [{ applicationId: 3, memberId: 1, promotionId: 9, status, reason }] });
    const p = promotion({ kind: 'application', rewardAmount: 50_000 });
    expect(viewOf(p, facts(), now).state).toBe('join');
    expect(viewOf(p, app('rejected', 'Not this month'), now)).toMatchObject({ state: 'rejected', reason: 'Not this month' });
    expect(viewOf(p, app('approved'), now)).toMatchObject({ state: 'issued', claimable: 50_000 });
    const paid = { ...app('approved'), rewards: [{ promotionId: 9, periodKey: 'once', amount: 50_000 }] };
    expect(viewOf(p, paid, now)).toMatchObject({ state: 'claimed', paid: 50_000, claimable: null });
  });

  it('shows the first-deposit bonus applying while its deposit waits and claimed once credited; a reload always joins', () => {
    const welcome = promotion({ kind: 'deposit', oncePerPlayer: true, minDeposit: 20_000, bonusPercent: 100 });
    expect(viewOf(welcome, facts({ openDeposits: new Set([9]) }), now).state).toBe('applying');
    expect(viewOf(welcome, facts({ claimedDeposits: new Map([[9, 100_000]]) }), now)).toMatchObject({ state: 'claimed', paid: 100_000 });
    const reload = promotion({ kind: 'deposit', oncePerPlayer: false, minDeposit: 100_000, bonusPercent: 10 });
    expect(viewOf(reload, facts({ openDeposits: new Set([9]) }), now).state).toBe('join');
  });

  it('offers cashback only on a net loss: its percentage, capped, with the week it pays for', () => {
    const p = promotion({ kind: 'cashback' });
    expect(cashbackFor(p, 80_000)).toBe(4_000);
    expect(cashbackFor(p, 10_000_000)).toBe(200_000);
    expect(cashbackFor(p, -5_000)).toBe(0);
    expect(viewOf(p, facts({ lastWeekNetLoss: 80_000 }), now)).toMatchObject({
      state: 'claim',
      claimable: 4_000,
      netLoss: 80_000,
      week: { from: '2026-11-16', to: '2026-11-22' },
    });
    expect(viewOf(p, facts({ lastWeekNetLoss: -5_000 }), now)).toMatchObject({ state: 'join', netLoss: 0, claimable: null });
    const paid = facts({ lastWeekNetLoss: 80_000, rewards: [{ promotionId: 9, periodKey: '2026-11-16', amount: 4_000 }] });
    expect(viewOf(p, paid, now)).toMatchObject({ state: 'claimed', paid: 4_000, nextAt: manila('2026-11-30T00:00:00').toISOString() });
  });
});
