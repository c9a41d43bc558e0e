import { describe, expect, it } from 'vitest';
import * as contract from '../../../contracts/deposit';
import { RECEIPT_MAX_BYTES } from '../../../contracts/constants';
import { receiptFileError, referenceError } from './receiptRules';
import { DEPOSIT_STATUSES } from './statuses';

const fileOf = (type: string, size: number) => new File([new Uint8Array(size)], 'receipt', { type });

describe('receipt rules', () => {
  it('list every status of the contract, in its order', () => {
    expect(DEPOSIT_STATUSES).toEqual([...contract.DEPOSIT_STATUSES]);
  });

  it('take a JPEG, PNG or WebP image up to 5 MB', () => {
    expect(receiptFileError(null)).toBe('deposit.receipt.fileRequired');
    expect(receiptFileError(fileOf('application/pdf', 10))).toBe('deposit.receipt.notImage');
    expect(receiptFileError(fileOf('image/gif', 10))).toBe('deposit.receipt.format');
    expect(receiptFileError(fileOf('image/png', RECEIPT_MAX_BYTES + 1))).toBe('deposit.receipt.tooLarge');
    expect(receiptFileError(fileOf('image/jpeg', RECEIPT_MAX_BYTES))).toBeNull();
  });

  it('take the reference the bank printed', () => {
    expect(referenceError(' ')).toBe('deposit.receipt.referenceRequired');
    expect(referenceError('AB1')).toBe('deposit.receipt.referenceInvalid');
    expect(referenceError('REF#123')).toBe('deposit.receipt.referenceInvalid');
    expect(referenceError(' 0012-3456 789 ')).toBeNull();
  });
});
