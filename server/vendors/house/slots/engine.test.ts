import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { awardOf, centavos, evaluate, play } from './engine';
import { LINES_5X3 } from './params';
import { fixture, gridOf, scripted } from './test-games';
import type { SymbolId } from './themes';

const L: Record<string, SymbolId> = { a: 'ten', b: 'jack', c: 'queen', W: 'wild', S: 'bonus' };
const steps = (a: number, b: number, c: number) =>
  [
    [3, a],
    [4, b],
    [5, c],
  ] as const;
/** Pay-anywhere steps: 8-9, 10-11, 12 and more. */
const anywhere = [
  [8, 25],
  [10, 50],
  [12, 100],
] as const;

describe('a slot grid', () => {
  it('pays lines from the leftmost reel, the wild standing in for any symbol but the scatter, and the scatter anywhere', () => {
    const rules = fixture(
      {
        strips: ['abS', 'abW', 'abS', 'abc', 'abS'],
        lines: LINES_5X3.slice(0, 5),
        paytable: { ten: steps(10, 20, 50), jack: steps(15, 30, 60), bonus: [[3, 200]] },
        freeSpins: { awards: [[3, 5]], multiplier: 2 },
      },
      L,
    );
    const grid = gridOf(['aaWba', 'bWbbb', 'SbScS'], L);
    expect(evaluate(rules, grid)).toEqual([
      { symbol: 'jack', count: 5, units: 60, line: 0, cells: [0, 1, 2, 3, 4].map((reel) => [reel, 1]) },
      { symbol: 'ten', count: 3, units: 10, line: 1, cells: [0, 1, 2].map((reel) => [reel, 0]) },
      // The bottom line starts with the scatter, which is no line symbol; the V line (a, W, S) stops at two.
      { symbol: 'bonus', count: 3, units: 200, cells: [0, 2, 4].map((reel) => [reel, 2]) },
    ]);
    expect(awardOf(rules, grid)).toBe(5);
  });

  it('pays ways: every combination of a symbol on adjacent reels from the first, wilds counting from the second reel', () => {
    const rules = fixture(
      { mechanic: 'ways', strips: ['abc', 'abW', 'abW', 'abc', 'abc'], paytable: { ten: steps(2, 5, 20), jack: steps(3, 6, 30) } },
      L,
    );
    const grid = gridOf(['aabac', 'aWacc', 'bbWab'], L);
    const wins = evaluate(rules, grid);
    // ten: 2 x 2 x 2 x 2 ways over four reels; jack: 1 x 2 x 2 over three.
    expect(wins.map(({ symbol, count, ways, units }) => ({ symbol, count, ways, units }))).toEqual([
      { symbol: 'ten', count: 4, ways: 16, units: 16 * 5 },
      { symbol: 'jack', count: 3, ways: 4, units: 4 * 3 },
    ]);
    expect(wins[1]!.cells).toEqual([
      [0, 2],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 2],
    ]);
  });

  it('pays anywhere: 8 or more of a symbol on the 6x5 grid, by count', () => {
    const rules = fixture(
      {
        mechanic: 'anywhere',
        rows: 5,
        strips: ['abc', 'abc', 'abc', 'abc', 'abc', 'abc'],
        paytable: { ten: anywhere, jack: anywhere, queen: anywhere },
      },
      L,
    );
    // Reel by reel: 8 tens, then 12 jacks, then 10 queens.
    const flat = [...'aaaaaaaa', ...'bbbbbbbbbbbb', ...'cccccccccc'].map((c) => L[c]!);
    const grid = Array.from({ length: 6 }, (_, reel) => flat.slice(reel * 5, reel * 5 + 5));
    expect(evaluate(rules, grid).map(({ symbol, count, units, cells }) => [symbol, count, units, cells.length])).toEqual([
      ['ten', 8, 25, 8],
      ['jack', 12, 100, 12],
      ['queen', 10, 50, 10],
    ]);
  });
});

describe('a slot round', () => {
  // One row, one line, three reels: a draw below 1/3 stops a reel on the scatter, below 2/3 on a ten, above on a jack.
  const rules = fixture(
    {
      rows: 1,
      strips: ['Sab', 'Sab', 'Sab'],
      lines: [[0, 0, 0]],
      paytable: { ten: [[3, 10]], bonus: [[3, 100]] },
      freeSpins: { awards: [[3, 2]], multiplier: 3 },
      jackpot: { shareBp: 100, seed: 1000, odds: 100_000 },
    },
    L,
  );

  it('plays its free spins at their multiplier until none are left, then draws for the jackpot, in that order', () => {
    const [S, a, b] = [0.1, 0.4, 0.7];
    const draws = [S, S, S, a, a, a, S, S, S, b, b, b, a, a, b, 0.004];
    const round = play(rules, 500, scripted(draws));
    expect(round.units).toBe(100);
    expect(round.free).toMatchObject({ multiplier: 3, awarded: 4, units: 30 + 300 });
    expect(round.free!.spins.map((s) => [s.units, s.awarded])).toEqual([
      [30, 0],
      [300, 2],
      [0, 0],
      [0, 0],
    ]);
    // A stake of 500 hits with probability 500 / 100,000.
    expect(round.jackpot).toBe(true);
    expect(round.total).toBe(430);
    expect(play(rules, 500, scripted([b, b, b, 0.005])).jackpot).toBe(false);
  });

  it('replays exactly from its seeds', () => {
    for (const seed of ['x', 'y', 'z']) {
      expect(play(rules, 500, fairStream('server-seed', seed))).toEqual(play(rules, 500, fairStream('server-seed', seed)));
    }
  });

  it('pays whole centavos: hundredths of a whole-peso stake', () => {
    expect(centavos(500, 25)).toBe(125);
    expect(centavos(100, 1)).toBe(1);
    expect(centavos(1000, 123_456)).toBe(1_234_560);
  });
});
