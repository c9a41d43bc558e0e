import type { PromotionRow } from './repository';

/**
 * SPEC §4: a promotion applies to a deposit when its minDeposit is not -1 and the amount is at
 * least minDeposit. The client filters with the same rule; the server checks it again.
 */
export function appliesTo(promotion: Pick<PromotionRow, 'minDeposit'>, amount: number): boolean {
  return promotion.minDeposit !== -1 && amount >= promotion.minDeposit;
}

/** The bonus a deposit earns: its percentage of the amount, rounded down to the centavo, capped. */
export function bonusFor(promotion: Pick<PromotionRow, 'bonusPercent' | 'maxBonus'>, amount: number): number {
  return Math.min(Math.floor((amount * promotion.bonusPercent) / 100), promotion.maxBonus);
}
