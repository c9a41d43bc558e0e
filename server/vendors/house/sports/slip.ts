import { ODDS_SCALE, type LegOutcome } from './markets';

/**
 * A bet slip's rules: one leg (a single) or a parlay of 2 to 10 legs on different matches, whose
 * odds multiply. Odds are in hundredths and money in centavos, so every figure is integer maths:
 * the payout is the stake times the odds' product, rounded down, within two caps.
 */
export const MAX_LEGS = 10;
/** The largest stake, in centavos (PHP 10,000). */
export const MAX_STAKE = 1_000_000;
/** A slip's combined odds count up to 10,000.00. */
export const MAX_COMBINED_ODDS = 10_000 * ODDS_SCALE;
/** The most a slip pays, in centavos (PHP 1,000,000), stake included. */
export const MAX_PAYOUT = 100_000_000;

/** A whole number of pesos between the game's minimum bet and MAX_STAKE. */
export const validStake = (stake: number, minBet: number) =>
  Number.isSafeInteger(stake) && stake % 100 === 0 && stake >= Math.max(minBet, 100) && stake <= MAX_STAKE;

/** The legs' combined odds in hundredths, rounded down and capped, as the slip shows them. */
export function combinedOdds(odds: readonly number[]): number {
  const scale = BigInt(ODDS_SCALE);
  let product = 1n;
  for (const o of odds) product *= BigInt(o);
  const combined = product / scale ** BigInt(Math.max(odds.length - 1, 0));
  return Number(combined > BigInt(MAX_COMBINED_ODDS) ? BigInt(MAX_COMBINED_ODDS) : combined);
}

/** What `stake` returns at these odds (all legs won): stake x product, rounded down, then capped. */
export function payoutOf(stake: number, odds: readonly number[]): number {
  const scale = BigInt(ODDS_SCALE) ** BigInt(odds.length);
  let product = 1n;
  for (const o of odds) product *= BigInt(o);
  // The product is in units of 1/scale: the cap on the combined odds is MAX_COMBINED_ODDS/ODDS_SCALE of those.
  const limit = BigInt(MAX_COMBINED_ODDS / ODDS_SCALE) * scale;
  const payout = (BigInt(stake) * (product > limit ? limit : product)) / scale;
  return Number(payout > BigInt(MAX_PAYOUT) ? BigInt(MAX_PAYOUT) : payout);
}

/** A settled slip's win: nothing if a leg lost, else the payout with each void leg at odds 1.00. */
export function slipWin(stake: number, legs: readonly { odds: number; outcome: LegOutcome }[]): number {
  if (legs.some((leg) => leg.outcome === 'lost')) return 0;
  return payoutOf(
    stake,
    legs.map((leg) => (leg.outcome === 'void' ? ODDS_SCALE : leg.odds)),
  );
}
