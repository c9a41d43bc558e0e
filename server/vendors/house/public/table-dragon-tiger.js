// Dragon Tiger for the live table page: the felt, the two cards and the bead road (card art from the baccarat renderer).
import { t } from './common.js';
import { CARD_TEXTS, cardFace, dealStage, handBox, pause } from './table-baccarat.js';

export const texts = {
  en: {
    'spot-dragon': 'Dragon',
    'spot-tiger': 'Tiger',
    'spot-tie': 'Tie',
    rules:
      'One card to the Dragon, one to the Tiger: bet on the higher card, or on a Tie. Aces are low, kings high, suits do not ' +
      'count. On a tie, Dragon and Tiger bets lose only half their stake. Eight decks, shuffled before every round.',
    dragonWins: 'Dragon wins',
    tigerWins: 'Tiger wins',
    tieResult: 'Tie',
    beadDragon: 'D',
    beadTiger: 'T',
    beadTie: '=',
    ...CARD_TEXTS.en,
  },
  fil: {
    'spot-dragon': 'Dragon',
    'spot-tiger': 'Tiger',
    'spot-tie': 'Tabla',
    rules:
      'Isang baraha sa Dragon, isa sa Tiger: tumaya sa mas mataas na baraha, o sa Tabla. Pinakamababa ang alas, pinakamataas ' +
      'ang hari, at hindi binibilang ang palo. Kapag tabla, kalahati lang ng taya sa Dragon at Tiger ang talo. Walong deck, ' +
      'binabalasa bago ang bawat round.',
    dragonWins: 'Panalo ang Dragon',
    tigerWins: 'Panalo ang Tiger',
    tieResult: 'Tabla',
    beadDragon: 'D',
    beadTiger: 'T',
    beadTie: '=',
    ...CARD_TEXTS.fil,
  },
};

const COLOURS = { dragon: '#8e2323', tie: '#1e6b41', tiger: '#1d4f9c' };

export function layout(felt, { spots }) {
  felt.replaceChildren(
    ...spots.map(({ id, pays }) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.spot = id;
      button.style.gridColumn = 'span 2';
      button.style.minHeight = '84px';
      button.style.background = COLOURS[id];
      const name = document.createElement('span');
      name.textContent = t(`spot-${id}`);
      const price = document.createElement('span');
      price.className = 'pays';
      price.textContent = pays;
      button.append(name, price);
      return button;
    }),
  );
}

const RESULT = { dragon: 'dragonWins', tiger: 'tigerWins', tie: 'tieResult' };

export async function reveal(stage, outcome) {
  const dragon = handBox('dragon', t('spot-dragon'));
  const tiger = handBox('tiger', t('spot-tiger'));
  const caption = dealStage(stage, dragon, tiger);
  await pause(300);
  dragon.cards.append(cardFace(outcome.dragon));
  await pause(700);
  tiger.cards.append(cardFace(outcome.tiger));
  await pause(400);
  if (outcome.winner !== 'tie') (outcome.winner === 'dragon' ? dragon : tiger).box.classList.add('winner');
  caption.textContent = t(RESULT[outcome.winner]);
}

export function historyCell(outcome) {
  const { winner } = outcome;
  return {
    label: t({ dragon: 'beadDragon', tiger: 'beadTiger', tie: 'beadTie' }[winner]),
    className: { dragon: 'hc-red', tiger: 'hc-blue', tie: 'hc-green' }[winner],
    name: t(RESULT[winner]),
  };
}
