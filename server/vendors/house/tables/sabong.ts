import { checkStake, share, unknownSpot, type LiveTable } from './table';

/**
 * Sabong: scheduled fights between two cocks, Meron (the favourite, the red side) and Wala (the
 * underdog, the blue side), with a Draw bet at 8:1. Each fight publishes its prices before
 * bets close, as e-sabong does: what P100 staked returns, stake included ("Meron 162.34").
 *
 * The plasada (the house's commission) is 10% on every bet:
 * - Draw comes up 1 fight in 10 and pays 8:1: 9 x 1/10 returns exactly 90%;
 * - on a draw, Meron and Wala stakes come back (the customary refund);
 * - Meron's price P (centavos per P100) sets its chance to 8000 / P of all fights, so
 *   chance x price + the draw's refund = 0.8 + 0.1 = exactly 90%;
 * - Wala gets the rest (0.9 - Meron's chance) and a price of 8000 / its chance, rounded up to
 *   the centavo: it returns 90% and at most 0.005 points more (the rounding, in the player's favour).
 * The favourite wins 52% to 62% of the decided fights, so Meron pays P143.36 to P170.94 per
 * P100 and Wala P185.19 to P233.95. (With a 10% plasada and draws at 1 in 10, 1/Meron + 1/Wala
 * is always 9/8: both sides can never pay P180 or more.)
 */
export type Side = 'meron' | 'wala';
export type FightResult = Side | 'draw';

/** Plumage, by the names the pits use: red, red with gold hackles, speckled, white, black, grey, mixed. */
export const FEATHERS = ['pula', 'talisayin', 'bulik', 'puti', 'itim', 'abuhin', 'lasak'] as const;
export type Feather = (typeof FEATHERS)[number];

export interface Cock {
  /** The entry's name, as the announcer calls it ("Kidlat ng Batangas"). */
  name: string;
  feather: Feather;
  /** Fighting weight in grams: derby cocks are matched within 40 g. */
  weight: number;
}

/** A fight's public facts, known before bets close. */
export interface Fight {
  meron: Cock;
  wala: Cock;
  /** What P100 staked returns when the side wins, stake included, in centavos. */
  payout: Record<FightResult, number>;
}

export interface SabongOutcome {
  winner: FightResult;
}

export const DRAW_CHANCE = 0.1;
/** Return on every side: the house keeps the 10% plasada. */
export const PLASADA_RETURN = 0.9;
const PER_100 = 10_000;
/** The favourite's share of the fights that are not drawn. */
const FAVOURITE_SHARE = { min: 0.52, max: 0.62 };

/** Entry names are a word of weather, blade or bird, and the province the cock comes from. */
const NAMES = [
  ...'Kidlat Bagyo Lawin Agila Sigwa Kulog Bulalakaw Hagibis Dagitab Talim'.split(' '),
  ...'Sibat Balaraw Bulkan Amihan Habagat Daluyong Haribon Tigre Bagwis Alimpuyo'.split(' '),
];
const PLACES = [
  ...'Batangas Bulacan Pampanga Cebu Negros Iloilo Tarlac Bohol'.split(' '),
  ...'Leyte Cavite Laguna Pangasinan Davao Quezon Samar Albay'.split(' '),
];

const pick = <T>(list: readonly T[], random: () => number): T => list[index(list.length, random)]!;

/** Meron's price for a chance of winning: 0.8 / chance per unit, rounded down to the centavo per P100. */
const meronPrice = (chance: number) => Math.floor((PER_100 * (PLASADA_RETURN - DRAW_CHANCE)) / chance);

/**
 * Wala's price from Meron's, in integer maths: Wala's chance is 0.9 - 8000 / M, so its fair
 * price is 8000 / that = 80000 M / (9 M - 80000), rounded up.
 */
export function walaPrice(meron: number): number {
  const numerator = 80_000 * meron;
  const denominator = 9 * meron - 80_000;
  return Math.ceil(numerator / denominator);
}

/** The chance of each result in a fight with these prices. */
export function chances(fight: Fight): Record<FightResult, number> {
  const meron = (PER_100 * (PLASADA_RETURN - DRAW_CHANCE)) / fight.payout.meron;
  return { meron, wala: 1 - DRAW_CHANCE - meron, draw: DRAW_CHANCE };
}

/** An index into a list of n, other than `not` when given: the others are all as likely. */
function index(n: number, random: () => number, not?: number): number {
  if (not === undefined) return Math.floor(random() * n);
  const other = Math.floor(random() * (n - 1));
  return other >= not ? other + 1 : other;
}

/** The two cocks: Wala's entry name and plumage differ from Meron's, so the announcer's call is never ambiguous. */
function pair(random: () => number, weight: number): { meron: Cock; wala: Cock } {
  const names = index(NAMES.length, random);
  const feathers = index(FEATHERS.length, random);
  const meron = { name: `${NAMES[names]} ng ${pick(PLACES, random)}`, feather: FEATHERS[feathers]!, weight };
  const wala = {
    name: `${NAMES[index(NAMES.length, random, names)]} ng ${pick(PLACES, random)}`,
    feather: FEATHERS[index(FEATHERS.length, random, feathers)]!,
    weight: weight + 10 * (Math.floor(random() * 9) - 4),
  };
  return { meron, wala };
}

/** Meron's cheapest and dearest prices, from the favourite's strongest and weakest share. */
const PRICE_RANGE = [FAVOURITE_SHARE.max, FAVOURITE_SHARE.min].map((favourite) => meronPrice((1 - DRAW_CHANCE) * favourite));
const asPays = (price: number) => `${(price / PER_100 - 1).toFixed(2)}:1`;

export const sabong: LiveTable<SabongOutcome, Fight> = {
  kind: 'sabong',
  // A derby's rhythm: a minute of betting while the cocks are shown, then the fight and the call.
  timing: { betting: 60, result: 30 },
  spots: [
    { id: 'meron', pays: `${asPays(PRICE_RANGE[0]!)}-${asPays(PRICE_RANGE[1]!)}` },
    { id: 'wala', pays: `${asPays(walaPrice(PRICE_RANGE[1]!))}-${asPays(walaPrice(PRICE_RANGE[0]!))}` },
    { id: 'draw', pays: '8:1' },
  ],
  accepts: (spot) => spot === 'meron' || spot === 'wala' || spot === 'draw',
  prepare(random) {
    const favourite = FAVOURITE_SHARE.min + (FAVOURITE_SHARE.max - FAVOURITE_SHARE.min) * random();
    const { meron, wala } = pair(random, 1850 + 10 * Math.floor(random() * 46));
    const price = meronPrice((1 - DRAW_CHANCE) * favourite);
    return { meron, wala, payout: { meron: price, wala: walaPrice(price), draw: 9 * PER_100 } };
  },
  draw(random, fight) {
    const chance = chances(fight);
    const roll = random();
    if (roll < chance.draw) return { winner: 'draw' };
    return { winner: roll < chance.draw + chance.meron ? 'meron' : 'wala' };
  },
  settle(spot, stake, outcome, fight) {
    checkStake(stake);
    if (!sabong.accepts(spot)) unknownSpot();
    if (outcome.winner === spot) return share(stake, fight.payout[spot as FightResult], PER_100);
    // A drawn fight hands Meron and Wala stakes back.
    return outcome.winner === 'draw' ? stake : 0;
  },
  // Meron and Draw exactly; Wala at least that, its price rounded up adding under 0.005 points in a fight.
  returns: () => ({ meron: PLASADA_RETURN, wala: PLASADA_RETURN, draw: PLASADA_RETURN }),
};
