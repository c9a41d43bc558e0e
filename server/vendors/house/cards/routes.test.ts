import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { aggregatorGames } from '../aggregator';
import { fairStream, seedHash } from '../fairness';
import type { AggregatorGame } from '../family';
import { useFamilyTestBed } from '../family-test-bed';
import { cardNames, parseCards, shuffledDeck } from './deck';
import { ABANDONED_AFTER_MS, blackjackFamily, cardGameOf, cardsFamily, MAX_STAKE } from './family';
import { evaluateHand } from './poker';
import { paysFor } from './video-poker';
import { tableLook } from '../table-look';

const t = useTestApp();
const PARTNER = 'tala';
const game = (code: string, name: string, family: 'cards' | 'blackjack', minBet = 100): AggregatorGame => ({
  vendor: 'TALA',
  code,
  name,
  type: family === 'cards' ? 'POKER' : 'LIVE',
  classify: null,
  minBet,
  family,
});
const GAMES = [
  game('tala-poker-901', 'Jacks or Better', 'cards'),
  game('tala-poker-902', 'Three Card Poker Gold', 'cards', 200),
  game('tala-poker-903', 'Caribbean Stud', 'cards'),
  game('tala-poker-904', "Texas Hold'em", 'cards'),
  game('tala-live-905', 'VIP Blackjack', 'blackjack'),
];
const [POKER, THREE, STUD, , BLACKJACK] = GAMES.map((g) => g.code) as [string, string, string, string, string];

const bed = useFamilyTestBed(t, { partner: PARTNER, games: GAMES, families: [cardsFamily, blackjackFamily] });
const { clock } = bed;

/** The demo player (₱10,000) with a fresh game token, and a balance reader. */
const demo = () => bed.player(POKER);

const post = (url: string, payload: object) => bed.vendor.inject({ method: 'POST', url, payload });

/** Commits a round (as POST /api/rounds does) and deals it. */
async function deal(player: { user: string; token: string }, code: string, body: object, family = 'cards') {
  const round = await bed.ctx.rounds.commit(code, player);
  const res = await post(`/api/${family}/deal`, { ...player, roundId: round.roundId, clientSeed: 'lucky', ...body });
  return { round, res, body: res.json() };
}

/** The wallet bets the operator recorded for a round. */
const betsOf = async (roundId: string) =>
  (
    await t.db.query<{ amount: string }>(`SELECT amount FROM wallet_transactions WHERE round = $1 AND kind = 'bet' ORDER BY created_at`, [
      roundId,
    ])
  ).map((r) => Number(r.amount));

