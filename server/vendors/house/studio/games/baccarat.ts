import type { SpotRule, TableGame } from '../../family';
import { dealer, DECKS, rankOf, SHOE_SIZE, type Card } from './shoe';

/**
 * Punto Banco from an eight-deck shoe, with the full tableau: two cards each (player, banker,
 * player, banker); a natural 8 or 9 on either side ends the coup; otherwise the player draws on
 * 0-5 and stands on 6-7, and the banker draws by its total and the player's third card (or on
 * 0-5 when the player stood). Tens and faces count 0, aces 1; totals are modulo 10.
 *
 * Spots: player 1:1; banker 0.95:1 (5% commission), or on a "No Commission" table 1:1 except a
 * banker win on a total of 6, which pays 0.5:1; tie 8:1, and a tie returns player and banker
 * stakes; player pair and banker pair (the side's first two cards of one rank) 11:1.
 */
export type Side = 'player' | 'banker' | 'tie';

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: Side;
  playerPair: boolean;
  bankerPair: boolean;
}

/** A card's baccarat value: tens and faces 0, aces 1. */
const valueOf = (card: Card) => {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
};

const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + valueOf(card), 0) % 10;

/** Whether the banker draws a third card, by its two-card total and the player's third card (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** One coup dealt from the shoe by the drawing rules. */
export function coup(deal: () => Card): BaccaratOutcome {
  const player = [deal()];
  const banker = [deal()];
  player.push(deal());
  banker.push(deal());
  let playerTotal = total(player);
  let bankerTotal = total(banker);
  if (playerTotal < 8 && bankerTotal < 8) {
    let playerThird: number | null = null;
    if (playerTotal <= 5) {
      const card = deal();
      player.push(card);
      playerThird = valueOf(card);
      playerTotal = (playerTotal + playerThird) % 10;
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      const card = deal();
      banker.push(card);
      bankerTotal = (bankerTotal + valueOf(card)) % 10;
    }
  }
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: player[0]![0] === player[1]![0],
    bankerPair: banker[0]![0] === banker[1]![0],
  };
}

/**
 * How often each side wins in a fresh eight-deck shoe, exactly: every sequence of card values
 * the coup can deal, weighted by the number of ways the shoe deals it (cards without
 * replacement). Each weight is counted over six cards (an unused fifth or sixth card multiplies
 * in the cards left), so all share the denominator 416 x 415 x ... x 411, about 5.0e15: below
 * 2^53, so these sums are exact integers in floating point.
 */
export function coupCounts(): { player: number; banker: number; bankerSix: number; tie: number; total: number } {
  // Cards of each value 0-9 in the shoe: four ranks count 0 (ten, jack, queen, king), one each 1-9.
  const counts = [16 * DECKS, ...Array.from({ length: 9 }, () => 4 * DECKS)];
  const result = { player: 0, banker: 0, bankerSix: 0, tie: 0, total: 0 };
  const record = (p: number, b: number, ways: number) => {
    if (p > b) result.player += ways;
    else if (b > p) {
      result.banker += ways;
      if (b === 6) result.bankerSix += ways;
    } else result.tie += ways;
  };
  // Takes a card of value v from the shoe for the duration of `then`: the ways to have dealt it.
  const take = (v: number, then: (ways: number) => void) => {
    const ways = counts[v]!;
    if (ways === 0) return;
    counts[v]!--;
    then(ways);
    counts[v]!++;
  };
  const left = (dealt: number) => SHOE_SIZE - dealt;
  for (let p1 = 0; p1 < 10; p1++)
    take(p1, (w1) => {
      for (let b1 = 0; b1 < 10; b1++)
        take(b1, (w2) => {
          for (let p2 = 0; p2 < 10; p2++)
            take(p2, (w3) => {
              for (let b2 = 0; b2 < 10; b2++)
                take(b2, (w4) => {
                  const ways = w1 * w2 * w3 * w4;
                  const p = (p1 + p2) % 10;
                  const b = (b1 + b2) % 10;
                  if (p >= 8 || b >= 8) return record(p, b, ways * left(4) * left(5));
                  if (p >= 6) {
                    if (!bankerDraws(b, null)) return record(p, b, ways * left(4) * left(5));
                    for (let b3 = 0; b3 < 10; b3++) take(b3, (w6) => record(p, (b + b3) % 10, ways * w6 * left(5)));
                    return;
                  }
                  for (let p3 = 0; p3 < 10; p3++)
                    take(p3, (w5) => {
                      const p3total = (p + p3) % 10;
                      if (!bankerDraws(b, p3)) return record(p3total, b, ways * w5 * left(5));
                      for (let b3 = 0; b3 < 10; b3++) take(b3, (w6) => record(p3total, (b + b3) % 10, ways * w5 * w6));
                    });
                });
            });
        });
    });
  result.total = result.player + result.banker + result.tie;
  return result;
}

/** The chance that a side's first two cards are of one rank: any first card, then one of the 31 others of its rank. */
export const PAIR_CHANCE = (4 * DECKS - 1) / (SHOE_SIZE - 1);

let counted: ReturnType<typeof coupCounts> | null = null;
const counts = () => (counted ??= coupCounts());

function baccaratTable(noCommission: boolean): TableGame<BaccaratOutcome> {
  const spots: SpotRule[] = [
    { id: 'player', pays: '1:1' },
    { id: 'banker', pays: noCommission ? '1:1 (6: 0.5:1)' : '0.95:1' },
    { id: 'tie', pays: '8:1' },
    { id: 'player-pair', pays: '11:1' },
    { id: 'banker-pair', pays: '11:1' },
  ];
  return {
    kind: 'baccarat',
    // Bets for fifteen seconds, then the deal (up to six cards) and the payout.
    timing: { betting: 15, result: 10 },
    spots,
    prepare: () => null,
    draw: (random) => coup(dealer(random)),
    settle(spot, stake, o) {
      const push = o.winner === 'tie' ? stake : 0;
      switch (spot) {
        case 'player':
          return o.winner === 'player' ? 2 * stake : push;
        case 'banker':
          if (o.winner !== 'banker') return push;
          if (!noCommission) return stake + Math.floor((stake * 95) / 100);
          return o.bankerTotal === 6 ? stake + Math.floor(stake / 2) : 2 * stake;
        case 'tie':
          return o.winner === 'tie' ? 9 * stake : 0;
        case 'player-pair':
          return o.playerPair ? 12 * stake : 0;
        case 'banker-pair':
          return o.bankerPair ? 12 * stake : 0;
        default:
          throw new Error(`baccarat has no spot ${spot}`);
      }
    },
    returns() {
      const c = counts();
      const [player, banker, bankerSix, tie] = [c.player / c.total, c.banker / c.total, c.bankerSix / c.total, c.tie / c.total];
      const bankerReturn = noCommission ? 2 * (banker - bankerSix) + 1.5 * bankerSix + tie : 1.95 * banker + tie;
      return {
        player: 2 * player + tie,
        banker: bankerReturn,
        tie: 9 * tie,
        'player-pair': 12 * PAIR_CHANCE,
        'banker-pair': 12 * PAIR_CHANCE,
      };
    },
  };
}

/** Punto Banco with the 5% commission on banker wins. */
export const baccarat = baccaratTable(false);
/** "No Commission" Punto Banco: banker wins pay even money, except on a 6 (half the stake). */
export const noCommissionBaccarat = baccaratTable(true);
