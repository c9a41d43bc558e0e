import type { AggregatorGame } from '../family';
import type { FreeSpins, Mechanic } from './engine';
import { PALETTES, THEMES, type Palette, type Theme } from './themes';

/*
 * What a catalogue slot is before its strips and paytable are drawn (params.ts): its mechanic,
 * theme, palette, lines and features. The six house games are picked by hand, one mechanic each;
 * every other game's choices come from its name's words and from its code's seeded draws.
 */

/** A game's choices, before its strips and paytable are drawn. */
export interface Design {
  mechanic: Mechanic;
  theme: Theme;
  palette: Palette;
  rows: number;
  lines: number;
  wild: boolean;
  freeSpins: FreeSpins | null;
  jackpot: boolean;
  /** The return the paytable is scaled to, jackpot part included. */
  target: number;
}

const byId = <T extends { id: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id)!;

/** The six house games, each with a mechanic of its own. */
const HOUSE: Record<string, Design> = {
  'house-rng-002': {
    mechanic: 'anywhere',
    theme: byId(THEMES, 'fruits'),
    palette: byId(PALETTES, 'Tropical'),
    rows: 5,
    lines: 0,
    wild: false,
    freeSpins: { awards: [[4, 10]], multiplier: 3 },
    jackpot: false,
    target: 0.962,
  },
  'house-rng-003': {
    mechanic: 'classic',
    theme: byId(THEMES, 'jeepney'),
    palette: byId(PALETTES, 'Pinoy'),
    rows: 3,
    lines: 5,
    wild: true,
    freeSpins: null,
    jackpot: true,
    target: 0.956,
  },
  'house-rng-004': {
    mechanic: 'lines',
    theme: byId(THEMES, 'garden'),
    palette: byId(PALETTES, 'Sampaguita'),
    rows: 3,
    lines: 20,
    wild: true,
    freeSpins: {
      awards: [
        [3, 10],
        [4, 15],
        [5, 20],
      ],
      multiplier: 3,
    },
    jackpot: false,
    target: 0.96,
  },
  'house-rng-005': {
    mechanic: 'ways',
    theme: byId(THEMES, 'kubo'),
    palette: byId(PALETTES, 'Kubo'),
    rows: 4,
    lines: 0,
    wild: true,
    freeSpins: {
      awards: [
        [3, 8],
        [4, 12],
        [5, 20],
      ],
      multiplier: 2,
    },
    jackpot: false,
    target: 0.958,
  },
  'house-rng-006': {
    mechanic: 'ways',
    theme: byId(THEMES, 'fiesta'),
    palette: byId(PALETTES, 'Fiesta'),
    rows: 3,
    lines: 0,
    wild: true,
    freeSpins: null,
    jackpot: false,
    target: 0.955,
  },
};

const words = (name: string) => name.split(/\s+/);

/** The theme of the last word of the name that has one (the noun: "Golden Tiger" is a tiger game). */
function themeOf(name: string): Theme | undefined {
  for (const word of words(name).reverse()) {
    const theme = THEMES.find((t) => t.words.includes(word));
    if (theme) return theme;
  }
  return undefined;
}

/** The palette of the first word of the name that has one (the adjective). */
function paletteOf(name: string): Palette | undefined {
  for (const word of words(name)) {
    const palette = PALETTES.find((p) => p.id === word);
    if (palette) return palette;
  }
  return undefined;
}

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;

function designOf(game: AggregatorGame, random: () => number): Design {
  const theme = themeOf(game.name) ?? pick(random, THEMES);
  const palette = paletteOf(game.name) ?? pick(random, PALETTES);
  const roll = random();
  // Sevens, bars and bells are mostly the classic three reels.
  const mechanic: Mechanic =
    theme.id === 'sevens'
      ? roll < 0.7
        ? 'classic'
        : 'lines'
      : roll < 0.15
        ? 'classic'
        : roll < 0.55
          ? 'lines'
          : roll < 0.85
            ? 'ways'
            : 'anywhere';
  const featured = mechanic !== 'classic' && random() < 0.7;
  const multiplier = pick(random, [2, 2, 3, 3, 5]);
  const freeSpins: FreeSpins | null = !featured
    ? null
    : mechanic === 'anywhere'
      ? { awards: [[4, pick(random, [10, 12, 15])]], multiplier }
      : {
          awards: pick(random, [
            [
              [3, 10],
              [4, 15],
              [5, 20],
            ],
            [
              [3, 8],
              [4, 12],
              [5, 25],
            ],
            [
              [3, 12],
              [4, 15],
              [5, 30],
            ],
          ] as const),
          multiplier,
        };
  return {
    mechanic,
    theme,
    palette,
    rows: mechanic === 'anywhere' ? 5 : mechanic === 'ways' ? pick(random, [3, 4]) : 3,
    lines: mechanic === 'lines' ? pick(random, [10, 20, 25]) : mechanic === 'classic' ? pick(random, [3, 5]) : 0,
    wild: mechanic !== 'anywhere' && random() < (mechanic === 'classic' ? 0.5 : 0.85),
    freeSpins,
    jackpot: game.classify === 'JP',
    target: 0.945 + 0.001 * Math.floor(random() * 21),
  };
}

/** A game's choices: a house game's own, or drawn from `random` (which the house games leave untouched). */
export function designFor(game: AggregatorGame, random: () => number): Design {
  return HOUSE[game.code] ?? designOf(game, random);
}