describe('the card games against the platform', () => {
  it('plays video poker to the end: the balance moves by exactly stake and win, and the seeds replay the hand', async () => {
    const { player, balance } = await demo();
    const before = await balance();
    const { round, body: dealt } = await deal(player, POKER, { stake: 500 });
    expect(dealt).toMatchObject({ open: true, stake: 500, balance: before - 500, view: { game: 'video-poker', actions: ['hold'] } });
    expect(dealt.view.hand).toHaveLength(5);
    const res = await post('/api/cards/act', { ...player, roundId: round.roundId, action: 'hold', held: dealt.view.hint });
    expect(res.statusCode, res.body).toBe(200);
    const played = res.json();
    expect(seedHash(played.serverSeed)).toBe(round.serverSeedHash);
    const deck = cardNames(shuffledDeck(fairStream(played.serverSeed, played.clientSeed)));
    expect(played.result.hand).toEqual(deck.slice(0, 5));
    expect(played.result.final.filter((c: string) => !played.result.hand.includes(c))).toEqual(
      deck.slice(5, 5 + dealt.view.hint.filter((h: boolean) => !h).length),
    );
    expect(played.win).toBe(500 * paysFor(evaluateHand(parseCards(played.result.final.join(' ')))));
    expect(played.balance).toBe(before - 500 + played.win);
    expect(await balance()).toBe(played.balance);
    expect(await betsOf(round.roundId)).toEqual([500]);
  });

  it("takes Three Card Poker's play as a second bet of the same round", async () => {
    const { player, balance } = await demo();
    const before = await balance();
    const { round, body: dealt } = await deal(player, THREE, { stake: 1000, pairPlus: 500 });
    expect(dealt).toMatchObject({ stake: 1500, balance: before - 1500, view: { game: 'three-card', ante: 1000, pairPlus: 500 } });
    // Only the round's own player and game token decide: another token of the same player is refused.
    const { player: otherToken } = await demo();
    const stolen = await post('/api/cards/act', { ...otherToken, roundId: round.roundId, action: 'play' });
    expect([stolen.statusCode, stolen.json().error]).toEqual([404, 'ROUND_NOT_FOUND']);
    // A decision this game does not have is refused before any money moves.
    expect((await post('/api/cards/act', { ...player, roundId: round.roundId, action: 'call' })).json().error).toBe('ILLEGAL_MOVE');
    expect(await balance()).toBe(before - 1500);
    const played = (await post('/api/cards/act', { ...player, roundId: round.roundId, action: 'play' })).json();
    expect(played).toMatchObject({ stake: 2500, result: { played: true } });
    expect(played.win).toBe(
      played.result.returns.ante + played.result.returns.play + played.result.returns.anteBonus + played.result.returns.pairPlus,
    );
    expect(played.balance).toBe(before - 2500 + played.win);
    expect(await betsOf(round.roundId)).toEqual([1500, 1000]);
    // A decision after the end is refused, and moves nothing.
    const again = await post('/api/cards/act', { ...player, roundId: round.roundId, action: 'fold' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('ROUND_NOT_FOUND');
    expect(await balance()).toBe(played.balance);
  });

  it('folds Caribbean Stud for the ante alone, and calls with twice the ante', async () => {
    const { player, balance } = await demo();
    const before = await balance();
    const folded = await deal(player, STUD, { stake: 300 });
    expect(folded.body.view.dealerUp).toMatch(/^[2-9TJQKA][CDHS]$/);
    const fold = (await post('/api/cards/act', { ...player, roundId: folded.round.roundId, action: 'fold' })).json();
    expect(fold).toMatchObject({ stake: 300, win: 0, balance: before - 300, result: { versus: 'fold' } });
    const called = await deal(player, STUD, { stake: 300 });
    const call = (await post('/api/cards/act', { ...player, roundId: called.round.roundId, action: 'call' })).json();
    expect(call.stake).toBe(900);
    expect(call.balance).toBe(before - 300 - 900 + call.win);
    expect(await betsOf(called.round.roundId)).toEqual([300, 600]);
  });

  it('doubles a blackjack hand as a second bet, and refuses what the hand does not allow', async () => {
    const { player, balance } = await demo();
    // Deal until a hand waits for a decision (a blackjack ends at once); decline insurance when offered.
    let round;
    let view;
    for (;;) {
      const dealt = await deal(player, BLACKJACK, { stake: 1000 }, 'blackjack');
      if (!dealt.body.open) continue;
      round = dealt.round;
      view = dealt.body.view;
      if (view.phase === 'insurance') {
        const declined = (await post('/api/blackjack/act', { ...player, roundId: round.roundId, action: 'no-insurance' })).json();
        if (!declined.open) continue;
        view = declined.view;
      }
      break;
    }
    expect(view.actions).toContain('double');
    if (!view.actions.includes('split')) {
      const refused = await post('/api/blackjack/act', { ...player, roundId: round.roundId, action: 'split' });
      expect(refused.json().error).toBe('ILLEGAL_MOVE');
    }
    const before = await balance();
    const doubled = (await post('/api/blackjack/act', { ...player, roundId: round.roundId, action: 'double' })).json();
    expect(doubled).toMatchObject({ stake: 2000, result: { hands: [{ stake: 2000 }] } });
    expect(doubled.balance).toBe(before - 1000 + doubled.win);
    expect(await betsOf(round.roundId)).toEqual([1000, 1000]);
    const late = await post('/api/blackjack/act', { ...player, roundId: round.roundId, action: 'stand' });
    expect(late.json().error).toBe('ROUND_NOT_FOUND');
  });

  it('refuses stakes off the table: part pesos, under the minimum, over the limit, a side bet the game has not', async () => {
    const { player, balance } = await demo();
    const before = await balance();
    for (const [code, body] of [
      [POKER, { stake: 150 }],
      [THREE, { stake: 100 }],
      [POKER, { stake: MAX_STAKE + 100 }],
      [POKER, { stake: 500, pairPlus: 500 }],
      [THREE, { stake: 500, pairPlus: 250 }],
    ] as const) {
      const { body: refused } = await deal(player, code, body);
      expect(refused.error).toBe('BAD_STAKE');
    }
    // A game this family does not deal, another family's round, a closed body.
    expect((await deal(player, 'tala-poker-904', { stake: 500 })).body.error).toBe('UNKNOWN_GAME');
    expect((await deal(player, BLACKJACK, { stake: 500 })).body.error).toBe('ROUND_NOT_FOUND');
    expect((await deal(player, POKER, { stake: 500, tip: 1 })).res.statusCode).toBe(400);
    expect(await balance()).toBe(before);
  });

  it('ends hands left alone for ten minutes with the default decision, and pays them', async () => {
    const { player, balance } = await demo();
    const before = await balance();
    const three = await deal(player, THREE, { stake: 1000, pairPlus: 200 });
    const poker = await deal(player, POKER, { stake: 500 });
    const stud = await deal(player, STUD, { stake: 300 });
    // Nine minutes on, every hand is still the player's: a decision is taken.
    clock.now = Date.now() + ABANDONED_AFTER_MS - 60_000;
    await cardsFamily.tick!(bed.ctx);
    const folded = (await post('/api/cards/act', { ...player, roundId: stud.round.roundId, action: 'fold' })).json();
    expect(folded).toMatchObject({ win: 0, result: { versus: 'fold' } });
    clock.now = Date.now() + ABANDONED_AFTER_MS + 60_000;
    await cardsFamily.tick!(bed.ctx);
    const outcome = async (roundId: string) =>
      (
        await t.db.query<{ state: string; outcome: Record<string, unknown> & { win: number } }>(
          `SELECT state, outcome FROM house_rounds WHERE round_id = $1`,
          [roundId],
        )
      )[0]!;
    // Three Card Poker folds (Pair Plus still pays); video poker holds as the strategy hints.
    const threeEnd = await outcome(three.round.roundId);
    expect(threeEnd).toMatchObject({ state: 'settled', outcome: { versus: 'fold', returns: { ante: 0, play: 0 } } });
    const pokerEnd = await outcome(poker.round.roundId);
    expect(pokerEnd).toMatchObject({ state: 'settled', outcome: { held: poker.body.view.hint } });
    expect(await balance()).toBe(before - 1200 + threeEnd.outcome.win - 500 + pokerEnd.outcome.win - 300);
    const late = await post('/api/cards/act', {
      ...player,
      roundId: poker.round.roundId,
      action: 'hold',
      held: [true, true, true, true, true],
    });
    expect(late.statusCode).toBe(404);
  });

  it('stands a blackjack hand left alone', async () => {
    const { player } = await demo();
    let dealt;
    do dealt = await deal(player, BLACKJACK, { stake: 1000 }, 'blackjack');
    while (!dealt.body.open);
    clock.now = Date.now() + ABANDONED_AFTER_MS + 60_000;
    // The cards family leaves another family's hands alone.
    await cardsFamily.tick!(bed.ctx);
    expect(
      (await t.db.query<{ state: string }>(`SELECT state FROM house_rounds WHERE round_id = $1`, [dealt.round.roundId]))[0]!.state,
    ).toBe('open');
    await blackjackFamily.tick!(bed.ctx);
    const [row] = await t.db.query<{ state: string; outcome: { hands: { cards: string[] }[]; insurance: number } }>(
      `SELECT state, outcome FROM house_rounds WHERE round_id = $1`,
      [dealt.round.roundId],
    );
    expect(row).toMatchObject({ state: 'settled', outcome: { insurance: 0, hands: [{ cards: dealt.body.view.hands[0].cards }] } });
  });
});

describe('the catalogue', () => {
  it('deals every POKER game of the catalogue and describes its return', () => {
    const poker = [...aggregatorGames().values()].filter((g) => g.family === 'cards');
    expect(poker.length).toBeGreaterThan(0);
    for (const g of poker) expect(cardGameOf(g.name), g.name).not.toBeNull();
    expect(cardsFamily.describe(GAMES[0]!)).toMatchObject({
      game: 'video-poker',
      returnToPlayer: 0.99543904,
      stakes: { min: 100, max: MAX_STAKE },
    });
    expect(cardsFamily.describe(GAMES[1]!)).toMatchObject({ game: 'three-card', stakes: { min: 200 } });
    expect(cardsFamily.describe(GAMES[2]!).returnToPlayer).toBeCloseTo(0.94775, 5);
    expect(cardsFamily.describe(GAMES[3]!)).toEqual({ game: null, returnToPlayer: null });
    expect(blackjackFamily.describe(GAMES[4]!).returnToPlayer).toBeCloseTo(0.99429, 5);
    // Each game its own look: felt, card back, studio, table number and dealer.
    expect(cardsFamily.describe(GAMES[0]!).look).toEqual(tableLook(GAMES[0]!));
    expect(cardsFamily.describe(GAMES[1]!).look).toMatchObject({ palette: 'golden', studio: 'Tala Studios', table: 902, role: 'dealer' });
    expect(blackjackFamily.describe(GAMES[4]!).look).toMatchObject({ palette: 'vip', studio: 'Tala Studios', table: 905 });
  });
});
