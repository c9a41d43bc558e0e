// Baccarat (Punto Banco) for the live table page: the felt, the deal and the bead road. The card
// art and the deal's stage (cardFace, handBox, dealStage, pause) are shared with the other card
// tables, which import them from here.
import { t } from './common.js';
import { calm, sleep, svg } from './dom.js';

/** The names of cards, for their accessible names: added by every card table with its own texts. */
export const CARD_TEXTS = {
  en: {
    suitS: 'spades',
    suitH: 'hearts',
    suitD: 'diamonds',
    suitC: 'clubs',
    rankA: 'Ace',
    rankT: '10',
    rankJ: 'Jack',
    rankQ: 'Queen',
    rankK: 'King',
    cardName: '{rank} of {suit}',
  },
  fil: {
    suitS: 'espada',
    suitH: 'puso',
    suitD: 'diyamante',
    suitC: 'basto',
    rankA: 'Alas',
    rankT: '10',
    rankJ: 'Jack',
    rankQ: 'Reyna',
    rankK: 'Hari',
    cardName: '{rank} ng {suit}',
  },
};

export const texts = {
  en: {
    'spot-player': 'Player',
    'spot-banker': 'Banker',
    'spot-tie': 'Tie',
    'spot-player-pair': 'Player pair',
    'spot-banker-pair': 'Banker pair',
    rules:
      'Bet on the hand that ends closer to 9: Player or Banker, or a Tie. Cards count their face value, tens and faces 0, aces 1; ' +
      'a total keeps its last digit. Each hand gets two cards; a natural 8 or 9 ends the coup, otherwise the Player draws on 0-5 ' +
      'and the Banker draws by the standard tableau. On a tie, Player and Banker bets are returned. A pair bet wins when that ' +
      'hand’s first two cards share a rank. Eight decks, shuffled before every coup.',
    playerWins: 'Player wins {p} to {b}',
    bankerWins: 'Banker wins {b} to {p}',
    tieResult: 'Tie, {p} all',
    beadPlayer: 'P',
    beadBanker: 'B',
    beadTie: 'T',
    pairs: 'with a pair',
    ...CARD_TEXTS.en,
  },
  fil: {
    'spot-player': 'Player',
    'spot-banker': 'Banker',
    'spot-tie': 'Tabla',
    'spot-player-pair': 'Pares ng Player',
    'spot-banker-pair': 'Pares ng Banker',
    rules:
      'Tumaya sa kamay na mas malapit sa 9: Player o Banker, o Tabla. Ang baraha ay may halaga ng mukha nito, 0 ang sampu at ' +
      'mga larawan, 1 ang alas; ang huling digit lang ng kabuuan ang binibilang. Dalawang baraha bawat kamay; tapos ang laro sa ' +
      'natural na 8 o 9, kung hindi ay bubunot ang Player sa 0-5 at ang Banker ayon sa karaniwang talaan. Kapag tabla, ibinabalik ' +
      'ang mga taya sa Player at Banker. Panalo ang taya sa pares kapag magkapareho ang ranggo ng unang dalawang baraha ng kamay. ' +
      'Walong deck, binabalasa bago ang bawat laro.',
    playerWins: 'Panalo ang Player, {p} laban sa {b}',
    bankerWins: 'Panalo ang Banker, {b} laban sa {p}',
    tieResult: 'Tabla, {p} pareho',
    beadPlayer: 'P',
    beadBanker: 'B',
    beadTie: 'T',
    pairs: 'may pares',
    ...CARD_TEXTS.fil,
  },
};

// ---- Card art, shared by the card tables: a white card with its rank and an SVG suit.
const SUIT_PATHS = {
  s: 'M50 6C64 26 94 40 94 61c0 14-11 22-23 22-8 0-14-3-18-9 1 9 5 16 13 21H34c8-5 12-12 13-21-4 6-10 9-18 9C17 83 6 75 6 61 6 40 36 26 50 6Z',
  h: 'M50 90C22 68 6 52 6 32 6 17 17 7 30 7c9 0 16 5 20 12 4-7 11-12 20-12 13 0 24 10 24 25 0 20-16 36-44 58Z',
  d: 'M50 4 86 50 50 96 14 50Z',
  c: 'M50 8a19 19 0 0 1 16 29 19 19 0 1 1-9 35c1 8 4 15 10 21H33c6-6 9-13 10-21a19 19 0 1 1-9-35A19 19 0 0 1 50 8Z',
};
const RANK_LABEL = { T: '10' };

