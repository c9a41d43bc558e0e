// Sic bo for the studio's table page: the betting board (small and big, odd and even, triples,
// doubles, totals, single numbers, combinations) and the shaker that reveals three dice.
import { t } from './common.js';
import { calm, svg, text } from './dom.js';

export const texts = {
  en: {
    'spot-small': 'Small',
    'spot-big': 'Big',
    'spot-odd': 'Odd',
    'spot-even': 'Even',
    'spot-any-triple': 'Any triple',
    'spot-triple': 'Triple',
    'spot-double': 'Double',
    'spot-total': 'Total',
    'spot-single': 'Single number',
    'spot-combo': 'Two dice',
    rules:
      'Three dice are shaken under the dome. Small (4-10), Big (11-17), Odd and Even pay 1:1 and lose on any triple. A ' +
      'specific triple pays 180:1, any triple 30:1, a specific double (two or three of a number) 10:1. A total pays from 60:1 ' +
      '(4 or 17) down to 6:1 (9 to 12). A single number pays 1:1, 2:1 or 3:1 as it shows on one, two or three dice; two ' +
      'numbers together (two dice) pay 5:1.',
    'sicbo.and': ' and ',
    'sicbo.losesOnTriple': 'loses on any triple',
    'sicbo.pays': '{bet}, pays {pays}',
    'sicbo.totals': 'Totals',
    'sicbo.singles': 'Single number: pays per die',
    'sicbo.combos': 'Two dice',
    'sicbo.multiples': 'Doubles and triples',
    'sicbo.board': 'Sic bo board',
    'sicbo.dice': 'Three dice',
    'sicbo.result': '{a}, {b}, {c}: total {total}',
  },
  fil: {
    'spot-small': 'Maliit',
    'spot-big': 'Malaki',
    'spot-odd': 'Gansal',
    'spot-even': 'Pares',
    'spot-any-triple': 'Anumang triple',
    'spot-triple': 'Triple',
    'spot-double': 'Doble',
    'spot-total': 'Kabuuan',
    'spot-single': 'Isang numero',
    'spot-combo': 'Dalawang dais',
    rules:
      'Tatlong dais ang inaalog sa ilalim ng simboryo. Ang Maliit (4-10), Malaki (11-17), Gansal at Pares ay bayad 1:1 at ' +
      'talo sa anumang triple. Ang tiyak na triple ay bayad 180:1, anumang triple 30:1, tiyak na doble (dalawa o tatlo ng isang ' +
      'numero) 10:1. Ang kabuuan ay bayad mula 60:1 (4 o 17) hanggang 6:1 (9 hanggang 12). Ang isang numero ay bayad 1:1, 2:1 ' +
      'o 3:1 kung lumabas sa isa, dalawa o tatlong dais; ang dalawang numerong magkasama (dalawang dais) ay bayad 5:1.',
    'sicbo.and': ' at ',
    'sicbo.losesOnTriple': 'talo sa anumang triple',
    'sicbo.pays': '{bet}, bayad {pays}',
    'sicbo.totals': 'Mga kabuuan',
    'sicbo.singles': 'Isang numero: bayad bawat dais',
    'sicbo.combos': 'Dalawang dais',
    'sicbo.multiples': 'Doble at triple',
    'sicbo.board': 'Mesa ng sic bo',
    'sicbo.dice': 'Tatlong dais',
    'sicbo.result': '{a}, {b}, {c}: kabuuang {total}',
  },
};

/** Pip positions on a 0-30 die face, per number. */
const PIPS = {
  1: [[15, 15]],
  2: [
    [8, 8],
    [22, 22],
  ],
  3: [
    [8, 8],
    [15, 15],
    [22, 22],
  ],
  4: [
    [8, 8],
    [22, 8],
    [8, 22],
    [22, 22],
  ],
  5: [
    [8, 8],
    [22, 8],
    [15, 15],
    [8, 22],
    [22, 22],
  ],
  6: [
    [8, 7],
    [22, 7],
    [8, 15],
    [22, 15],
    [8, 23],
    [22, 23],
  ],
};

function die(n, className = 'tb-die') {
  const pips = PIPS[n].map(([cx, cy]) => svg('circle', { cx, cy, r: 3, class: n === 1 || n === 4 ? 'tb-pip tb-pip-red' : 'tb-pip' }));
  return svg('svg', { viewBox: '0 0 30 30', class: className, 'aria-hidden': 'true' }, [
    svg('rect', { x: 1, y: 1, width: 28, height: 28, rx: 6, class: 'tb-die-face' }),
    ...pips,
  ]);
}

function diceRow(faces) {
  const row = document.createElement('span');
  row.className = 'tb-dice-row';
  row.append(...faces.map((n) => die(n, 'tb-mini-die')));
  return row;
}

function spotButton(id, pays, name, content) {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.spot = id;
  button.setAttribute('aria-label', t('sicbo.pays', { bet: name, pays }));
  button.append(...content);
  return button;
}

