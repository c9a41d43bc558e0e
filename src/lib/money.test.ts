import { describe, expect, it } from 'vitest';
import { formatMoney, formatSignedMoney } from './money';

describe('formatMoney', () => {
  it('formats centavos with thousands separators and 2 decimals', () => {
    expect(formatMoney(1_000_000, '₱')).toBe('₱10,000.00');
    expect(formatMoney(123_456_789, '₱')).toBe('₱1,234,567.89');
  });
  it('pads small amounts', () => {
    expect(formatMoney(0, '₱')).toBe('₱0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(99_999)).toBe('999.99');
  });
  it('puts the sign before the symbol', () => {
    expect(formatMoney(-150, '₱')).toBe('-₱1.50');
  });
});

describe('formatSignedMoney', () => {
  it('spells out the direction with a plus or a minus sign', () => {
    expect(formatSignedMoney(150, '₱')).toBe('+₱1.50');
    expect(formatSignedMoney(-1_000_000, '₱')).toBe('\u2212₱10,000.00');
    expect(formatSignedMoney(0, '₱')).toBe('₱0.00');
  });
});