/** A card ("Qh", "Ts") as a DOM element with its accessible name. */
export function cardFace(card, { third = false } = {}) {
  const [rank, suit] = card;
  const face = document.createElement('div');
  face.className = `card${suit === 'h' || suit === 'd' ? ' red' : ''}${third ? ' third' : ''}`;
  face.setAttribute('role', 'img');
  const rankName = /[ATJQK]/.test(rank) ? t(`rank${rank}`) : rank;
  face.setAttribute('aria-label', t('cardName', { rank: rankName, suit: t(`suit${suit.toUpperCase()}`) }));
  const label = document.createElement('span');
  label.className = 'rank';
  label.textContent = RANK_LABEL[rank] ?? rank;
  const icon = svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true' }, [svg('path', { d: SUIT_PATHS[suit], fill: 'currentColor' })]);
  face.append(label, icon);
  return face;
}

/** Waits between two cards of a deal (not at all for a player who asked for less motion). */
export const pause = (ms) => sleep(calm() ? 0 : ms);

/** A hand's place on the stage: its name, its cards and its total. */
export function handBox(className, name) {
  const box = document.createElement('div');
  box.className = 'hand';
  const title = document.createElement('span');
  title.className = `hand-name ${className}`;
  title.textContent = name;
  const cards = document.createElement('div');
  cards.className = 'cards';
  const total = document.createElement('span');
  total.className = 'hand-total';
  box.append(title, cards, total);
  return { box, cards, total };
}

/** Sets the stage for a deal: the hands (from handBox) side by side, and under them the caption it returns. */
export function dealStage(stage, ...hands) {
  const row = document.createElement('div');
  row.className = 'hands';
  row.append(...hands.map((hand) => hand.box));
  const caption = document.createElement('p');
  caption.className = 'caption';
  stage.replaceChildren(row, caption);
  return caption;
}

// ---- Baccarat itself.
const VALUE = (card) => {
  const i = 'A23456789TJQK'.indexOf(card[0]) + 1;
  return i >= 10 ? 0 : i;
};
const totalOf = (cards) => cards.reduce((sum, c) => sum + VALUE(c), 0) % 10;

export function layout(felt, { spots }) {
  const pays = Object.fromEntries(spots.map((s) => [s.id, s.pays]));
  // Side bets in a row above the two main hands; each button's text is its accessible name.
  const places = [
    ['player-pair', 2, 'hc-blue'],
    ['tie', 2, 'hc-green'],
    ['banker-pair', 2, 'hc-red'],
    ['player', 3, 'hc-blue'],
    ['banker', 3, 'hc-red'],
  ];
  felt.replaceChildren(
    ...places.map(([id, span, colour]) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.spot = id;
      button.style.gridColumn = `span ${span}`;
      button.style.minHeight = span === 3 ? '76px' : '52px';
      button.style.background = { 'hc-blue': '#1d4f9c', 'hc-red': '#8e2323', 'hc-green': '#1e6b41' }[colour];
      const name = document.createElement('span');
      name.textContent = t(`spot-${id}`);
      const price = document.createElement('span');
      price.className = 'pays';
      price.textContent = pays[id];
      button.append(name, price);
      return button;
    }),
  );
}

export async function reveal(stage, outcome) {
  const player = handBox('player', t('spot-player'));
  const banker = handBox('banker', t('spot-banker'));
  const caption = dealStage(stage, player, banker);
  // The dealing order: player, banker, player, banker, then the third cards (turned sideways).
  const order = [
    [player, outcome.player[0]],
    [banker, outcome.banker[0]],
    [player, outcome.player[1]],
    [banker, outcome.banker[1]],
    ...(outcome.player[2] ? [[player, outcome.player[2], true]] : []),
    ...(outcome.banker[2] ? [[banker, outcome.banker[2], true]] : []),
  ];
  const dealt = new Map([
    [player, []],
    [banker, []],
  ]);
  for (const [hand, card, third] of order) {
    if (third) await pause(500);
    hand.cards.append(cardFace(card, { third }));
    dealt.get(hand).push(card);
    hand.total.textContent = String(totalOf(dealt.get(hand)));
    await pause(450);
  }
  const { playerTotal: p, bankerTotal: b, winner } = outcome;
  if (winner !== 'tie') (winner === 'player' ? player : banker).box.classList.add('winner');
  const pairs = outcome.playerPair || outcome.bankerPair ? ` (${t('pairs')})` : '';
  caption.textContent = t(winner === 'player' ? 'playerWins' : winner === 'banker' ? 'bankerWins' : 'tieResult', { p, b }) + pairs;
}

export function historyCell(outcome) {
  const { winner } = outcome;
  const colour = { player: 'hc-blue', banker: 'hc-red', tie: 'hc-green' }[winner];
  const marks = `${outcome.playerPair ? ' hc-dot-a' : ''}${outcome.bankerPair ? ' hc-dot-b' : ''}`;
  const { playerTotal: p, bankerTotal: b } = outcome;
  return {
    label: t({ player: 'beadPlayer', banker: 'beadBanker', tie: 'beadTie' }[winner]),
    className: colour + marks,
    name: t(winner === 'player' ? 'playerWins' : winner === 'banker' ? 'bankerWins' : 'tieResult', { p, b }),
  };
}
