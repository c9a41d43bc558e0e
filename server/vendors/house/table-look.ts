import { VENDORS } from './catalogue';
import type { AggregatorGame } from './family';
import { hashOf } from './slots/seeded';

/**
 * What a live table, a dealer card game or a PVP table looks like, so two games of one kind are
 * not the same screen: the felt's palette (from a word of its name: "VIP" black and gold, "Manila"
 * narra wood and capiz; a name with none takes one by its code's hash), its card back, the studio
 * that runs it (its vendor), its table number, its dealer's (or host's) name and a few layout
 * choices the pages support cheaply. Deterministic from the catalogue entry; looks only, never
 * rules or odds.
 */
export type CardBackPattern = 'stripes' | 'lattice' | 'capiz' | 'sunburst' | 'zigzag' | 'dots' | 'banderitas' | 'banig' | 'waves';

export interface LookColours {
  /** The page's background, top to bottom. */
  background: readonly [string, string];
  /** The felt, centre to edge. */
  felt: readonly [string, string];
  /** A bet spot (or a seat) on the felt. */
  spot: string;
  /** Panels around the felt (bets, roadmap, help) and the header badge. */
  panel: string;
  /** The felt's printed lines and their small captions. */
  line: string;
  /** Titles, highlights, the countdown and the main button (dark text on it). */
  accent: string;
  text: string;
  muted: string;
  /** The felt's rail, when the layout gives it one. */
  rail: string;
}

export interface LookPalette {
  id: string;
  /** Words of a game's name that choose it (whole words, any case). */
  words: readonly string[];
  colours: LookColours;
  /** The card backs that suit it; the game's code picks one. */
  backs: readonly CardBackPattern[];
  /** A card back's ground and its ink. */
  back: readonly [string, string];
}

