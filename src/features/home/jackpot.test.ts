import { describe, expect, it } from 'vitest';
import { JACKPOT, formatJackpot, jackpotStart, nextJackpot, nextJackpotDelay } from './jackpot';

/** A "random" source that answers the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('jackpot', () => {
  it('starts from a stored value, else from a random one in range', () => {
    expect(jackpotStart(300_000_000, sequence(0.5))).toBe(300_000_000);
    expect(jackpotStart(null, sequence(0))).toBe(JACKPOT.min);
    expect(jackpotStart(null, sequence(0.9999999999))).toBe(JACKPOT.max);
    expect(jackpotStart(5, sequence(0))).toBe(JACKPOT.min);
    expect(jackpotStart('x', sequence(0))).toBe(JACKPOT.min);
  });

  it('adds 100 to 500 a tick', () => {
    expect(nextJackpot(300_000_000, sequence(0))).toBe(300_000_100);
    expect(nextJackpot(300_000_000, sequence(0.9999999999))).toBe(300_000_500);
  });

  it('starts over from a random value on reaching 999,999,999', () => {
    expect(nextJackpot(999_999_800, sequence(0.9999999999, 0))).toBe(JACKPOT.min);
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect(nextJackpotDelay(sequence(0))).toBe(3000);
    expect(nextJackpotDelay(sequence(0.5))).toBe(4000);
    expect(nextJackpotDelay(sequence(0.9999))).toBe(5000);
  });

  it('formats with thousands separators and the given decimals', () => {
    expect(formatJackpot(210_000_000, 2)).toBe('210,000,000.00');
    expect(formatJackpot(999_999_999, 0)).toBe('999,999,999');
  });
});
