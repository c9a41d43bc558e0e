/**
 * What a slot looks like: its symbols (named in English and Filipino; the page draws each one
 * as SVG art by its id) and its colours. A catalogue game takes its symbol set from the nouns of
 * its name (Tiger, Gems, Fruits...) and its palette from the adjective (Golden, Crystal...), so
 * "Golden Tiger" and "Jungle Tiger" share their animals but not their colours.
 */
export interface SymbolName {
  en: string;
  fil: string;
}

export const SYMBOL_NAMES = {
  ten: { en: 'Ten', fil: 'Sampu' },
  jack: { en: 'Jack', fil: 'Jack' },
  queen: { en: 'Queen', fil: 'Reyna' },
  king: { en: 'King', fil: 'Hari' },
  ace: { en: 'Ace', fil: 'Alas' },
  mango: { en: 'Mango', fil: 'Mangga' },
  coconut: { en: 'Coconut', fil: 'Niyog' },
  jeepney: { en: 'Jeepney', fil: 'Dyip' },
  carabao: { en: 'Carabao', fil: 'Kalabaw' },
  sampaguita: { en: 'Sampaguita', fil: 'Sampaguita' },
  pearl: { en: 'Pearl', fil: 'Perlas' },
  cherry: { en: 'Cherry', fil: 'Seresa' },
  lemon: { en: 'Lemon', fil: 'Limon' },
  orange: { en: 'Orange', fil: 'Dalandan' },
  grapes: { en: 'Grapes', fil: 'Ubas' },
  watermelon: { en: 'Watermelon', fil: 'Pakwan' },
  bell: { en: 'Bell', fil: 'Kampana' },
  bar: { en: 'Bar', fil: 'Bar' },
  bar2: { en: 'Double bar', fil: 'Dobleng bar' },
  bar3: { en: 'Triple bar', fil: 'Tatlong bar' },
  seven: { en: 'Seven', fil: 'Pito' },
  amethyst: { en: 'Amethyst', fil: 'Ametista' },
  emerald: { en: 'Emerald', fil: 'Esmeralda' },
  sapphire: { en: 'Sapphire', fil: 'Sapiro' },
  ruby: { en: 'Ruby', fil: 'Rubi' },
  diamond: { en: 'Diamond', fil: 'Diyamante' },
  leaf: { en: 'Leaf', fil: 'Dahon' },
  paw: { en: 'Paw print', fil: 'Bakas ng paa' },
  parrot: { en: 'Parrot', fil: 'Loro' },
  tiger: { en: 'Tiger', fil: 'Tigre' },
  lantern: { en: 'Lantern', fil: 'Linterna' },
  fan: { en: 'Fan', fil: 'Pamaypay' },
  koi: { en: 'Koi', fil: 'Koi' },
  phoenix: { en: 'Phoenix', fil: 'Phoenix' },
  dragon: { en: 'Dragon', fil: 'Dragon' },
  goblet: { en: 'Goblet', fil: 'Kopa' },
  ring: { en: 'Ring', fil: 'Singsing' },
  shield: { en: 'Shield', fil: 'Kalasag' },
  crown: { en: 'Crown', fil: 'Korona' },
  coin: { en: 'Coin', fil: 'Barya' },
  key: { en: 'Key', fil: 'Susi' },
  goldbar: { en: 'Gold bar', fil: 'Baretang ginto' },
  chest: { en: 'Treasure chest', fil: 'Baul ng kayamanan' },
  banderitas: { en: 'Bunting', fil: 'Banderitas' },
  drum: { en: 'Drum', fil: 'Tambol' },
  mask: { en: 'Mask', fil: 'Maskara' },
  guitar: { en: 'Guitar', fil: 'Gitara' },
  parol: { en: 'Star lantern', fil: 'Parol' },
  cloud: { en: 'Storm cloud', fil: 'Ulap' },
  flame: { en: 'Flame', fil: 'Apoy' },
  bolt: { en: 'Lightning', fil: 'Kidlat' },
  volcano: { en: 'Volcano', fil: 'Bulkan' },
  shell: { en: 'Shell', fil: 'Kabibe' },
  starfish: { en: 'Starfish', fil: 'Isdang-bituin' },
  fish: { en: 'Fish', fil: 'Isda' },
  turtle: { en: 'Sea turtle', fil: 'Pawikan' },
  moon: { en: 'Moon', fil: 'Buwan' },
  comet: { en: 'Comet', fil: 'Kometa' },
  sun: { en: 'Sun', fil: 'Araw' },
  star: { en: 'Star', fil: 'Bituin' },
  butterfly: { en: 'Butterfly', fil: 'Paruparo' },
  gumamela: { en: 'Hibiscus', fil: 'Gumamela' },
  orchid: { en: 'Orchid', fil: 'Orkidyas' },
  tomato: { en: 'Tomato', fil: 'Kamatis' },
  eggplant: { en: 'Eggplant', fil: 'Talong' },
  squash: { en: 'Squash', fil: 'Kalabasa' },
  kubo: { en: 'Nipa hut', fil: 'Bahay kubo' },
  wild: { en: 'Wild', fil: 'Wild' },
  bonus: { en: 'Free spins', fil: 'Libreng ikot' },
} as const satisfies Record<string, SymbolName>;