export const LOOK_PALETTES: readonly LookPalette[] = [
  {
    id: 'classic',
    words: ['Classic', 'Club', 'Go'],
    colours: {
      background: ['#1d3a2c', '#0b1711'],
      felt: ['#1a5c3b', '#0f3d27'],
      spot: '#155c38',
      panel: '#15241c',
      line: '#e3cf8a',
      accent: '#ffc21a',
      text: '#f4f4f6',
      muted: '#b5c9bd',
      rail: '#5b3a1e',
    },
    backs: ['stripes', 'lattice'],
    back: ['#8c1d32', '#e9c46a'],
  },
  {
    id: 'vip',
    words: ['VIP'],
    colours: {
      background: ['#2b2414', '#070605'],
      felt: ['#24211b', '#0b0a08'],
      spot: '#2e2a20',
      panel: '#17140e',
      line: '#d9b75a',
      accent: '#e2bf55',
      text: '#f7f1de',
      muted: '#bcae8a',
      rail: '#b08d2f',
    },
    backs: ['lattice', 'sunburst'],
    back: ['#0d0d0d', '#d4af37'],
  },
  {
    // Narra wood and capiz shell.
    id: 'manila',
    words: ['Manila', 'Maynila'],
    colours: {
      background: ['#4a2616', '#1a0c06'],
      felt: ['#603420', '#3d1f10'],
      spot: '#7a4529',
      panel: '#2c170d',
      line: '#f1dfb8',
      accent: '#f4c77d',
      text: '#fdf6ea',
      muted: '#dcc3a3',
      rail: '#8a5a36',
    },
    backs: ['capiz', 'banig'],
    back: ['#5a2e18', '#f3e6cc'],
  },
  {
    id: 'lightning',
    words: ['Lightning', 'Thunder', 'Kidlat'],
    colours: {
      background: ['#1b2260', '#060820'],
      felt: ['#1a2a7a', '#0a113d'],
      spot: '#1f3394',
      panel: '#0e1438',
      line: '#7fe0ff',
      accent: '#ffe94d',
      text: '#f2f6ff',
      muted: '#aab8ee',
      rail: '#3a4fd0',
    },
    backs: ['zigzag', 'sunburst'],
    back: ['#0a113d', '#ffe94d'],
  },
  {
    id: 'golden',
    words: ['Golden', 'Gold'],
    colours: {
      background: ['#4a3608', '#140e02'],
      felt: ['#543d0a', '#2e2105'],
      spot: '#6b4e10',
      panel: '#241a05',
      line: '#f3d27a',
      accent: '#ffd04a',
      text: '#fff8e6',
      muted: '#dccb9e',
      rail: '#a67c1a',
    },
    backs: ['sunburst', 'lattice'],
    back: ['#7a5a10', '#ffe08a'],
  },
  {
    id: 'royale',
    words: ['Royale', 'Royal', 'Masters'],
    colours: {
      background: ['#2e1a5c', '#0d0620'],
      felt: ['#3d2478', '#1c0f3d'],
      spot: '#4a2d8c',
      panel: '#1a1036',
      line: '#e8cf8a',
      accent: '#e8c25a',
      text: '#f6f1ff',
      muted: '#c2b4e6',
      rail: '#6b4aa8',
    },
    backs: ['lattice', 'dots'],
    back: ['#2a1560', '#e8c25a'],
  },
  {
    id: 'fiesta',
    words: ['Fiesta', 'Festival', 'Pintakasi'],
    colours: {
      background: ['#7a0f4d', '#230416'],
      felt: ['#7a1049', '#4a0a2e'],
      spot: '#9c1a62',
      panel: '#2e0a1f',
      line: '#ffd9a0',
      accent: '#ffd23f',
      text: '#fff5fa',
      muted: '#f0bcd8',
      rail: '#d63a7a',
    },
    backs: ['banderitas', 'dots'],
    back: ['#b0124f', '#ffd23f'],
  },
  {
    id: 'speed',
    words: ['Speed', 'Turbo', 'Blitz'],
    colours: {
      background: ['#5c1010', '#1c0404'],
      felt: ['#6e1616', '#380909'],
      spot: '#811c1c',
      panel: '#2a0808',
      line: '#ffc9a8',
      accent: '#ffb020',
      text: '#fff3ee',
      muted: '#eab9ac',
      rail: '#2b2b2b',
    },
    backs: ['stripes', 'zigzag'],
    back: ['#1a1a1a', '#ff5a36'],
  },
  {
    id: 'sapphire',
    words: ['Super', 'Pro', 'Showdown'],
    colours: {
      background: ['#0b3a8a', '#03102a'],
      felt: ['#0b3f8a', '#062a60'],
      spot: '#104c9e',
      panel: '#071d45',
      line: '#a8dcff',
      accent: '#4dd2ff',
      text: '#f2f8ff',
      muted: '#c0d6f5',
      rail: '#8a9bb5',
    },
    backs: ['waves', 'lattice'],
    back: ['#0a2e6b', '#9fe0ff'],
  },
  {
    id: 'jade',
    words: ['No Commission'],
    colours: {
      background: ['#0a4a44', '#021815'],
      felt: ['#0a4f48', '#05302b'],
      spot: '#0e6058',
      panel: '#06231f',
      line: '#bff0dc',
      accent: '#5ee0b8',
      text: '#f0fffa',
      muted: '#b8e2d6',
      rail: '#7a5a36',
    },
    backs: ['capiz', 'waves'],
    back: ['#0c4f47', '#c9f5e4'],
  },
  {
    id: 'wine',
    words: ['Deluxe'],
    colours: {
      background: ['#4a0f24', '#16040b'],
      felt: ['#5c1430', '#320a1a'],
      spot: '#6e1a3a',
      panel: '#24070f',
      line: '#f0cfa0',
      accent: '#f0b86a',
      text: '#fff4f6',
      muted: '#e0b6c0',
      rail: '#3a2414',
    },
    backs: ['lattice', 'banig'],
    back: ['#3a0a1c', '#f0b86a'],
  },
  {
    // The cockpit's earth and the arena's lights.
    id: 'arena',
    words: ['Arena', 'Sabong', 'Derby', 'Slasher', 'Cup', 'Pit'],
    colours: {
      background: ['#3d2a14', '#120c05'],
      felt: ['#523818', '#2e1f0d'],
      spot: '#6b4a22',
      panel: '#20160a',
      line: '#f2dca8',
      accent: '#ffb347',
      text: '#fff6e8',
      muted: '#d8c4a4',
      rail: '#2a2a2a',
    },
    backs: ['banig', 'stripes'],
    back: ['#3d2a14', '#ffb347'],
  },
];

