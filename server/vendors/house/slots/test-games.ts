import { aggregatorGames } from '../aggregator';
import type { AggregatorGame } from '../family';
import type { Grid, SlotRules } from './engine';
import { PALETTES, type SymbolId } from './themes';

/** Every catalogue game the slot family plays. */
export const slotGames = (): AggregatorGame[] => [...aggregatorGames().values()].filter((g) => g.family === 'slot');

/** A catalogue game by its code. */
export const catalogueGame = (code: string): AggregatorGame => aggregatorGames().get(code)!;

/** A small hand-made game for rule and enumeration tests; strips are given as one string per reel, one letter a symbol. */
export function fixture(rules: Omit<Partial<SlotRules>, 'strips'> & { strips: string[] }, letters: Record<string, SymbolId>): SlotRules {
  const strips = rules.strips.map((reel) => [...reel].map((c) => letters[c]!));
  const symbols = [...new Set(strips.flat())].filter((s) => s !== 'wild' && s !== 'bonus');
  return {
    code: 'test-slot',
    mechanic: 'lines',
    rows: 3,
    theme: 'test',
    palette: PALETTES[0]!,
    symbols,
    wild: strips.flat().includes('wild'),
    scatter: strips.flat().includes('bonus'),
    paytable: {},
    lines: null,
    freeSpins: null,
    jackpot: null,
    stakes: [100, 500],
    ...rules,
    reels: strips.length,
    strips,
  };
}

/** A grid written as rows of letters (top row first), as it looks on the screen. */
export function gridOf(rows: string[], letters: Record<string, SymbolId>): Grid {
  return [...rows[0]!].map((_, reel) => rows.map((row) => letters[row[reel]!]!));
}

/** The grid of given stops. */
export function gridAt(rules: SlotRules, stops: number[]): Grid {
  return rules.strips.map((strip, reel) => Array.from({ length: rules.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
}

/** Every combination of stops, the first reel slowest. */
export function* allStops(rules: SlotRules): Generator<number[]> {
  const stops = rules.strips.map(() => 0);
  for (;;) {
    yield stops;
    let reel = stops.length - 1;
    while (reel >= 0 && ++stops[reel]! === rules.strips[reel]!.length) stops[reel--] = 0;
    if (reel < 0) return;
  }
}

/** A stream that returns the given numbers, then fails: a test spells out every draw. */
export function scripted(values: number[]): () => number {
  let i = 0;
  return () => {
    if (i >= values.length) throw new Error('the round drew more numbers than scripted');
    return values[i++]!;
  };
}
