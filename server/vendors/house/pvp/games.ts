import type { AggregatorGame } from '../family';
import { tableLook } from '../table-look';
import { lucky9, lucky9Return } from './lucky9';
import { pusoyDos } from './pusoy-game';
import { RAKE_PERCENT, type PvpRules } from './table';
import { tongits } from './tongits-game';

/** The three house-run card tables, and which catalogue game plays which (by its name). */
export type PvpGame = 'lucky-9' | 'pusoy-dos' | 'tongits';

export function pvpGameOf(name: string): PvpGame | null {
  if (/\blucky\s*9\b/i.test(name)) return 'lucky-9';
  if (/\bpusoy\s+dos\b/i.test(name)) return 'pusoy-dos';
  if (/\btong-?its\b/i.test(name)) return 'tongits';
  return null;
}

export const PVP_RULES: Record<PvpGame, PvpRules<never>> = {
  'lucky-9': lucky9 as PvpRules<never>,
  'pusoy-dos': pusoyDos as PvpRules<never>,
  tongits: tongits as PvpRules<never>,
};

/** The stakes a table offers, as multiples of the catalogue's minimum bet: its limits are the first and the last. */
const STAKE_STEPS = [1, 2, 5, 10, 20, 50] as const;

const stakesOf = (game: AggregatorGame): number[] => STAKE_STEPS.map((k) => k * game.minBet);

/** A stake the table takes: whole pesos within its limits. */
export function stakeAllowed(game: AggregatorGame, stake: number): boolean {
  const stakes = stakesOf(game);
  return Number.isSafeInteger(stake) && stake % 100 === 0 && stake >= stakes[0]! && stake <= stakes[stakes.length - 1]!;
}

/** Seats at the table, the player's included (Lucky 9: 2 to 4 house players besides the player and the banker). */
const SEATS: Record<PvpGame, { min: number; max: number }> = {
  'lucky-9': { min: 4, max: 6 },
  'pusoy-dos': { min: 4, max: 4 },
  tongits: { min: 3, max: 3 },
};

/** The help's rule texts, by key (the page holds them in English and Filipino). */
const RULE_TEXTS: Record<PvpGame, string[]> = {
  'lucky-9': ['l9Deal', 'l9Count', 'l9Natural', 'l9Draw', 'l9Pay', 'l9House'],
  'pusoy-dos': ['pdDeal', 'pdOrder', 'pdPlays', 'pdFive', 'pdTurns', 'pdWin', 'pdHouse'],
  tongits: ['tgDeal', 'tgTurn', 'tgMelds', 'tgSapaw', 'tgTongits', 'tgDraw', 'tgStock', 'tgCount', 'tgHouse'],
};

let lucky9Exact: number | null = null;

/**
 * The published return of a player who plays the bots' own strategy. Pusoy Dos and Tongits seat
 * everyone alike (the opener and the dealer come from the shuffle), so each seat wins a quarter
 * (a third) of the pots and gets back exactly 1 - rake. Lucky 9's is enumerated from the cards.
 */
function pvpReturn(game: PvpGame): number {
  if (game !== 'lucky-9') return 1 - RAKE_PERCENT / 100;
  lucky9Exact ??= lucky9Return();
  return lucky9Exact;
}

/** A table's published facts (GET /api/games/<code>). */
export function describePvp(game: AggregatorGame) {
  const variant = pvpGameOf(game.name);
  if (!variant) return { returnToPlayer: null, variant: null };
  const stakes = stakesOf(game);
  return {
    returnToPlayer: pvpReturn(variant),
    variant,
    seats: SEATS[variant],
    rakePercent: RAKE_PERCENT,
    stakes,
    limits: { min: stakes[0]!, max: stakes[stakes.length - 1]! },
    rules: RULE_TEXTS[variant],
    // Its own felt, card back, studio, table number and host (table-look.ts).
    look: tableLook(game),
  };
}
