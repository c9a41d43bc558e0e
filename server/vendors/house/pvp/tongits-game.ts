import * as cardsModule from './cards';
import type { Card } from './cards';
import { afterRake, IllegalMove, type Move, type PvpRules, type Step } from './table';
import * as tongitsModule from './tongits';
import type { TongitsAction, TongitsState } from './tongits';
import * as tongitsBotModule from './tongits-bot';
import * as tongitsMeldsModule from './tongits-melds';

// Imports bound once: see the note in cards.ts on calls through the test runner's module objects.
const { cardNames, parseCards, shuffledDeck } = cardsModule;
const { apply, canCall, sapawTarget, takeOptions, TONGITS_SEATS } = tongitsModule;
const { tongitsBotMove } = tongitsBotModule;
const { handMelds, handPoints, sortedBySuitAndFace } = tongitsMeldsModule;

const ACTIONS: readonly string[] = ['call', 'draw', 'take', 'meld', 'sapaw', 'discard', 'fight', 'fold'] satisfies TongitsAction[];

/** The bots move until it is the player's turn (or answer) or the game is over. */
function runBots(state: TongitsState): void {
  while (!state.end && state.turn !== 0) apply(state, tongitsBotMove(state));
}

const shown = (cards: Card[]) => cardNames(sortedBySuitAndFace(cards));

function table(state: TongitsState) {
  return {
    game: 'tongits',
    stake: state.stake,
    dealer: state.dealer,
    stock: state.stock.length,
    discard: state.discards.length > 0 ? cardNames(state.discards.slice(-1))[0] : null,
    melds: state.melds.map((meld) => ({ owner: meld.owner, cards: cardNames(meld.cards) })),
    log: state.log.map((event) => ({ seat: event.seat, action: event.action, cards: cardNames(event.cards) })),
  };
}

function step(state: TongitsState): Step<TongitsState> {
  if (!state.end) {
    const hand = state.hands[0]!;
    const playing = state.phase === 'play';
    return {
      done: false,
      state,
      view: {
        ...table(state),
        hand: shown(hand),
        points: handPoints(hand),
        seats: state.hands.map((h, seat) => ({ count: h.length, blocked: state.blocked[seat] })),
        phase: state.phase,
        caller: state.challenge?.caller ?? null,
        legal: {
          call: canCall(state),
          draw: state.phase === 'start',
          take: takeOptions(state).map(shown),
          melds: playing ? handMelds(hand).map(shown) : [],
          sapaw: playing ? cardNames(hand.filter((card) => sapawTarget(state, card) >= 0)) : [],
          discard: playing,
        },
      },
    };
  }
  const pot = TONGITS_SEATS * state.stake;
  const win = state.end.winner === 0 ? afterRake(pot) : 0;
  return {
    done: true,
    win,
    result: { ...table(state), ...state.end, pot, rake: state.end.winner === 0 ? pot - win : 0, hands: state.hands.map(shown) },
  };
}

/** Tongits at the house table: the deal, the player's moves, the bots' answers, the view and the settlement. */
export const tongits: PvpRules<TongitsState> = {
  deal(random, stake) {
    // The stream's first number picks the dealer; the rest shuffles. Twelve cards each, one at a
    // time from the dealer on, then the dealer's thirteenth; the other 15 are the stock.
    const dealer = Math.floor(random() * TONGITS_SEATS);
    const deck = shuffledDeck(random);
    const hands: Card[][] = [[], [], []];
    for (let i = 0; i < 36; i++) hands[(dealer + i) % TONGITS_SEATS]!.push(deck[i]!);
    hands[dealer]!.push(deck[36]!);
    const state: TongitsState = {
      game: 'tongits',
      stake,
      hands,
      stock: deck.slice(37),
      discards: [],
      melds: [],
      dealer,
      turn: dealer,
      phase: 'play',
      blocked: [false, false, false],
      lastDrawer: dealer,
      challenge: null,
      log: [],
      end: null,
    };
    runBots(state);
    return step(state);
  },

  act(state, move: Move) {
    if (!ACTIONS.includes(move.action)) throw new IllegalMove(move.action);
    state.log = [];
    apply(state, { action: move.action as TongitsAction, cards: parseCards(move.cards ?? []) });
    runBots(state);
    return step(state);
  },

  finish(state) {
    while (!state.end) apply(state, tongitsBotMove(state));
    return step(state) as { result: unknown; win: number };
  },
};