export type SymbolId = keyof typeof SYMBOL_NAMES;

/** Substitutes for every symbol but the scatter. */
export const WILD: SymbolId = 'wild';
/** The scatter: pays wherever it lands and starts the free spins. */
export const SCATTER: SymbolId = 'bonus';
/** Card ranks, lowest first: the low symbols of a 5-reel game. */
export const RANKS: readonly SymbolId[] = ['ten', 'jack', 'queen', 'king', 'ace'];

export interface Theme {
  id: string;
  /** Words of a game's name that choose this theme. */
  words: readonly string[];
  /** Its own symbols, lowest paying first. */
  symbols: readonly SymbolId[];
}

export const THEMES: readonly Theme[] = [
  { id: 'pinoy', words: ['Pinoy', 'Perlas', 'Silangan'], symbols: ['mango', 'coconut', 'jeepney', 'carabao', 'sampaguita', 'pearl'] },
  {
    id: 'fruits',
    words: ['Fruits', 'Mangoes', 'Mango', 'Tropical'],
    symbols: ['cherry', 'lemon', 'orange', 'grapes', 'watermelon', 'mango'],
  },
  { id: 'sevens', words: ['Sevens', 'Jackpot', 'Wheel', 'Lucky'], symbols: ['cherry', 'lemon', 'bell', 'bar', 'bar2', 'bar3', 'seven'] },
  { id: 'gems', words: ['Gems', 'Diamond', 'Crystal'], symbols: ['amethyst', 'emerald', 'sapphire', 'ruby', 'diamond'] },
  { id: 'jungle', words: ['Tiger', 'Jungle', 'Wild'], symbols: ['leaf', 'paw', 'parrot', 'tiger'] },
  { id: 'dragon', words: ['Dragon', 'Phoenix', 'Mystic', 'Magic', 'Tales'], symbols: ['lantern', 'fan', 'koi', 'phoenix', 'dragon'] },
  { id: 'royal', words: ['Royal', 'Empire', 'Kingdom'], symbols: ['goblet', 'ring', 'shield', 'crown'] },
  {
    id: 'treasure',
    words: ['Treasure', 'Gold', 'Rush', 'Riches', 'Fortune', 'Coins', 'Golden'],
    symbols: ['coin', 'key', 'goldbar', 'chest'],
  },
  { id: 'fiesta', words: ['Fiesta', 'Carnival', 'Festival', 'Bonanza'], symbols: ['banderitas', 'drum', 'mask', 'guitar', 'parol'] },
  { id: 'volcano', words: ['Volcano', 'Thunder'], symbols: ['cloud', 'flame', 'bolt', 'volcano'] },
  { id: 'ocean', words: ['Pearls', 'Island'], symbols: ['shell', 'starfish', 'fish', 'turtle', 'pearl'] },
  { id: 'stars', words: ['Stars', 'Sunny', 'Super', 'Mega'], symbols: ['moon', 'comet', 'sun', 'star'] },
  { id: 'garden', words: ['Sampaguita'], symbols: ['butterfly', 'gumamela', 'orchid', 'sampaguita'] },
  { id: 'kubo', words: ['Kubo', 'Bahay'], symbols: ['tomato', 'eggplant', 'squash', 'kubo'] },
  { id: 'jeepney', words: ['Jeepney'], symbols: ['bar', 'bar2', 'bell', 'mango', 'carabao', 'jeepney'] },
];

