import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { andarBahar, matchAt, type AndarBaharOutcome } from './andar-bahar';

/** A deal of n cards after the joker (only the count matters to settle). */
const dealt = (n: number): AndarBaharOutcome => ({
  joker: '7H',
  cards: Array.from({ length: n }, (_, i) => (i === n - 1 ? '7S' : 'KD')),
  winner: n % 2 === 1 ? 'andar' : 'bahar',
});
const pay = (spot: string, n: number, stake = 10_000) => andarBahar.settle(spot, stake, dealt(n), null);

describe('andar bahar', () => {
  it('knows where the first match falls, by counting the positions of the three other cards of the rank', () => {
    // Every way to place the three matching cards among the 51 left: the first of them decides.
    const first = new Array<number>(50).fill(0);
    let ways = 0;
    for (let a = 1; a <= 51; a++) for (let b = a + 1; b <= 51; b++) for (let c = b + 1; c <= 51; c++, ways++) first[a]!++;
    expect(ways).toBe(20_825);
    for (let k = 1; k <= 49; k++) expect(matchAt(k), `card ${k}`).toBeCloseTo(first[k]! / ways, 15);
    const andar = first.reduce((sum, w, k) => (k % 2 === 1 ? sum + w : sum), 0) / ways;
    expect(andar).toBeCloseTo(0.515006, 6);
    const returns = andarBahar.returns();
    expect(returns.andar).toBeCloseTo(andar * 1.9, 12);
    expect(returns.bahar).toBeCloseTo((1 - andar) * 2, 12);
    const within = (from: number, to: number) => first.slice(from, to + 1).reduce((s, w) => s + w, 0) / ways;
    expect(returns['cards-1-5']).toBeCloseTo(within(1, 5) * 3.5, 12);
    expect(returns['cards-41-49']).toBeCloseTo(within(41, 49) * 121, 12);
    // The same through settle, over every deal length weighted by its chance.
    for (const { id } of andarBahar.spots) {
      let back = 0;
      for (let k = 1; k <= 49; k++) back += (first[k]! / ways) * pay(id, k, 1_000);
      expect(back / 1_000, id).toBeCloseTo(returns[id]!, 12);
    }
  });

  it('deals alternately from one shuffled deck until a card matches the joker', () => {
    const random = fairStream('7e'.repeat(32), 'deal');
    for (let round = 0; round < 500; round++) {
      const { joker, cards, winner } = andarBahar.draw(random, null);
      expect(new Set([joker, ...cards]).size).toBe(cards.length + 1);
      expect(cards.at(-1)![0]).toBe(joker[0]);
      expect(cards.slice(0, -1).some((card) => card[0] === joker[0])).toBe(false);
      expect(winner).toBe(cards.length % 2 === 1 ? 'andar' : 'bahar');
      expect(cards.every((card) => /^[A2-9TJQK][SHDC]$/.test(card))).toBe(true);
    }
  });

  it('pays Andar 0.9:1, Bahar 1:1 and the card-count bets by their ranges', () => {
    expect(pay('andar', 1)).toBe(19_000);
    expect(pay('andar', 2)).toBe(0);
    expect(pay('bahar', 2)).toBe(20_000);
    expect(pay('bahar', 49)).toBe(0);
    expect(pay('cards-1-5', 5)).toBe(35_000);
    expect(pay('cards-1-5', 6)).toBe(0);
    expect(pay('cards-6-10', 6)).toBe(45_000);
    expect(pay('cards-11-15', 15)).toBe(55_000);
    expect(pay('cards-16-25', 25)).toBe(45_000);
    expect(pay('cards-26-30', 26)).toBe(160_000);
    expect(pay('cards-31-35', 33)).toBe(260_000);
    expect(pay('cards-36-40', 40)).toBe(510_000);
    expect(pay('cards-41-49', 49)).toBe(1_210_000);
  });

  it('rounds Andar\u2019s 0.9:1 down to the centavo', () => {
    expect(pay('andar', 3, 100)).toBe(190);
    expect(pay('andar', 3, 5)).toBe(5 + 4);
    expect(pay('cards-1-5', 3, 3)).toBe(3 + 7);
  });
});
