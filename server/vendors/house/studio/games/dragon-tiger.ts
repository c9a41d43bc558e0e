import type { TableGame } from '../../family';
import { dealer, DECKS, rankOf, type Card } from './shoe';

/**
 * Dragon Tiger from an eight-deck shoe: one card to the dragon, one to the tiger, the higher
 * rank wins (ace low, king high; suits do not count). Dragon and tiger pay 1:1, a tie 8:1, and
 * a tie returns half of every dragon and tiger stake.
 */
export interface DragonTigerOutcome {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
}

export function duel(deal: () => Card): DragonTigerOutcome {
  const dragon = deal();
  const tiger = deal();
  const [d, t] = [rankOf(dragon), rankOf(tiger)];
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
}

/**
 * The ways a fresh shoe deals each result, by enumeration over the two ranks: 32 cards of each
 * rank, the second card drawn from the 415 left.
 */
export function duelCounts(): { dragon: number; tiger: number; tie: number; total: number } {
  const perRank = 4 * DECKS;
  const result = { dragon: 0, tiger: 0, tie: 0, total: 0 };
  for (let d = 1; d <= 13; d++)
    for (let t = 1; t <= 13; t++) {
      const ways = perRank * (d === t ? perRank - 1 : perRank);
      result[d > t ? 'dragon' : t > d ? 'tiger' : 'tie'] += ways;
      result.total += ways;
    }
  return result;
}

export const dragonTiger: TableGame<DragonTigerOutcome> = {
  kind: 'dragon-tiger',
  // The quickest table: two cards, so twelve seconds of bets and a short reveal.
  timing: { betting: 12, result: 6 },
  spots: [
    { id: 'dragon', pays: '1:1' },
    { id: 'tiger', pays: '1:1' },
    { id: 'tie', pays: '8:1' },
  ],
  prepare: () => null,
  draw: (random) => duel(dealer(random)),
  settle(spot, stake, o) {
    switch (spot) {
      case 'dragon':
      case 'tiger':
        if (o.winner === 'tie') return Math.floor(stake / 2);
        return o.winner === spot ? 2 * stake : 0;
      case 'tie':
        return o.winner === 'tie' ? 9 * stake : 0;
      default:
        throw new Error(`dragon tiger has no spot ${spot}`);
    }
  },
  returns() {
    const c = duelCounts();
    const tie = c.tie / c.total;
    return { dragon: (2 * c.dragon) / c.total + tie / 2, tiger: (2 * c.tiger) / c.total + tie / 2, tie: 9 * tie };
  },
};