/** Chip colours (white text on each), lowest chip first. */
export const CHIP_SETS: Readonly<Record<string, readonly string[]>> = {
  classic: ['#4f5b75', '#b03224', '#1b6e3e', '#2c3e50', '#7d3c98', '#8a5a0b'],
  jewel: ['#1f5fa8', '#a3153a', '#0f7050', '#6a2c91', '#8a4b00', '#2b2b2b'],
  earth: ['#6b4a2b', '#8c2f1c', '#3d5a2a', '#2f4a5a', '#7a3b5c', '#555555'],
};

/** Dealers and hosts: Filipino first names. */
export const DEALERS: readonly string[] = [
  'Maricel',
  'Rowena',
  'Jasmine',
  'Angelica',
  'Kristine',
  'Lorna',
  'Marites',
  'Ligaya',
  'Dalisay',
  'Rosario',
  'Corazon',
  'Charmaine',
  'Precious',
  'Princess',
  'Joy',
  'Abigail',
  'Mayumi',
  'Amihan',
  'Paolo',
  'Jomar',
  'Carlo',
  'Rommel',
  'Jericho',
  'Dindo',
  'Nestor',
  'Arnel',
  'Efren',
  'Bayani',
  'Jun-Jun',
  'Migs',
];

export interface TableLook {
  /** The palette's id; `colours` are its colours. */
  palette: string;
  colours: LookColours;
  cardBack: { pattern: CardBackPattern; colours: readonly [string, string] };
  /** The studio that runs the table: the vendor's name in the catalogue. */
  studio: string;
  table: number;
  /** The dealer's (or the host's) first name, and which of the two the page calls them. */
  dealer: string;
  role: 'dealer' | 'host';
  layout: {
    /** Where a live table's roadmap goes on a wide screen: beside the felt or under it (phones: always under). */
    road: 'side' | 'below';
    /** The felt's edge: rounded, arched at the dealer's side, or with a padded rail. */
    edge: 'rounded' | 'arch' | 'rail';
    chips: { id: string; colours: readonly string[] };
  };
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The palette a name's words choose (the first word of the name that names one), or null. */
export function paletteOfName(name: string): LookPalette | null {
  let best: { palette: LookPalette; at: number } | null = null;
  for (const palette of LOOK_PALETTES) {
    const at = name.search(new RegExp(`\\b(${palette.words.map(escape).join('|')})\\b`, 'i'));
    if (at >= 0 && (!best || at < best.at)) best = { palette, at };
  }
  return best?.palette ?? null;
}

/** One of `list`, chosen by the game's code and what for (each choice its own hash). */
const pick = <T>(list: readonly T[], code: string, what: string): T => list[hashOf(`${code}:${what}`) % list.length]!;

/** The table number: the code's own number (bituin-live-012: 12), else one from its hash. */
function tableNumber(code: string): number {
  const n = Number(/(\d+)$/.exec(code)?.[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : 10 + (hashOf(`${code}:table`) % 90);
}

/** A game's look, the same on every server for the same catalogue entry. */
export function tableLook(game: AggregatorGame): TableLook {
  const palette = paletteOfName(game.name) ?? pick(LOOK_PALETTES, game.code, 'palette');
  const chips = pick(Object.keys(CHIP_SETS), game.code, 'chips');
  // Cockfights and the PVP tables have a host who calls the fight or runs the table; the others a dealer.
  const hosted = game.family === 'pvp' || game.type === 'COCKFIGHT';
  return {
    palette: palette.id,
    colours: palette.colours,
    cardBack: { pattern: pick(palette.backs, game.code, 'back'), colours: palette.back },
    studio: VENDORS.find((v) => v.code === game.vendor)?.name ?? game.vendor,
    table: tableNumber(game.code),
    dealer: pick(DEALERS, game.code, 'dealer'),
    role: hosted ? 'host' : 'dealer',
    layout: {
      road: pick(['side', 'below'] as const, game.code, 'road'),
      edge: pick(['rounded', 'arch', 'rail'] as const, game.code, 'edge'),
      chips: { id: chips, colours: CHIP_SETS[chips]! },
    },
  };
}
