import { describe, expect, it } from 'vitest';
import { checkAmount, pesosText } from './amount';

const range = { min: 10_000, max: 5_000_000 };

describe('amount', () => {
  it('reads pesos into integer centavos', () => {
    expect(checkAmount('500', range)).toEqual({ centavos: 50_000, error: null });
    expect(checkAmount(' 1,234.5 ', range)).toEqual({ centavos: 123_450, error: null });
    expect(checkAmount('100.29', range)).toEqual({ centavos: 10_029, error: null });
    expect(checkAmount('50000.00', range)).toEqual({ centavos: 5_000_000, error: null });
  });

  it('refuses what is not an amount, with the reason', () => {
    expect(checkAmount('', range).error).toBe('required');
    for (const text of ['abc', '5o0', '1,00', '.', '1e3', '₱500', '--5']) expect(checkAmount(text, range).error, text).toBe('notNumber');
    expect(checkAmount('100.505', range).error).toBe('decimals');
    expect(checkAmount('0', range).error).toBe('notPositive');
    expect(checkAmount('-500', range).error).toBe('notPositive');
  });

  it('holds the amount to the channel’s range, keeping the centavos for the promotions', () => {
    expect(checkAmount('99.99', range)).toEqual({ centavos: 9_999, error: 'belowMin' });
    expect(checkAmount('50000.01', range)).toEqual({ centavos: 5_000_001, error: 'aboveMax' });
    expect(checkAmount('99999999999999999999', range)).toEqual({ centavos: null, error: 'aboveMax' });
  });

  it('writes centavos back as a player types them', () => {
    expect(pesosText(10_000)).toBe('100');
    expect(pesosText(10_050)).toBe('100.50');
    expect(pesosText(5)).toBe('0.05');
  });
});
