import type { FailureCode } from './channels';

/**
 * What happens to a new payout, chosen by its account number so testers can steer outcomes
 * without touching anything (the sandbox page lists the same rules):
 *
 * - ends in 0000: FAILED with INVALID_DESTINATION (the account does not exist);
 * - ends in 1111: FAILED with INSUFFICIENT_BALANCE (the merchant's balance is short);
 * - ends in 2222: SUCCEEDED, then REVERSED with INVALID_DESTINATION on the next tick (the bank
 *   sent the money back, e.g. a dormant account);
 * - ends in 3333, or is 131313 (Xendit's own test number for this): stays ACCEPTED until a
 *   tester decides or the merchant cancels it;
 * - anything else: SUCCEEDED.
 *
 * Each settles `settleAfterMs` after creation (except the held ones); a tester's forced outcome
 * on the sandbox page or under /sandbox/payouts/… overrides the rule.
 */
export interface PlannedOutcome {
  outcome: 'succeed' | 'fail' | 'reverse' | 'hold';
  failureCode: FailureCode | null;
}

export const OUTCOME_RULES: readonly { suffix: string; plan: PlannedOutcome; says: string }[] = [
  { suffix: '0000', plan: { outcome: 'fail', failureCode: 'INVALID_DESTINATION' }, says: 'fails with INVALID_DESTINATION' },
  { suffix: '1111', plan: { outcome: 'fail', failureCode: 'INSUFFICIENT_BALANCE' }, says: 'fails with INSUFFICIENT_BALANCE' },
  { suffix: '2222', plan: { outcome: 'reverse', failureCode: 'INVALID_DESTINATION' }, says: 'succeeds, then is reversed on the next tick' },
  { suffix: '3333', plan: { outcome: 'hold', failureCode: null }, says: 'stays ACCEPTED until you decide (or it is cancelled)' },
];

/** Xendit's documented test account number for a payout that stays ACCEPTED, so it can be cancelled. */
const XENDIT_HOLD_NUMBER = '131313';

export function plannedOutcome(accountNumber: string): PlannedOutcome {
  if (accountNumber === XENDIT_HOLD_NUMBER) return { outcome: 'hold', failureCode: null };
  return OUTCOME_RULES.find((rule) => accountNumber.endsWith(rule.suffix))?.plan ?? { outcome: 'succeed', failureCode: null };
}
