import { vi } from 'vitest';
import type { ClaimResult, PromotionView } from '../api';

/** A promotion as the server shows it: the seeded daily check-in (₱10, 1x), open to claim, unless overridden. */
export function promotionOf(promotionId: number, overrides: Partial<PromotionView> = {}): PromotionView {
  return {
    promotionId,
    kind: 'check_in',
    title: `Promotion ${promotionId}`,
    titles: { fil: `Promo ${promotionId}` },
    state: 'claim',
    startsAt: null,
    endsAt: null,
    minDeposit: -1,
    bonusPercent: 0,
    maxBonus: 0,
    rewardAmount: 1_000,
    turnoverMultiplier: 1,
    oncePerPlayer: false,
    claimable: 1_000,
    paid: null,
    nextAt: null,
    week: null,
    netLoss: null,
    applicationId: null,
    reason: null,
    ...overrides,
  };
}

/** The promotions api: no promotions, and claims and applications that succeed, unless a test says otherwise. */
export function fakePromotionsApi() {
  return {
    list: vi.fn(async (): Promise<PromotionView[]> => []),
    apply: vi.fn(async (promotionId: number) => promotionOf(promotionId, { kind: 'application', state: 'applying', applicationId: 'A1' })),
    claim: vi.fn(async (promotionId: number): Promise<ClaimResult> => ({
      promotion: promotionOf(promotionId, { state: 'signed', claimable: null, paid: 1_000 }),
      amount: 1_000,
      turnoverRequired: 1_000,
    })),
  };
}