export interface Palette {
  id: string;
  /** The page's background, top to bottom. */
  background: readonly [string, string];
  /** The reels' frame, a cell's face, and the highlight of titles and winning cells. */
  panel: string;
  cell: string;
  accent: string;
}

/** By the adjective of a game's name; the house games have their own. */
export const PALETTES: readonly Palette[] = [
  { id: 'Golden', background: ['#3a2a08', '#120c02'], panel: '#2b2008', cell: '#171104', accent: '#f5c542' },
  { id: 'Lucky', background: ['#5a0c12', '#1c0305'], panel: '#3d0a0e', cell: '#1f0507', accent: '#ffd34d' },
  { id: 'Fortune', background: ['#6b1010', '#200404'], panel: '#481010', cell: '#250606', accent: '#ffb000' },
  { id: 'Mega', background: ['#3b136b', '#120424'], panel: '#2a0e4d', cell: '#17072b', accent: '#ff5fd2' },
  { id: 'Royal', background: ['#22145c', '#0a061f'], panel: '#1b1047', cell: '#0f0928', accent: '#e8c25a' },
  { id: 'Jungle', background: ['#0f4a23', '#03160a'], panel: '#0d3a1c', cell: '#06200f', accent: '#b6e35a' },
  { id: 'Island', background: ['#05506b', '#021923'], panel: '#064257', cell: '#032533', accent: '#5ff0e0' },
  { id: 'Dragon', background: ['#4d0a0a', '#120202'], panel: '#360808', cell: '#1c0404', accent: '#ff6a3d' },
  { id: 'Mystic', background: ['#1d1b5c', '#07061f'], panel: '#171548', cell: '#0c0b29', accent: '#9d8bff' },
  { id: 'Super', background: ['#0b3a8a', '#03102a'], panel: '#0a2e6b', cell: '#061a3d', accent: '#4dd2ff' },
  { id: 'Wild', background: ['#6b300a', '#1f0d02'], panel: '#4d2308', cell: '#2a1304', accent: '#ff9a1f' },
  { id: 'Sunny', background: ['#7a5a05', '#2a1c02'], panel: '#5c4306', cell: '#302303', accent: '#ffe14d' },
  { id: 'Crystal', background: ['#0d4b63', '#04161f'], panel: '#0b3c50', cell: '#06222e', accent: '#a8f0ff' },
  { id: 'Magic', background: ['#45116b', '#150524'], panel: '#330d4f', cell: '#1c072c', accent: '#d68bff' },
  { id: 'Treasure', background: ['#4a3010', '#170e04'], panel: '#38250c', cell: '#1f1406', accent: '#ffcf5c' },
  { id: 'Pinoy', background: ['#0b2f7a', '#4a0a14'], panel: '#0a2560', cell: '#061539', accent: '#fcd116' },
  { id: 'Fiesta', background: ['#7a0f4d', '#240418'], panel: '#5a0b39', cell: '#30061f', accent: '#ffd23f' },
  { id: 'Diamond', background: ['#2c3a4d', '#0b0f16'], panel: '#222d3c', cell: '#131a23', accent: '#dfe9f5' },
  { id: 'Thunder', background: ['#151f4d', '#050814'], panel: '#111a40', cell: '#090e24', accent: '#fff04d' },
  { id: 'Tropical', background: ['#0a5c4a', '#021c16'], panel: '#08483a', cell: '#042920', accent: '#ff8a3d' },
  { id: 'Perlas', background: ['#123a5c', '#050f1c'], panel: '#0f2f4a', cell: '#081a2a', accent: '#f2e6c9' },
  { id: 'Sampaguita', background: ['#1f4d2b', '#07150b'], panel: '#193f23', cell: '#0d2413', accent: '#fffbe6' },
  { id: 'Kubo', background: ['#5c4014', '#1a1205'], panel: '#4a3310', cell: '#291c08', accent: '#9be35a' },
];
