// Andar bahar for the studio's table page: Andar and Bahar with the card-count side bets, and
// the deal: the joker card, then cards alternately to Andar and Bahar until one matches it.
import { t } from './common.js';
import { calm, sleep, svg, text } from './dom.js';

export const texts = {
  en: {
    'spot-andar': 'Andar',
    'spot-bahar': 'Bahar',
    'spot-cards': 'Cards dealt',
    rules:
      'A joker card is turned face up, then cards are dealt one at a time to Andar (first) and Bahar until one matches the ' +
      'joker’s rank: that side wins. Andar, which gets the first card, pays 0.9:1 (rounded down to the centavo); Bahar pays ' +
      '1:1. The side bets pay on how many cards are dealt after the joker, the match included. One deck, shuffled every round.',
    'andarbahar.andarName': 'Andar, dealt the first card',
    'andarbahar.cardsName': '{from}-{to} cards until the match',
    'andarbahar.pays': '{bet}, pays {pays}',
    'andarbahar.sideBets': 'Cards dealt until the match',
    'andarbahar.board': 'Andar bahar board',
    'andarbahar.joker': 'Joker',
    'andarbahar.deal': 'The deal',
    'andarbahar.result': '{side} wins with the {card}, card {n}',
    'andarbahar.card': '{rank} of {suit}',
    'andarbahar.S': 'spades',
    'andarbahar.H': 'hearts',
    'andarbahar.D': 'diamonds',
    'andarbahar.C': 'clubs',
  },
  fil: {
    'spot-andar': 'Andar',
    'spot-bahar': 'Bahar',
    'spot-cards': 'Bilang ng baraha',
    rules:
      'Ibinubukas ang isang joker na baraha, saka isa-isang ibinibigay ang mga baraha sa Andar (una) at Bahar hanggang may ' +
      'lumabas na kapareho ng ranggo ng joker: panalo ang panig na iyon. Ang Andar, na unang binibigyan, ay bayad 0.9:1 ' +
      '(ibinababa sa sentimo); ang Bahar ay bayad 1:1. Ang mga side bet ay ayon sa bilang ng barahang ibinigay matapos ang ' +
      'joker, kasama ang kapareha. Isang deck, binabalasa bawat round.',
    'andarbahar.andarName': 'Andar, ang unang binibigyan ng baraha',
    'andarbahar.cardsName': '{from}-{to} baraha bago ang kapareha',
    'andarbahar.pays': '{bet}, bayad {pays}',
    'andarbahar.sideBets': 'Ilang baraha bago lumabas ang kapareha',
    'andarbahar.board': 'Mesa ng andar bahar',
    'andarbahar.joker': 'Joker',
    'andarbahar.deal': 'Ang bigayan',
    'andarbahar.result': 'Panalo ang {side} sa {card}, ika-{n} na baraha',
    'andarbahar.card': '{rank} ng {suit}',
    'andarbahar.S': 'espada',
    'andarbahar.H': 'puso',
    'andarbahar.D': 'diyamante',
    'andarbahar.C': 'basto',
  },
};

/** Suit shapes drawn in a 20 x 20 box. */
const SUIT_PATHS = {
  S: 'M10 1 C14 6 19 9 18 13 C17.3 16 13.5 16.5 11 14 L13 19 L7 19 L9 14 C6.5 16.5 2.7 16 2 13 C1 9 6 6 10 1 Z',
  H: 'M10 18 C6 14 1 10.5 1 6.5 C1 3.5 3.3 1.5 5.8 1.5 C7.8 1.5 9.2 2.7 10 4.3 C10.8 2.7 12.2 1.5 14.2 1.5 C16.7 1.5 19 3.5 19 6.5 C19 10.5 14 14 10 18 Z',
  D: 'M10 1 L17.5 10 L10 19 L2.5 10 Z',
  C: 'M10 1.5 A4 4 0 0 1 12.9 8.3 A4 4 0 1 1 11.2 14.2 L13 19 L7 19 L8.8 14.2 A4 4 0 1 1 7.1 8.3 A4 4 0 0 1 10 1.5 Z',
};
const RANK_NAMES = { A: 'A', T: '10', J: 'J', Q: 'Q', K: 'K' };
const rankOf = (card) => RANK_NAMES[card[0]] ?? card[0];
const cardName = (card) => t('andarbahar.card', { rank: rankOf(card), suit: t(`andarbahar.${card[1]}`) });
const resultName = ({ cards, winner }) =>
  t('andarbahar.result', { side: t(`spot-${winner}`), card: cardName(cards.at(-1)), n: cards.length });

