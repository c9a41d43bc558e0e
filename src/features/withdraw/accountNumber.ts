import type { PayoutBank } from '../../api';

/** An account number as sent: digits only, so "0917 123 4567" or "1234-5678-90" typed from a card still reads. */
export const accountDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

/**
 * Whether a number looks like one of the bank's (its accountPattern, published by the server).
 * A pattern this browser cannot read lets the number through: the server checks it anyway.
 */
export function fitsBank(bank: PayoutBank, digits: string): boolean {
  try {
    return new RegExp(bank.accountPattern).test(digits);
  } catch {
    return /^\d+$/.test(digits);
  }
}
