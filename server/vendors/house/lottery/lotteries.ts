import type { LotteryRules } from './rules';

/**
 * The draw games the house vendor runs, each on its own fixed schedule. In the sandbox the
 * house vendor also stands in for the TCG_SEA lottery vendor (the lobby's ELOTT entry opens its
 * lobby), so both vendors' LOTT/ELOTT catalogue entries are real games here. `code` is the
 * catalogue's game code; the catalogue seed lists these games from this table.
 *
 * Traditional games (LOTT, play type "trad") draw every few minutes to hours; entertainment
 * games (ELOTT, play type "ent") every one to five minutes.
 */
export interface Lottery {
  code: string;
  vendor: 'HOUSE' | 'TCG_SEA';
  type: 'LOTT' | 'ELOTT';
  name: string;
  drawSeconds: number;
  rules: LotteryRules;
}

/** Ticket prices in centavos (₱10 to ₱100), the same for every game. */
export const LOTTERY_STAKES = [1000, 2000, 5000, 10000] as const;

const D3: LotteryRules = { kind: 'digits', positions: 3, min: 0, max: 9, multiplier: 900 };
const D4: LotteryRules = { kind: 'digits', positions: 4, min: 0, max: 9, multiplier: 9000 };
const D2: LotteryRules = { kind: 'digits', positions: 2, min: 0, max: 9, multiplier: 90 };
const EZ2: LotteryRules = { kind: 'digits', positions: 2, min: 1, max: 31, multiplier: 865 };
const KENO: LotteryRules = { kind: 'pick', pick: 5, draw: 20, max: 80, prizes: { 3: 4, 4: 20, 5: 500 } };
const lotto = (max: number, prizes: Record<number, number>): LotteryRules => ({ kind: 'pick', pick: 6, draw: 6, max, prizes });
const L42 = lotto(42, { 3: 10, 4: 140, 5: 5_000, 6: 1_000_000 });
const L45 = lotto(45, { 3: 11, 4: 200, 5: 7_500, 6: 1_500_000 });
const L49 = lotto(49, { 3: 15, 4: 250, 5: 12_000, 6: 2_500_000 });
const L55 = lotto(55, { 3: 20, 4: 400, 5: 20_000, 6: 5_000_000 });
const L58 = lotto(58, { 3: 22, 4: 500, 5: 25_000, 6: 7_500_000 });

const MIN = 60;

function games(vendor: Lottery['vendor'], type: Lottery['type'], list: [string, number, LotteryRules][]): Lottery[] {
  return list.map(([name, drawSeconds, rules], i) => ({
    code: `${vendor.toLowerCase()}-${type.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
    vendor,
    type,
    name,
    drawSeconds,
    rules,
  }));
}

export const LOTTERIES: readonly Lottery[] = [
  ...games('HOUSE', 'LOTT', [
    ['Pinoy Lotto 6/42', 10 * MIN, L42],
    ['Pinoy Lotto 6/49', 15 * MIN, L49],
    ['Swertres 3D', 5 * MIN, D3],
    ['EZ2 2D', 5 * MIN, EZ2],
    ['Lotto Express 6/45', 3 * MIN, L45],
    ['Keno Pinoy', 2 * MIN, KENO],
  ]),
  ...games('TCG_SEA', 'ELOTT', [
    ['Speed 3D 1 min', 1 * MIN, D3],
    ['Speed 3D 3 min', 3 * MIN, D3],
    ['Fast EZ2 1 min', 1 * MIN, EZ2],
    ['Fast EZ2 3 min', 3 * MIN, EZ2],
    ['Lucky 4D 1 min', 1 * MIN, D4],
    ['Lucky 4D 5 min', 5 * MIN, D4],
    ['Power Keno 1 min', 1 * MIN, KENO],
    ['Power Keno 3 min', 3 * MIN, KENO],
    ['Super Lotto 6/45 1 min', 1 * MIN, L45],
    ['Super Lotto 6/45 5 min', 5 * MIN, L45],
    ['Pick 2 1 min', 1 * MIN, D2],
    ['Pick 2 3 min', 3 * MIN, D2],
  ]),
  ...games('TCG_SEA', 'LOTT', [
    ['Lotto 6/42', 30 * MIN, L42],
    ['Mega Lotto 6/45', 30 * MIN, L45],
    ['Super Lotto 6/49', 60 * MIN, L49],
    ['Grand Lotto 6/55', 60 * MIN, L55],
    ['Ultra Lotto 6/58', 120 * MIN, L58],
    ['Swertres 3D Classic', 15 * MIN, D3],
    ['EZ2 2D Classic', 15 * MIN, EZ2],
    ['4D Lotto', 30 * MIN, D4],
  ]),
];

const BY_CODE = new Map(LOTTERIES.map((l) => [l.code, l]));

export function lotteryByCode(code: string): Lottery | null {
  return BY_CODE.get(code) ?? null;
}

/**
 * The draws of one game run back to back: draw N is drawn at (N+1) x drawSeconds since the
 * epoch, and sells until `cutoff` before it (10 s for a one-minute game, 30 s at most), so every
 * bet is settled with the wallet before the numbers exist. From the cut-off on, the next draw
 * is on sale: at any moment exactly one draw of a game is.
 */
export function cutoffSeconds(lottery: Pick<Lottery, 'drawSeconds'>): number {
  return Math.min(30, lottery.drawSeconds / 6);
}

export interface DrawWindow {
  drawNo: number;
  closesAt: Date;
  drawAt: Date;
}

export function drawWindow(lottery: Pick<Lottery, 'drawSeconds'>, drawNo: number): DrawWindow {
  const drawAtSeconds = (drawNo + 1) * lottery.drawSeconds;
  return { drawNo, closesAt: new Date((drawAtSeconds - cutoffSeconds(lottery)) * 1000), drawAt: new Date(drawAtSeconds * 1000) };
}

export function drawOnSale(lottery: Pick<Lottery, 'drawSeconds'>, now: number): DrawWindow {
  return drawWindow(lottery, Math.floor((now / 1000 + cutoffSeconds(lottery)) / lottery.drawSeconds));
}