function spotButton(id, pays, name, className, content) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.dataset.spot = id;
  button.setAttribute('aria-label', t('andarbahar.pays', { bet: name, pays }));
  button.append(...content);
  return button;
}

export function layout(felt, { spots }) {
  const board = document.createElement('div');
  board.className = 'tb-board tb-andarbahar';
  board.setAttribute('role', 'group');
  board.setAttribute('aria-label', t('andarbahar.board'));
  const sides = document.createElement('div');
  sides.className = 'tb-ab-sides';
  const counts = document.createElement('div');
  counts.className = 'tb-section tb-ab-counts';
  const heading = text(t('andarbahar.sideBets'), 'tb-section-title');
  heading.id = 'tb-ab-counts';
  counts.setAttribute('role', 'group');
  counts.setAttribute('aria-labelledby', heading.id);
  counts.append(heading);
  for (const { id, pays } of spots) {
    if (id === 'andar' || id === 'bahar') {
      const name = id === 'andar' ? t('andarbahar.andarName') : t('spot-bahar');
      sides.append(spotButton(id, pays, name, `tb-ab-side tb-ab-${id}`, [text(t(`spot-${id}`), 'tb-big-label'), text(pays, 'pays')]));
    } else {
      const [, from, to] = id.split('-');
      counts.append(
        spotButton(id, pays, t('andarbahar.cardsName', { from, to }), 'tb-ab-count', [
          text(`${from}-${to}`, 'tb-big-label'),
          text(pays, 'pays'),
        ]),
      );
    }
  }
  board.append(sides, counts);
  felt.replaceChildren(board);
}

function cardArt(card, className = 'tb-card') {
  const red = card[1] === 'H' || card[1] === 'D';
  const rank = svg('text', { x: 6, y: 15, class: 'tb-card-rank' });
  rank.textContent = rankOf(card);
  const suit = svg('path', { d: SUIT_PATHS[card[1]], transform: 'translate(12 20) scale(1.3)' });
  return svg(
    'svg',
    { viewBox: '0 0 50 70', class: `${className} ${red ? 'tb-card-red' : 'tb-card-black'}`, role: 'img', 'aria-label': cardName(card) },
    [svg('rect', { x: 1, y: 1, width: 48, height: 68, rx: 5, class: 'tb-card-face' }), rank, suit],
  );
}

function lane(side) {
  const row = document.createElement('div');
  row.className = `tb-ab-lane tb-ab-${side}`;
  const name = text(t(`spot-${side}`), 'tb-lane-name');
  const count = text('0', 'tb-lane-count');
  const pile = document.createElement('div');
  pile.className = 'tb-ab-pile';
  row.append(name, pile, count);
  return { row, pile, count };
}

export async function reveal(stage, outcome) {
  const { joker, cards, winner } = outcome;
  const table = document.createElement('div');
  table.className = 'tb-ab-table';
  table.setAttribute('aria-label', t('andarbahar.deal'));
  table.setAttribute('role', 'group');
  const jokerBox = document.createElement('div');
  jokerBox.className = 'tb-ab-joker';
  jokerBox.append(text(t('andarbahar.joker'), 'tb-lane-name'), cardArt(joker));
  const lanes = { andar: lane('andar'), bahar: lane('bahar') };
  const caption = document.createElement('p');
  caption.className = 'caption';
  table.append(lanes.andar.row, jokerBox, lanes.bahar.row);
  stage.replaceChildren(table, caption);

  const quick = calm();
  // The whole deal fits in about seven seconds however long it runs.
  const pace = Math.min(380, 7000 / cards.length);
  const dealt = { andar: 0, bahar: 0 };
  for (const [i, card] of cards.entries()) {
    const side = i % 2 === 0 ? 'andar' : 'bahar';
    const { pile, count } = lanes[side];
    const art = cardArt(card);
    if (i === cards.length - 1) art.classList.add('tb-card-match');
    pile.append(art);
    // Only the newest few cards stay on the pile; the count says how many were dealt.
    while (pile.children.length > 5) pile.firstElementChild.remove();
    count.textContent = String(++dealt[side]);
    if (!quick) {
      art.animate(
        [
          { transform: 'translateY(-24px)', opacity: 0 },
          { transform: 'none', opacity: 1 },
        ],
        { duration: Math.min(250, pace) },
      );
      await sleep(pace);
    }
  }
  lanes[winner].row.classList.add('tb-ab-winner');
  caption.textContent = resultName(outcome);
}

export function historyCell(outcome) {
  const className = outcome.winner === 'andar' ? 'hc-blue' : 'hc-red';
  return { label: t(`spot-${outcome.winner}`).slice(0, 1), className, name: resultName(outcome) };
}
