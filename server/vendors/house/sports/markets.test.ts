import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../seeded-random';
import { COMPETITIONS } from './competitions';
import { binomial, fromValues } from './dist';
import { fixturesOf, pricesOf } from './fixtures';
import { football } from './football';
import { evenLine, legOutcome, MARGIN, marketsOf, NOMINAL_RETURN, priceOf, type Market } from './markets';
import type { Played } from './model';

const played = (p: Partial<Played>): Played => ({
  winner: 'home',
  home: 0,
  away: 0,
  margin: 0,
  total: 0,
  periods: [],
  periodStarts: [0],
  frames: [],
  ...p,
});

describe('prices', () => {
  it('divides the fair odds by 1 + margin and rounds them down to two decimals', () => {
    expect(MARGIN).toBe(0.05);
    // Fair 2.00 at p = 0.5: 2 / 1.05 = 1.9047... -> 1.90.
    expect(priceOf('home', 0.5)).toMatchObject({ odds: 190, returnToPlayer: 0.95 });
    // Fair 1.6667 at p = 0.6: 1.5873... -> 1.58, returning 0.6 x 1.58.
    expect(priceOf('away', 0.6)).toMatchObject({ odds: 158 });
    expect(priceOf('away', 0.6).returnToPlayer).toBeCloseTo(0.948, 12);
  });

  it('weighs the margin the same on a whole-number line, whose ties give the stake back', () => {
    const price = priceOf('home', 0.45, 0.1);
    // p x odds + push is 1 / 1.05 before rounding: odds = (1/1.05 - 0.1) / 0.45 = 1.894 -> 1.89.
    expect(price.odds).toBe(189);
    expect(price.returnToPlayer).toBeCloseTo(0.45 * 1.89 + 0.1, 12);
    expect(price.returnToPlayer).toBeLessThanOrEqual(NOMINAL_RETURN);
  });

  it('prices every market of every competition within a cent of the published return, from probabilities that add up', () => {
    let markets = 0;
    for (const competition of COMPETITIONS) {
      for (let slot = 1000; slot < 1006; slot++) {
        for (const fixture of fixturesOf('prices-test', competition, slot)) {
          for (const market of pricesOf(fixture).markets) {
            markets++;
            const sum = market.selections.reduce((s, x) => s + x.probability, 0) + market.selections[0]!.push;
            expect(sum, `${fixture.matchId} ${market.market}`).toBeCloseTo(1, 9);
            for (const s of market.selections) {
              expect(Number.isInteger(s.odds) && s.odds >= 101).toBe(true);
              expect(s.returnToPlayer).toBeCloseTo(s.probability * (s.odds / 100) + s.push, 12);
              // Rounding down takes at most a hundredth off the odds.
              expect(s.returnToPlayer).toBeLessThanOrEqual(NOMINAL_RETURN + 1e-12);
              expect(s.returnToPlayer).toBeGreaterThan(NOMINAL_RETURN - s.probability / 100 - 1e-12);
            }
          }
          const kinds = pricesOf(fixture).markets.map((m) => m.market);
          expect(kinds).toContain('total');
        }
      }
    }
    expect(markets).toBeGreaterThan(600);
  });

  it('offers 1X2 where draws exist, two-way elsewhere, and the distance only in boxing', () => {
    const byCode = (code: string) =>
      pricesOf(
        fixturesOf(
          's',
          COMPETITIONS.find((c) => c.code === code)!,
          7,
        )[0]!,
      ).markets;
    const selections = (markets: Market[], kind: string) => markets.find((m) => m.market === kind)?.selections.map((s) => s.selection);
    expect(selections(byCode('epl'), 'winner')).toEqual(['home', 'draw', 'away']);
    expect(selections(byCode('boxing'), 'winner')).toEqual(['home', 'draw', 'away']);
    expect(selections(byCode('boxing'), 'distance')).toEqual(['yes', 'no']);
    expect(selections(byCode('nba'), 'winner')).toEqual(['home', 'away']);
    expect(selections(byCode('dota'), 'handicap')).toEqual(['home', 'away']);
    expect(byCode('dota').find((m) => m.market === 'handicap')!.line).toSatisfy((line: number) => Math.abs(line) === 1.5);
  });

  it('leaves out a market it cannot price: a side too likely to win', () => {
    const lopsided = {
      winner: { home: 0.995, draw: 0, away: 0.005 },
      margin: null,
      total: fromValues([
        { value: 1, p: 0.5 },
        { value: 2, p: 0.5 },
      ]),
    };
    expect(marketsOf(football as never, lopsided).map((m) => m.market)).toEqual(['total']);
  });
});

describe('lines', () => {
  it('sits the line where over and under are most even, a half line when it may', () => {
    expect(evenLine(binomial(4, 0.5), 1)).toBe(1.5);
    // Whole numbers allowed: 2 splits Bin(4, 1/2) evenly (a tie at 2 voids the bet).
    expect(evenLine(binomial(4, 0.5), 0.5)).toBe(2);
    expect(evenLine(binomial(4, 0.5), 1, (x) => Math.abs(x) >= 2.5)).toBe(2.5);
  });

  it('settles handicaps and totals on the line, a tie on a whole number void', () => {
    const match = played({ winner: 'home', margin: 3, total: 181 });
    expect(legOutcome('handicap', 'home', -2.5, match)).toBe('won');
    expect(legOutcome('handicap', 'away', -2.5, match)).toBe('lost');
    expect(legOutcome('handicap', 'home', -3, match)).toBe('void');
    expect(legOutcome('handicap', 'away', -3.5, match)).toBe('won');
    expect(legOutcome('total', 'over', 180.5, match)).toBe('won');
    expect(legOutcome('total', 'under', 181, match)).toBe('void');
    expect(legOutcome('winner', 'draw', null, played({ winner: 'draw' }))).toBe('won');
    expect(legOutcome('distance', 'no', null, played({ distance: true }))).toBe('lost');
  });
});

describe('a market\u2019s return over a million simulated bets', () => {
  it('lands within five standard errors of the exact return of the 1X2 market', () => {
    const [fixture] = fixturesOf(
      'million',
      COMPETITIONS.find((c) => c.code === 'epl')!,
      42,
    );
    const market = pricesOf(fixture!).markets.find((m) => m.market === 'winner')!;
    const params = football.params(fixture!.home.rating, fixture!.away.rating);
    // A unit on a selection picked at random: mean and spread from the exact probabilities.
    const n = market.selections.length;
    const exact = market.returnToPlayer;
    const square = market.selections.reduce((s, x) => s + x.probability * (x.odds / 100) ** 2, 0) / n;
    const tolerance = 5 * Math.sqrt((square - exact * exact) / 1_000_000);

    const random = mulberry32(20_260_601);
    let returned = 0;
    for (let bet = 0; bet < 1_000_000; bet++) {
      const pick = market.selections[Math.floor(random() * n)]!;
      const match = football.play(random, params);
      if (legOutcome('winner', pick.selection, null, match) === 'won') returned += pick.odds / 100;
    }
    expect(tolerance).toBeLessThan(0.01);
    expect(Math.abs(returned / 1_000_000 - exact)).toBeLessThan(tolerance);
  });
});
