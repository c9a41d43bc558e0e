import type { DepositPromotion } from '../../api';

/**
 * SPEC §4: the promotions a deposit of `amount` centavos may take: minDeposit not -1 (-1 marks a
 * promotion that is not for deposits) and the amount at least minDeposit. The server checks the
 * same rule again. With no valid amount yet, only promotions without a minimum qualify.
 */
export function promotionsFor(promotions: readonly DepositPromotion[], amount: number | null): DepositPromotion[] {
  return promotions.filter((promotion) => promotion.minDeposit !== -1 && (amount ?? 0) >= promotion.minDeposit);
}
