import { createHash } from 'node:crypto';
import { mulberry32 } from '../seeded-random';

/**
 * The sea every fish game draws from: each catalogue game takes a deterministic part of it
 * (fishTable), so two visits to the same game always show the same fish at the same prices.
 * `shape` names the canvas drawing the page uses (no image files); `colours` are its body, fin
 * and stripe colours.
 */
export type FishShape =
  'fish' | 'puffer' | 'squid' | 'crab' | 'jelly' | 'turtle' | 'ray' | 'sword' | 'octopus' | 'shark' | 'whale' | 'dragon';

export interface Species {
  id: string;
  name: { en: string; fil: string };
  /** What a catch pays, times the shot's stake. */
  multiplier: number;
  shape: FishShape;
  colours: [string, string, string];
  boss: boolean;
}

type Kind = Omit<Species, 'boss'>;

/** The everyday catch, cheapest first; the first is in every game so each table starts at 2x. */
const POOL: readonly Kind[] = [
  { id: 'dilis', name: { en: 'Anchovy', fil: 'Dilis' }, multiplier: 2, shape: 'fish', colours: ['#b8c7d6', '#8aa0b5', '#e8eef4'] },
  { id: 'clownfish', name: { en: 'Clownfish', fil: 'Isdang payaso' }, multiplier: 2, shape: 'fish', colours: ['#ff7b1c', '#222', '#fff'] },
  { id: 'bangus', name: { en: 'Milkfish', fil: 'Bangus' }, multiplier: 3, shape: 'fish', colours: ['#c9d3dc', '#6f8193', '#f2f5f8'] },
  {
    id: 'tang',
    name: { en: 'Blue tang', fil: 'Asul na labahita' },
    multiplier: 3,
    shape: 'fish',
    colours: ['#1f5fd6', '#f2c400', '#0b1e4a'],
  },
  { id: 'butete', name: { en: 'Pufferfish', fil: 'Butete' }, multiplier: 4, shape: 'puffer', colours: ['#e8d27a', '#8a6d1c', '#fff6cf'] },
  {
    id: 'angelfish',
    name: { en: 'Angelfish', fil: 'Isdang anghel' },
    multiplier: 5,
    shape: 'fish',
    colours: ['#f4e04d', '#2a2a2a', '#fff'],
  },
  { id: 'pusit', name: { en: 'Squid', fil: 'Pusit' }, multiplier: 6, shape: 'squid', colours: ['#f0a6b8', '#c45c7a', '#fde3ea'] },
  { id: 'alimango', name: { en: 'Mud crab', fil: 'Alimango' }, multiplier: 8, shape: 'crab', colours: ['#d9482b', '#8f2412', '#ffd0c2'] },
  { id: 'dikya', name: { en: 'Jellyfish', fil: 'Dikya' }, multiplier: 10, shape: 'jelly', colours: ['#b48cff', '#7a4fd6', '#efe4ff'] },
  {
    id: 'pawikan',
    name: { en: 'Sea turtle', fil: 'Pawikan' },
    multiplier: 12,
    shape: 'turtle',
    colours: ['#4f9a4a', '#2d5e2a', '#c9e6a8'],
  },
  { id: 'tambakol', name: { en: 'Tuna', fil: 'Tambakol' }, multiplier: 15, shape: 'fish', colours: ['#2d4f8a', '#f2c400', '#d8e2f0'] },
  { id: 'lapulapu', name: { en: 'Grouper', fil: 'Lapu-lapu' }, multiplier: 20, shape: 'fish', colours: ['#c2452d', '#6b1c10', '#3a7bd5'] },
  { id: 'pagi', name: { en: 'Manta ray', fil: 'Pagi' }, multiplier: 25, shape: 'ray', colours: ['#3b4a63', '#1c2433', '#e6ebf2'] },
  {
    id: 'malasugi',
    name: { en: 'Swordfish', fil: 'Malasugi' },
    multiplier: 30,
    shape: 'sword',
    colours: ['#3f6fb0', '#1f3a66', '#dfe8f5'],
  },
  { id: 'pugita', name: { en: 'Octopus', fil: 'Pugita' }, multiplier: 40, shape: 'octopus', colours: ['#b03a7a', '#6e1d4b', '#f6c9df'] },
  {
    id: 'martilyo',
    name: { en: 'Hammerhead shark', fil: 'Pating martilyo' },
    multiplier: 50,
    shape: 'shark',
    colours: ['#7d8c99', '#4b5660', '#e9eef2'],
  },
  {
    id: 'gintong-isda',
    name: { en: 'Golden carp', fil: 'Gintong isda' },
    multiplier: 75,
    shape: 'fish',
    colours: ['#f5b400', '#b36b00', '#fff1b8'],
  },
  {
    id: 'butanding',
    name: { en: 'Whale shark', fil: 'Butanding' },
    multiplier: 100,
    shape: 'whale',
    colours: ['#35506e', '#1d2e40', '#e8f0f8'],
  },
];

