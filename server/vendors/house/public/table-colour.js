// The live colour game (perya) for the studio's table page: six colour spots and three colour
// dice tumbling out of the drop box.
import { t } from './common.js';
import { calm, text } from './dom.js';

export const texts = {
  en: {
    'spot-yellow': 'Yellow',
    'spot-white': 'White',
    'spot-pink': 'Pink',
    'spot-blue': 'Blue',
    'spot-red': 'Red',
    'spot-green': 'Green',
    rules:
      'The perya colour game, played live: three dice with six colours drop from the box. A bet on a colour wins 1:1 for each ' +
      'die showing it (2:1 on two dice, 3:1 on all three) and gets its stake back; if no die shows it, the stake is lost.',
    'colourtable.pays': '{bet}, pays 1:1 for each die showing it',
    'colourtable.perDie': '1:1 per die',
    'colourtable.board': 'Colours',
    'colourtable.dice': 'Three colour dice',
    'colourtable.result': 'The dice show {list}',
  },
  fil: {
    'spot-yellow': 'Dilaw',
    'spot-white': 'Puti',
    'spot-pink': 'Rosas',
    'spot-blue': 'Asul',
    'spot-red': 'Pula',
    'spot-green': 'Berde',
    rules:
      'Ang color game ng perya, live: tatlong dais na may anim na kulay ang inihuhulog mula sa kahon. Ang taya sa isang kulay ' +
      'ay panalo ng 1:1 bawat dais na may ganoong kulay (2:1 sa dalawang dais, 3:1 sa tatlo) at ibinabalik ang taya; kung ' +
      'walang dais na may ganoong kulay, talo ang taya.',
    'colourtable.pays': '{bet}, bayad 1:1 bawat dais na may ganitong kulay',
    'colourtable.perDie': '1:1 bawat dais',
    'colourtable.board': 'Mga kulay',
    'colourtable.dice': 'Tatlong dais na may kulay',
    'colourtable.result': 'Lumabas ang {list}',
  },
};

/** The same colours as the colour game's own page. */
const COLOURS = { yellow: '#f7d23e', white: '#f4f4f4', pink: '#f59ac4', blue: '#4f8ef7', red: '#e5484d', green: '#3dbb6b' };
const NAMES = Object.keys(COLOURS);
const listOf = (dice) => dice.map((colour) => t(`spot-${colour}`)).join(', ');

export function layout(felt, { spots }) {
  const board = document.createElement('div');
  board.className = 'tb-board tb-colour-board';
  board.setAttribute('role', 'group');
  board.setAttribute('aria-label', t('colourtable.board'));
  for (const { id } of spots) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'tb-colour-spot';
    button.dataset.spot = id;
    button.style.background = COLOURS[id];
    button.setAttribute('aria-label', t('colourtable.pays', { bet: t(`spot-${id}`) }));
    button.append(text(t(`spot-${id}`), 'tb-big-label'), text(t('colourtable.perDie'), 'pays'));
    board.append(button);
  }
  felt.replaceChildren(board);
}

function cube(colour) {
  const die = document.createElement('div');
  die.className = 'tb-colour-die';
  die.style.background = COLOURS[colour];
  return die;
}

export async function reveal(stage, outcome) {
  const row = document.createElement('div');
  row.className = 'tb-colour-dice';
  row.setAttribute('role', 'img');
  row.setAttribute('aria-label', t('colourtable.dice'));
  const dice = outcome.dice.map(() => cube(NAMES[0]));
  row.append(...dice);
  const caption = document.createElement('p');
  caption.className = 'caption';
  stage.replaceChildren(row, caption);

  // Each die tumbles through the colours and lands, one after the other.
  if (!calm()) {
    await Promise.all(
      dice.map(async (die, i) => {
        const spin = die.animate([{ transform: 'translateY(-60px) rotate(0deg)' }, { transform: 'translateY(0) rotate(720deg)' }], {
          duration: 1400 + 350 * i,
          easing: 'cubic-bezier(0.3, 0.7, 0.4, 1)',
        });
        const flicker = setInterval(() => (die.style.background = COLOURS[NAMES[Math.floor(Math.random() * NAMES.length)]]), 90);
        await spin.finished;
        clearInterval(flicker);
      }),
    );
  }
  outcome.dice.forEach((colour, i) => (dice[i].style.background = COLOURS[colour]));
  row.setAttribute('aria-label', `${t('colourtable.dice')}: ${listOf(outcome.dice)}`);
  caption.textContent = t('colourtable.result', { list: listOf(outcome.dice) });
}

/**
 * Three stripes, one per die: tables.css colours the left, middle and right from the classes.
 * The cell carries no label of its own (it would print over the stripes); its name says the colours.
 */
export function historyCell(outcome) {
  const [a, b, c] = outcome.dice;
  return { label: '', className: `tb-hist-colour tb-hist-a-${a} tb-hist-b-${b} tb-hist-c-${c}`, name: listOf(outcome.dice) };
}
