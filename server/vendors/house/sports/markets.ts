import { split, type Dist } from './dist';
import type { Played, SportModel, Summary, Unit } from './model';

/**
 * The markets of a match and their prices. Each selection's fair odds are 1/p from the model's
 * exact probabilities; the published odds are those divided by 1 + MARGIN and rounded down to
 * two decimals. So each selection returns p x odds (plus, on a whole-number line, the stake of a
 * tie handed back), a little under 1 / (1 + MARGIN), and the board publishes that figure exactly.
 */
export const MARGIN = 0.05;
export const NOMINAL_RETURN = 1 / (1 + MARGIN);
/** Odds are kept in hundredths: 1.85 is 185. */
export const ODDS_SCALE = 100;
/** A selection rarer than this, or priced under 1.01, is not offered (its market is left out). */
const RAREST = 0.01;

export type MarketKind = 'winner' | 'handicap' | 'total' | 'distance';
export type Selection = 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes' | 'no';
export const MARKET_KINDS: readonly MarketKind[] = ['winner', 'handicap', 'total', 'distance'];
export const SELECTIONS: readonly Selection[] = ['home', 'draw', 'away', 'over', 'under', 'yes', 'no'];

export interface Price {
  selection: Selection;
  /** P(it wins), and P(it is void: a tie on a whole-number line). */
  probability: number;
  push: number;
  /** The published odds in hundredths. */
  odds: number;
  /** p x odds + push: what a unit staked on it returns on average. */
  returnToPlayer: number;
}

export interface Market {
  market: MarketKind;
  /** Handicap: the home side's line (the away side's is its negative); total: the line; else null. */
  line: number | null;
  unit: Unit | null;
  selections: Price[];
  /** The average of its selections' returns: what a unit on a selection picked at random returns. */
  returnToPlayer: number;
}

/**
 * The published price of a selection that wins with p and ties with push: the odds at which
 * p x odds + push is 1 / (1 + MARGIN), rounded down. The margin thus weighs the same on a
 * whole-number line, whose ties hand the stake back, as on any other.
 */
export function priceOf(selection: Selection, probability: number, push = 0): Price {
  const odds = Math.floor((ODDS_SCALE * (1 - push * (1 + MARGIN))) / (probability * (1 + MARGIN)));
  return { selection, probability, push, odds, returnToPlayer: (probability * odds) / ODDS_SCALE + push };
}

function market(kind: MarketKind, line: number | null, unit: Unit | null, sides: [Selection, number, number][]): Market | null {
  if (sides.some(([, p]) => p < RAREST)) return null;
  const selections = sides.map(([selection, p, push]) => priceOf(selection, p, push));
  if (selections.some((s) => s.odds < 101)) return null;
  const returnToPlayer = selections.reduce((sum, s) => sum + s.returnToPlayer, 0) / selections.length;
  return { market: kind, line, unit, selections, returnToPlayer };
}

/**
 * The line nearest an even split of `d` around it: `x` with P(d > x) closest to P(d < x). With
 * step 1 only half lines (no tie); with step 0.5 whole numbers too. Among equals, a half line.
 * (A distribution's values are whole numbers, so the first candidate, min - 0.5, is a half line.)
 */
export function evenLine(d: Dist, step: 0.5 | 1, allowed: (x: number) => boolean = () => true): number | null {
  // below[i]: P(X < min + i), so each candidate line costs two look-ups.
  const below = [0];
  d.p.forEach((v, i) => below.push(below[i]! + v));
  const mass = below[d.p.length]!;
  let best: { x: number; gap: number } | null = null;
  for (let x = d.min - 0.5; x <= d.min + d.p.length - 0.5; x += step) {
    if (!allowed(x)) continue;
    const under = below[Math.ceil(x) - d.min]!;
    const over = mass - under - (Number.isInteger(x) ? d.p[x - d.min]! : 0);
    const gap = Math.abs(over - under);
    if (!best || gap < best.gap - 1e-12 || (Math.abs(gap - best.gap) <= 1e-12 && !Number.isInteger(x) && Number.isInteger(best.x)))
      best = { x, gap };
  }
  return best ? best.x : null;
}

/** A match's markets from its model and exact summary; a market too lopsided to price is left out. */
export function marketsOf(model: SportModel<unknown>, s: Summary): Market[] {
  const markets: (Market | null)[] = [];
  const { home, draw, away } = s.winner;
  markets.push(
    model.draws
      ? market('winner', null, null, [
          ['home', home, 0],
          ['draw', draw, 0],
          ['away', away, 0],
        ])
      : market('winner', null, null, [
          ['home', home, 0],
          ['away', away, 0],
        ]),
  );
  const h = model.lines.handicap;
  if (h && s.margin) {
    // Home covers line L when margin + L > 0, i.e. margin > -L.
    const x = evenLine(s.margin, h.step, (v) => Math.abs(v) >= h.min);
    if (x !== null) {
      const { above, at, below } = split(s.margin, x);
      markets.push(
        market('handicap', x === 0 ? 0 : -x, model.units.handicap, [
          ['home', above, at],
          ['away', below, at],
        ]),
      );
    }
  }
  const line = evenLine(s.total, model.lines.total.step);
  if (line !== null) {
    const { above, at, below } = split(s.total, line);
    markets.push(
      market('total', line, model.units.total, [
        ['over', above, at],
        ['under', below, at],
      ]),
    );
  }
  if (s.distance !== undefined) {
    markets.push(
      market('distance', null, null, [
        ['yes', s.distance, 0],
        ['no', 1 - s.distance, 0],
      ]),
    );
  }
  return markets.filter((m): m is Market => m !== null);
}

export type LegOutcome = 'won' | 'lost' | 'void';

/** How a selection of a market fared in a played match; a tie on a whole-number line is void. */
export function legOutcome(kind: MarketKind, selection: Selection, line: number | null, played: Played): LegOutcome {
  const result = (won: boolean): LegOutcome => (won ? 'won' : 'lost');
  switch (kind) {
    case 'winner':
      return result(played.winner === selection);
    case 'handicap': {
      const covered = played.margin + (line ?? 0);
      if (covered === 0) return 'void';
      return result(selection === 'home' ? covered > 0 : covered < 0);
    }
    case 'total':
      if (played.total === line) return 'void';
      return result(selection === 'over' ? played.total > line! : played.total < line!);
    case 'distance':
      return result((selection === 'yes') === (played.distance === true));
  }
}
