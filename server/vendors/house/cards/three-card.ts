import { parseCards, type Card } from './deck';
import { categoryOf, evaluate3, highestRank, THREE_CARD, type ThreeCardCategory } from './poker';

/**
 * Three Card Poker: an ante (and, if the player likes, a Pair Plus side bet) buys three cards;
 * the player then plays (a further bet equal to the ante) or folds (the ante is lost). The dealer
 * qualifies with queen high or better: if not, the ante pays 1:1 and the play bet is returned;
 * if so, the better hand wins both bets 1:1 and a tie returns them. A played straight or better
 * also earns the ante bonus, whatever the dealer holds. Pair Plus pays on the player's three cards
 * alone, played or folded.
 */
export const ANTE_BONUS: Partial<Record<ThreeCardCategory, number>> = { straight: 1, trips: 4, 'straight-flush': 5 };
export const PAIR_PLUS: Partial<Record<ThreeCardCategory, number>> = { pair: 1, flush: 4, straight: 6, trips: 30, 'straight-flush': 40 };

const category = (value: number): ThreeCardCategory => THREE_CARD[categoryOf(value)]!;
const QUEEN_SIX_FOUR = evaluate3(...(parseCards('QC 6D 4H') as [Card, Card, Card]));

/** The strategy the page hints and an abandoned hand does not take (it folds): play queen-six-four or better. */
export const shouldPlay = (value: number): boolean => value >= QUEEN_SIX_FOUR;

/** The dealer plays against the player with queen high or better. */
export const qualifies = (value: number): boolean => categoryOf(value) > 0 || highestRank(value) >= 10;

export const valueOf = (cards: readonly Card[]): number => evaluate3(cards[0]!, cards[1]!, cards[2]!);

export interface ThreeCardOutcome {
  playerHand: ThreeCardCategory;
  dealerHand: ThreeCardCategory;
  played: boolean;
  dealerQualifies: boolean;
  /** Against a qualifying dealer 'win' | 'lose' | 'tie'; 'no-qualify' otherwise; or 'fold'. */
  versus: 'win' | 'lose' | 'tie' | 'no-qualify' | 'fold';
  /** What each bet returns, stake included (0 when lost), in centavos. */
  returns: { ante: number; play: number; anteBonus: number; pairPlus: number };
  win: number;
}

/** Settles a hand: every return a whole multiple of its bet. */
export function settleThreeCard(
  bets: { ante: number; pairPlus: number },
  player: readonly Card[],
  dealer: readonly Card[],
  played: boolean,
): ThreeCardOutcome {
  const p = valueOf(player);
  const d = valueOf(dealer);
  const dealerQualifies = qualifies(d);
  const versus = !played ? 'fold' : !dealerQualifies ? 'no-qualify' : p > d ? 'win' : p < d ? 'lose' : 'tie';
  const [ante, play] = { fold: [0, 0], 'no-qualify': [2, 1], win: [2, 2], lose: [0, 0], tie: [1, 1] }[versus] as [number, number];
  const pairPlusPays = PAIR_PLUS[category(p)];
  const returns = {
    ante: bets.ante * ante,
    play: bets.ante * play,
    anteBonus: played ? bets.ante * (ANTE_BONUS[category(p)] ?? 0) : 0,
    pairPlus: pairPlusPays === undefined ? 0 : bets.pairPlus * (1 + pairPlusPays),
  };
  const win = returns.ante + returns.play + returns.anteBonus + returns.pairPlus;
  return { playerHand: category(p), dealerHand: category(d), played, dealerQualifies, versus, returns, win };
}

/**
 * The exact returns per unit staked, from `threeCardReturns` (the tests recompute them): the
 * ante and play under the queen-six-four strategy (house edge 3.37% of the ante; no decision
 * does better), and Pair Plus by the 1-4-6-30-40 table (21,588 returned per 22,100 staked).
 */
export const ANTE_PLAY_RETURN = 0.96627019;
export const PAIR_PLUS_RETURN = 21_588 / 22_100;

/**
 * The exact returns, by enumeration: every player hand against every dealer hand from the 49
 * cards left (22,100 x 18,424). Player hands that differ only by a renaming of suits have the
 * same value against the rest of the deck, so each class is counted once with its weight. Returns
 * per unit of ante: the game under the queen-six-four strategy and under the best decision for
 * every hand; Pair Plus per unit staked on it.
 */
export function threeCardReturns(): { antePlay: number; bestAntePlay: number; pairPlus: number } {
  // Every hand as three cards and a value, in flat arrays (the inner loop runs 40 million times).
  const cards = new Int32Array(22_100 * 3);
  const values = new Int32Array(22_100);
  const qualifying = new Uint8Array(22_100);
  let n = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        cards.set([a, b, c], 3 * n);
        values[n] = evaluate3(a, b, c);
        qualifying[n] = qualifies(values[n]!) ? 1 : 0;
        n++;
      }
  // Hands equal up to a renaming of suits, keyed by the smallest renaming (24 tried).
  const renamings = permutations([0, 1, 2, 3]);
  const classes = new Map<number, { hand: number; weight: number }>();
  for (let h = 0; h < n; h++) {
    let key = Infinity;
    for (const to of renamings) {
      const [x, y, z] = [0, 1, 2].map((k) => (cards[3 * h + k]! & ~3) | to[cards[3 * h + k]! & 3]!).sort((u, v) => v - u) as [
        number,
        number,
        number,
      ];
      key = Math.min(key, x * 2704 + y * 52 + z);
    }
    const entry = classes.get(key);
    if (entry) entry.weight++;
    else classes.set(key, { hand: h, weight: 1 });
  }
  const used = new Uint8Array(52);
  let rule = 0;
  let best = 0;
  for (const { hand, weight } of classes.values()) {
    const p = values[hand]!;
    for (let k = 0; k < 3; k++) used[cards[3 * hand + k]!] = 1;
    let net = 0;
    let count = 0;
    for (let h = 0; h < n; h++) {
      if (used[cards[3 * h]!] || used[cards[3 * h + 1]!] || used[cards[3 * h + 2]!]) continue;
      const d = values[h]!;
      net += qualifying[h] ? (p > d ? 2 : p < d ? -2 : 0) : 1;
      count++;
    }
    for (let k = 0; k < 3; k++) used[cards[3 * hand + k]!] = 0;
    const play = net / count + (ANTE_BONUS[category(p)] ?? 0);
    rule += weight * (shouldPlay(p) ? play : -1);
    best += weight * Math.max(play, -1);
  }
  let pairPlus = 0;
  for (const value of values) pairPlus += 1 + (PAIR_PLUS[category(value)] ?? -1);
  return { antePlay: 1 + rule / n, bestAntePlay: 1 + best / n, pairPlus: pairPlus / n };
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}
