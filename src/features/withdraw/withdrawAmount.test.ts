import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount } from './withdrawAmount';

const limits = { min: 10_000, max: 10_000_000, withdrawable: 500_000, turnoverLeft: 0 };

describe('withdrawal amount', () => {
  it('keeps the amount rules and the range', () => {
    expect(checkWithdrawAmount('1,000.50', limits)).toEqual({ centavos: 100_050, error: null });
    expect(checkWithdrawAmount('', limits).error).toBe('required');
    expect(checkWithdrawAmount('99.99', limits).error).toBe('belowMin');
    expect(checkWithdrawAmount('100000.01', limits).error).toBe('aboveMax');
  });

  it('refuses more than the withdrawable cash, naming the turnover when a bonus locks part of the balance', () => {
    expect(checkWithdrawAmount('5000', limits).error).toBeNull();
    expect(checkWithdrawAmount('5000.01', limits)).toEqual({ centavos: 500_001, error: 'aboveWithdrawable' });
    expect(checkWithdrawAmount('5000.01', { ...limits, turnoverLeft: 20_000 }).error).toBe('aboveWithdrawableTurnover');
  });
});
