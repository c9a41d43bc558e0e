import { describe, expect, it } from 'vitest';
import { baccarat, bankerDraws, coup, coupCounts, noCommissionBaccarat, type BaccaratOutcome } from './baccarat';
import { dealer } from './shoe';
import { mulberry32 } from '../../seeded-random';
import { simulate } from './simulate';

/** A deal of the given cards, in dealing order (player, banker, player, banker, then the third cards). */
const stacked = (...cards: string[]) => {
  let i = 0;
  return () => cards[i++]!;
};

describe('the baccarat coup', () => {
  it('stops on a natural, whatever the other hand holds', () => {
    const o = coup(stacked('9s', '2h', 'Kd', '3c', '5s', '5h'));
    expect(o).toMatchObject({ player: ['9s', 'Kd'], banker: ['2h', '3c'], playerTotal: 9, bankerTotal: 5, winner: 'player' });
  });

  it('draws the player on 0-5 and the banker by the tableau', () => {
    // Player 2+3 = 5 draws a 4 (9); banker 3+3 = 6 stands on a player's third card of 4.
    expect(coup(stacked('2s', '3h', '3d', '3c', '4s', '9h'))).toMatchObject({ player: ['2s', '3d', '4s'], banker: ['3h', '3c'] });
    // Banker 3 draws unless the player's third card is an 8.
    expect(coup(stacked('As', '3h', '2d', 'Kc', '8s', '9h')).banker).toEqual(['3h', 'Kc']);
    expect(coup(stacked('As', '3h', '2d', 'Kc', '7s', '9h')).banker).toEqual(['3h', 'Kc', '9h']);
    // Player stands on 6-7; the banker then draws on 0-5 and stands on 6-7.
    expect(coup(stacked('6s', '5h', 'Kd', 'Kc', '2h'))).toMatchObject({
      player: ['6s', 'Kd'],
      banker: ['5h', 'Kc', '2h'],
      winner: 'banker',
    });
    expect(coup(stacked('7s', '6h', 'Kd', 'Kc')).banker).toEqual(['6h', 'Kc']);
  });

  it('follows the whole banker tableau', () => {
    const draws = (b: number, third: number | null) => bankerDraws(b, third);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => draws(3, t))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 1].map(Boolean));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => draws(4, t))).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 0, 0].map(Boolean));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => draws(5, t))).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 0, 0].map(Boolean));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => draws(6, t))).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 0, 0].map(Boolean));
    expect(draws(2, 8) && draws(0, 9) && !draws(7, 0) && draws(5, null) && !draws(6, null)).toBe(true);
  });

  it('marks pairs by rank, not by value', () => {
    expect(coup(stacked('Ks', '4h', 'Kd', '4c', '2s')).playerPair).toBe(true);
    expect(coup(stacked('Ks', '4h', 'Qd', '5c', '2s')).playerPair).toBe(false);
    expect(coup(stacked('Ks', '4h', 'Qd', '4c', '2s')).bankerPair).toBe(true);
  });

  it('deals distinct cards of a real eight-deck shoe', () => {
    const deal = dealer(mulberry32(7));
    const cards = Array.from({ length: 416 }, deal);
    const copies = new Map<string, number>();
    for (const card of cards) copies.set(card, (copies.get(card) ?? 0) + 1);
    expect(copies.size).toBe(52);
    expect([...copies.values()].every((n) => n === 8)).toBe(true);
  });
});

describe('baccarat payouts', () => {
  const outcome = (o: Partial<BaccaratOutcome>): BaccaratOutcome => ({
    player: [],
    banker: [],
    playerTotal: 0,
    bankerTotal: 0,
    winner: 'tie',
    playerPair: false,
    bankerPair: false,
    ...o,
  });

  it('pays banker 0.95:1 with commission, player 1:1, and returns both on a tie', () => {
    const bankerWins = outcome({ winner: 'banker', bankerTotal: 7 });
    expect(baccarat.settle('banker', 1000, bankerWins, null)).toBe(1950);
    expect(baccarat.settle('banker', 100, bankerWins, null)).toBe(195);
    expect(baccarat.settle('player', 1000, bankerWins, null)).toBe(0);
    expect(baccarat.settle('player', 1000, outcome({ winner: 'player' }), null)).toBe(2000);
    const tie = outcome({ winner: 'tie', playerTotal: 5, bankerTotal: 5 });
    expect([baccarat.settle('player', 1000, tie, null), baccarat.settle('banker', 1000, tie, null)]).toEqual([1000, 1000]);
    expect(baccarat.settle('tie', 1000, tie, null)).toBe(9000);
  });

  it('pays a No Commission banker 1:1, or 0.5:1 when it wins on 6', () => {
    expect(noCommissionBaccarat.settle('banker', 1000, outcome({ winner: 'banker', bankerTotal: 7 }), null)).toBe(2000);
    expect(noCommissionBaccarat.settle('banker', 1000, outcome({ winner: 'banker', bankerTotal: 6 }), null)).toBe(1500);
    expect(noCommissionBaccarat.spots.find((s) => s.id === 'banker')!.pays).toBe('1:1 (6: 0.5:1)');
  });

  it('pays pairs 11:1', () => {
    const pairs = outcome({ winner: 'player', playerPair: true });
    expect(baccarat.settle('player-pair', 500, pairs, null)).toBe(6000);
    expect(baccarat.settle('banker-pair', 500, pairs, null)).toBe(0);
  });
});

describe('baccarat returns', () => {
  it('counts every coup of a fresh eight-deck shoe: the classical exact figures', () => {
    const c = coupCounts();
    expect(c.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(c).toMatchObject({ banker: 2_292_252_566_437_888, player: 2_230_518_282_592_256, tie: 475_627_426_473_216 });
  });

  it('publishes banker 98.942%, player 98.765%, tie 85.640%, pairs 89.639%', () => {
    const r = baccarat.returns();
    expect(r.banker).toBeCloseTo(0.989421, 6);
    expect(r.player).toBeCloseTo(0.987649, 6);
    expect(r.tie).toBeCloseTo(0.856404, 6);
    expect(r['player-pair']).toBeCloseTo((12 * 31) / 415, 12);
    expect(r['banker-pair']).toBe(r['player-pair']);
    expect(noCommissionBaccarat.returns().banker).toBeCloseTo(0.985419, 6);
    expect(noCommissionBaccarat.returns().player).toBe(r.player);
  });

  // Within five standard errors of the exact return: a real bug (a wrong tableau, a wrong price) moves far more.
  it.each([
    ['commission', baccarat],
    ['no commission', noCommissionBaccarat],
  ])('lands on the exact returns over 1,000,000 simulated coups (%s)', (_name, table) => {
    const exact = table.returns();
    const simulated = simulate(table, 1_000_000, mulberry32(20_261_126));
    for (const [spot, { mean, error }] of Object.entries(simulated)) {
      expect(Math.abs(mean - exact[spot]!), spot).toBeLessThan(5 * error);
    }
  });
});