/** A block of spots, under a visible title that also names it for screen readers. */
function section(title, className, buttons) {
  const group = document.createElement('div');
  group.className = `tb-section ${className}`;
  if (title) {
    const heading = text(title, 'tb-section-title');
    heading.id = className;
    group.setAttribute('role', 'group');
    group.setAttribute('aria-labelledby', heading.id);
    group.append(heading);
  }
  group.append(...buttons);
  return group;
}

export function layout(felt, { spots }) {
  const pays = new Map(spots.map((s) => [s.id, s.pays]));
  const button = (id, name, content) => (pays.has(id) ? [spotButton(id, pays.get(id), name, content)] : []);
  // A word and a second line: the range for small and big, the price for the others.
  const word = (id, second, name = t(`spot-${id}`)) => button(id, name, [text(t(`spot-${id}`), 'tb-big-label'), text(second, 'pays')]);
  const onTriple = (id, range) =>
    word(id, range ?? pays.get(id), `${t(`spot-${id}`)}${range ? ` ${range}` : ''}, ${t('sicbo.losesOnTriple')}`);
  const main = [
    ...onTriple('small', '4-10'),
    ...onTriple('odd'),
    ...word('any-triple', pays.get('any-triple')),
    ...onTriple('even'),
    ...onTriple('big', '11-17'),
  ];
  // Dice pictures with the price under them.
  const dice = (id, name, shown) => button(id, name, [diceRow(shown), text(pays.get(id) ?? '', 'pays')]);
  const faces = [1, 2, 3, 4, 5, 6];
  const multiples = faces.flatMap((n) => [
    ...dice(`double-${n}`, `${t('spot-double')} ${n}`, [n, n]),
    ...dice(`triple-${n}`, `${t('spot-triple')} ${n}`, [n, n, n]),
  ]);
  const totals = [];
  for (let n = 4; n <= 17; n++)
    totals.push(
      ...button(`total-${n}`, `${t('spot-total')} ${n}`, [text(String(n), 'tb-big-label'), text(pays.get(`total-${n}`) ?? '', 'pays')]),
    );
  const singles = faces.flatMap((n) => button(`single-${n}`, `${t('spot-single')} ${n}`, [diceRow([n]), text(String(n), 'pays')]));
  const combos = faces.flatMap((a) =>
    faces.filter((b) => b > a).flatMap((b) => dice(`combo-${a}-${b}`, `${t('spot-combo')} ${a}${t('sicbo.and')}${b}`, [a, b])),
  );
  const board = document.createElement('div');
  board.className = 'tb-board tb-sicbo';
  board.setAttribute('role', 'group');
  board.setAttribute('aria-label', t('sicbo.board'));
  board.append(
    section(null, 'tb-sicbo-main', main),
    section(t('sicbo.multiples'), 'tb-sicbo-multiples', multiples),
    section(t('sicbo.totals'), 'tb-sicbo-totals', totals),
    section(t('sicbo.singles'), 'tb-sicbo-singles', singles),
    section(t('sicbo.combos'), 'tb-sicbo-combos', combos),
  );
  felt.replaceChildren(board);
}

/** What a roll says: the dice and total, then small or big and odd or even (or the triple). */
function resultName([a, b, c]) {
  const total = a + b + c;
  const triple = a === b && b === c;
  const words = triple ? [t('spot-any-triple')] : [t(total <= 10 ? 'spot-small' : 'spot-big'), t(total % 2 ? 'spot-odd' : 'spot-even')];
  return [t('sicbo.result', { a, b, c, total }), ...words].join(' · ');
}

export async function reveal(stage, outcome) {
  const dome = document.createElement('div');
  dome.className = 'tb-shaker';
  dome.setAttribute('role', 'img');
  dome.setAttribute('aria-label', t('sicbo.dice'));
  const caption = document.createElement('p');
  caption.className = 'caption';
  stage.replaceChildren(dome, caption);

  // The shaker rattles through random faces, then settles on the round's three dice.
  if (!calm()) {
    for (let shake = 0; shake < 12; shake++) {
      dome.replaceChildren(...[0, 1, 2].map(() => die(1 + Math.floor(Math.random() * 6), 'tb-big-die')));
      const side = shake % 2 ? 1 : -1;
      const jolt = dome.animate(
        [{ transform: 'none' }, { transform: `translate(${6 * side}px, -4px) rotate(${4 * side}deg)` }, { transform: 'none' }],
        { duration: 130 },
      );
      await jolt.finished;
    }
  }
  dome.replaceChildren(...outcome.dice.map((n) => die(n, 'tb-big-die')));
  caption.textContent = resultName(outcome.dice);
}

export function historyCell({ dice }) {
  const [a, b, c] = dice;
  const total = a + b + c;
  const name = resultName(dice);
  if (a === b && b === c) return { label: `${a}${a}${a}`, className: 'hc-green', name };
  return { label: String(total), className: total <= 10 ? 'hc-blue' : 'hc-red', name };
}