/** Each game's theme: its water, and the boss that tops its table. */
export interface Theme {
  id: string;
  water: [string, string];
  /** Its price is chosen per game, from BOSS_MULTIPLIERS. */
  boss: Omit<Kind, 'multiplier'>;
}

const THEMES: Record<string, Theme> = {
  ocean: {
    id: 'ocean',
    water: ['#0b5d8f', '#03223a'],
    boss: {
      id: 'hari-ng-dagat',
      name: { en: 'Ocean King', fil: 'Hari ng Dagat' },
      shape: 'crab',
      colours: ['#f5b400', '#9c5d00', '#fff1b8'],
    },
  },
  deep: {
    id: 'deep',
    water: ['#14305c', '#02060f'],
    boss: { id: 'kraken', name: { en: 'Giant squid', fil: 'Higanteng pusit' }, shape: 'squid', colours: ['#c0392b', '#6d1a12', '#ffb3a7'] },
  },
  golden: {
    id: 'golden',
    water: ['#1b6f86', '#062b35'],
    boss: {
      id: 'arowana',
      name: { en: 'Golden arowana', fil: 'Gintong arowana' },
      shape: 'fish',
      colours: ['#ffcc33', '#c77d00', '#fff6d6'],
    },
  },
  mega: {
    id: 'mega',
    water: ['#203a73', '#070d24'],
    boss: { id: 'megalodon', name: { en: 'Megalodon', fil: 'Megalodon' }, shape: 'shark', colours: ['#5d6b7a', '#2c343d', '#f0f3f6'] },
  },
  royal: {
    id: 'royal',
    water: ['#3b2f7a', '#0d0a26'],
    boss: {
      id: 'balyena',
      name: { en: 'Royal whale', fil: 'Maharlikang balyena' },
      shape: 'whale',
      colours: ['#6a4fc9', '#34236e', '#f3c94b'],
    },
  },
  happy: {
    id: 'happy',
    water: ['#1aa3b8', '#05475a'],
    boss: {
      id: 'bahaghari',
      name: { en: 'Rainbow turtle', fil: 'Pawikang bahaghari' },

      shape: 'turtle',
      colours: ['#ff5fa2', '#7b3fe4', '#ffe45c'],
    },
  },
  dragon: {
    id: 'dragon',
    water: ['#0f4d4a', '#03161a'],
    boss: { id: 'dragon', name: { en: 'Sea dragon', fil: 'Dragon ng dagat' }, shape: 'dragon', colours: ['#d62f2f', '#7a1010', '#f5b400'] },
  },
  shark: {
    id: 'shark',
    water: ['#0d4166', '#020c17'],
    boss: {
      id: 'great-white',
      name: { en: 'Great white shark', fil: 'Dambuhalang pating' },
      shape: 'shark',
      colours: ['#9aa7b3', '#56616b', '#ffffff'],
    },
  },
};

/** A game's theme by the first words of its name ("Deep Sea Hunter": deep); a name with none falls to its hash. */
const THEME_WORDS: [RegExp, string][] = [
  [/^ocean\b/i, 'ocean'],
  [/^deep sea\b/i, 'deep'],
  [/^golden\b/i, 'golden'],
  [/^mega\b/i, 'mega'],
  [/^royal\b/i, 'royal'],
  [/^happy\b/i, 'happy'],
  [/^dragon\b/i, 'dragon'],
  [/^shark\b/i, 'shark'],
];

/** What the bosses may pay; each game's is one of these. */
export const BOSS_MULTIPLIERS = [150, 200, 250, 300] as const;
/** The published returns a fish game may have, in basis points (9600 is 96.00%). */
export const RETURNS_BP = [9500, 9600, 9700] as const;

export interface FishTable {
  theme: Theme;
  /** Cheapest first, the boss last. */
  species: Species[];
  /** The published return in basis points: every shot's expected return, whatever it hits. */
  returnBp: number;
}

/**
 * A game's fish: the theme from its name, then from its code's hash the number of species (8 to
 * 15 with the boss), which of the sea's fish swim in it (always the 2x one), the boss's price and
 * the published return. Deterministic: the same code and name give the same table on every server.
 */
export function fishTable(game: { code: string; name: string }): FishTable {
  const random = mulberry32(createHash('sha256').update(game.code).digest().readUInt32BE(0));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const themeId = THEME_WORDS.find(([re]) => re.test(game.name))?.[1] ?? pick(Object.keys(THEMES));
  const theme = THEMES[themeId]!;
  const count = 8 + Math.floor(random() * 8);
  const others = POOL.slice(1);
  // A partial Fisher-Yates shuffle picks count - 2 distinct others besides the 2x fish and the boss.
  for (let i = 0; i < count - 2; i++) {
    const j = i + Math.floor(random() * (others.length - i));
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  const everyday = [POOL[0]!, ...others.slice(0, count - 2)].sort((a, b) => a.multiplier - b.multiplier || a.id.localeCompare(b.id));
  const boss: Species = { ...theme.boss, multiplier: pick(BOSS_MULTIPLIERS), boss: true };
  return { theme, species: [...everyday.map((s) => ({ ...s, boss: false })), boss], returnBp: pick(RETURNS_BP) };
}
