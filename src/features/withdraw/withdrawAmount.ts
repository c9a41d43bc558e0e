import { checkAmount, type AmountCheck } from '../../lib/amount';

/** What bounds a withdrawal: the per-request range, and the cash withdrawable now, with the bets a locked bonus still needs (centavos). */
export interface WithdrawLimits {
  min: number;
  max: number;
  withdrawable: number;
  turnoverLeft: number;
}

export interface WithdrawAmountCheck {
  centavos: number | null;
  /** A refusal's name under withdraw.amount: the amount rules', or more than may be withdrawn now. */
  error: AmountCheck['error'] | 'aboveWithdrawable' | 'aboveWithdrawableTurnover' | null;
}

/** The deposit's amount rules within the range, then at most the withdrawable cash (saying what a locked bonus still needs). */
export function checkWithdrawAmount(text: string, limits: WithdrawLimits): WithdrawAmountCheck {
  const checked = checkAmount(text, limits);
  if (checked.error !== null || checked.centavos === null || checked.centavos <= limits.withdrawable) return checked;
  return { centavos: checked.centavos, error: limits.turnoverLeft > 0 ? 'aboveWithdrawableTurnover' : 'aboveWithdrawable' };
}
