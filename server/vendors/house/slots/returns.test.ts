import { describe, expect, it } from 'vitest';
import { awardOf, evaluate, payArrays, play, type SlotRules } from './engine';
import { LINES_3X3, LINES_5X3, paramsFor } from './params';
import { exactReturn, exposure, freeSpinRate, spinValue } from './returns';
import { mulberry32 } from '../seeded-random';
import { allStops, fixture, gridAt, catalogueGame, slotGames } from './test-games';
import type { SymbolId } from './themes';

const L: Record<string, SymbolId> = { a: 'ten', b: 'jack', c: 'queen', k: 'king', A: 'ace', W: 'wild', S: 'bonus' };
const tiers = (from: number, ...pays: number[]) => pays.map((pay, i) => [from + i, pay] as const);
const ranks = (from: number, base: number) => ({
  ten: tiers(from, base, base * 3, base * 10),
  jack: tiers(from, base * 2, base * 5, base * 15),
  queen: tiers(from, base * 3, base * 8, base * 25),
  king: tiers(from, base * 5, base * 15, base * 50),
  ace: tiers(from, base * 10, base * 30, base * 100),
});

/** Small games whose every stop combination can be played, one per mechanic. */
const FIXTURES: Record<string, SlotRules> = {
  classic: fixture(
    {
      mechanic: 'classic',
      strips: ['aabbcAkc', 'abWcAkab', 'aabcAkbc'],
      lines: LINES_3X3,
      paytable: { ten: [[3, 50]], jack: [[3, 80]], queen: [[3, 120]], king: [[3, 300]], ace: [[3, 800]] },
    },
    L,
  ),
  lines: fixture(
    {
      strips: ['aabcSk', 'abWcAS', 'abcWkS', 'aWbcAS', 'abckAS'],
      lines: LINES_5X3,
      paytable: { ...ranks(3, 4), bonus: tiers(3, 100, 500, 2000) },
      freeSpins: { awards: tiers(4, 1, 2), multiplier: 2 },
    },
    L,
  ),
  ways: fixture(
    {
      mechanic: 'ways',
      rows: 4,
      strips: ['aabcSkA', 'abWcASb', 'abcWkSa', 'aWbcASc', 'abckASb'],
      paytable: { ...ranks(3, 1), bonus: tiers(3, 100, 500, 2000) },
      freeSpins: { awards: tiers(4, 1, 2), multiplier: 3 },
    },
    L,
  ),
  anywhere: fixture(
    {
      mechanic: 'anywhere',
      rows: 5,
      strips: ['aabbcS', 'abcabk', 'aabcSc', 'abkbca', 'aabbSc', 'abcSAb'],
      paytable: { ...ranks(8, 5), bonus: tiers(4, 200, 1000) },
      freeSpins: { awards: [[4, 2]], multiplier: 2 },
    },
    L,
  ),
};

/** Plays every stop combination once: the spin's exact mean pay and mean free spins given. */
function enumerate(rules: SlotRules): { units: number; awarded: number } {
  let [units, awarded, n] = [0, 0, 0];
  for (const stops of allStops(rules)) {
    const grid = gridAt(rules, stops);
    units += evaluate(rules, grid).reduce((sum, w) => sum + w.units, 0);
    awarded += awardOf(rules, grid);
    n++;
  }
  return { units: units / n, awarded: awarded / n };
}

describe('the exact return', () => {
  it.each(Object.entries(FIXTURES))('of a %s game is what playing every stop combination gives', (_, rules) => {
    const played = enumerate(rules);
    expect(spinValue(exposure(rules), payArrays(rules))).toBeCloseTo(played.units, 9);
    expect(freeSpinRate(rules)).toBeCloseTo(played.awarded, 12);
    // With free spins: each spin gives a on average, so a round plays a / (1 - a) of them at the multiplier.
    const a = played.awarded;
    const m = rules.freeSpins?.multiplier ?? 0;
    expect(exactReturn(rules).total).toBeCloseTo((played.units / 100) * (1 + (m * a) / (1 - a)), 9);
  });

  // Three reels of a few dozen stops: every combination can be played for the real games too.
  const classics = slotGames()
    .filter((g) => paramsFor(g).mechanic === 'classic')
    .filter((_, i) => i % 20 === 0)
    .map((g) => g.code);

  it.each(classics)('of the classic catalogue game %s is what every stop gives', (code) => {
    const params = paramsFor(catalogueGame(code));
    const played = enumerate(params);
    const { round, jackpot, total } = exactReturn(params);
    expect(round).toBeCloseTo(played.units / 100, 12);
    expect(total).toBe(round + jackpot);
    expect(params.returnToPlayer).toBe(total);
  });

  it('adds a jackpot game its pool share and the seed it pays per hit', () => {
    const params = paramsFor(catalogueGame('house-rng-003'));
    const { seed, odds, shareBp } = params.jackpot!;
    expect(exactReturn(params).jackpot).toBeCloseTo(shareBp / 10_000 + seed / odds, 15);
    expect(exactReturn(params).jackpot).toBeCloseTo(0.015, 12);
  });
});

/**
 * Many seeded rounds of one game at its smallest stake land on its exact return within five
 * standard errors (the error measured from the same rounds). A jackpot game plays its pool as
 * the server does: each round's share goes in, a hit pays the pool and the seed goes back in.
 */
function simulate(code: string, rounds: number, stakeIndex = 0): { mean: number; error: number; expected: number } {
  const params = paramsFor(catalogueGame(code));
  const stake = params.stakes[stakeIndex]!;
  const random = mulberry32(0x51075);
  let pool = params.jackpot?.seed ?? 0;
  let [sum, squares] = [0, 0];
  for (let i = 0; i < rounds; i++) {
    const round = play(params, stake, random);
    let back = round.total / 100;
    if (params.jackpot) {
      if (round.jackpot) {
        back += pool / stake;
        pool = params.jackpot.seed;
      }
      pool += (stake * params.jackpot.shareBp) / 10_000;
    }
    sum += back;
    squares += back * back;
  }
  const mean = sum / rounds;
  return { mean, error: Math.sqrt((squares / rounds - mean * mean) / rounds), expected: params.returnToPlayer };
}

describe('a million seeded rounds', () => {
  it.each([
    ['classic, with a progressive jackpot', 'house-rng-003', 6],
    ['lines, with wilds and free spins', 'house-rng-004', 0],
    ['ways, with wilds and free spins', 'house-rng-005', 0],
    ['pay anywhere, with free spins', 'house-rng-002', 0],
  ])('of %s (%s) land on the exact return', (_, code, stakeIndex) => {
    const { mean, error, expected } = simulate(code, 1_000_000, stakeIndex);
    expect(Math.abs(mean - expected)).toBeLessThan(5 * error);
    // And the tolerance itself is tight enough to mean something.
    expect(error).toBeLessThan(0.01);
  });
});
