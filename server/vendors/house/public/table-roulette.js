// European roulette for the studio's table page: the betting board (numbers, with the split,
// street, corner and line spots on their borders) and the wheel that reveals the number.
import { t } from './common.js';
import { calm, svg } from './dom.js';

export const texts = {
  en: {
    'spot-straight': 'Straight',
    'spot-split': 'Split',
    'spot-street': 'Street',
    'spot-corner': 'Corner',
    'spot-line': 'Six line',
    'spot-dozen': 'Dozen',
    'spot-column': 'Column',
    'spot-red': 'Red',
    'spot-black': 'Black',
    'spot-odd': 'Odd',
    'spot-even': 'Even',
    'spot-low': 'Low, 1-18',
    'spot-high': 'High, 19-36',
    rules:
      'European roulette, one zero. Bet on a number (35:1), two side by side (split, 17:1), a row of three (street, 11:1), ' +
      'four in a square (corner, 8:1), two rows (six line, 5:1), a dozen or a column (2:1), or red, black, odd, even, 1-18 or ' +
      '19-36 (1:1). Tap a number for a straight bet, or a dot on its border for the bet between the numbers it touches; the ' +
      'dots beside the rows are streets and lines. The zero loses every outside bet. Every bet returns 36/37.',
    'roulette.green': 'Green',
    'roulette.and': ' and ',
    'roulette.pays': '{bet}, pays {pays}',
    'roulette.board': 'Roulette board',
    'roulette.wheel': 'Roulette wheel',
    'roulette.result': '{n} {colour}',
  },
  fil: {
    'spot-straight': 'Diretso',
    'spot-split': 'Hati',
    'spot-street': 'Tatluhan',
    'spot-corner': 'Kanto',
    'spot-line': 'Animan',
    'spot-dozen': 'Dosena',
    'spot-column': 'Kolum',
    'spot-red': 'Pula',
    'spot-black': 'Itim',
    'spot-odd': 'Gansal',
    'spot-even': 'Pares',
    'spot-low': 'Mababa, 1-18',
    'spot-high': 'Mataas, 19-36',
    rules:
      'European roulette, iisa ang zero. Tumaya sa isang numero (35:1), dalawang magkatabi (hati, 17:1), isang hanay ng tatlo ' +
      '(tatluhan, 11:1), apat na magkakadikit (kanto, 8:1), dalawang hanay (animan, 5:1), isang dosena o kolum (2:1), o pula, ' +
      'itim, gansal, pares, 1-18 o 19-36 (1:1). Pindutin ang numero para sa diretsong taya, o ang tuldok sa gilid nito para sa ' +
      'taya sa mga numerong dinidikitan nito; ang mga tuldok sa tabi ng mga hanay ay tatluhan at animan. Talo ang lahat ng taya ' +
      'sa labas kapag zero. Bawat taya ay nagbabalik ng 36/37.',
    'roulette.green': 'Berde',
    'roulette.and': ' at ',
    'roulette.pays': '{bet}, bayad {pays}',
    'roulette.board': 'Mesa ng roulette',
    'roulette.wheel': 'Gulong ng roulette',
    'roulette.result': '{n} {colour}',
  },
};

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The pockets clockwise from the zero, as a European wheel orders them. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

const colourOf = (n) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
const resultName = (n) => t('roulette.result', { n, colour: n === 0 ? t('roulette.green') : t(`spot-${colourOf(n)}`) });

function spotButton(id, pays, name, className, label = '') {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.dataset.spot = id;
  button.setAttribute('aria-label', t('roulette.pays', { bet: name, pays }));
  if (label) button.textContent = label;
  return button;
}

/** The spoken name of a bet from its id ("split-17-20" -> "Split 17 and 20"). */
function betName(id) {
  const [kind, ...rest] = id.split('-');
  const numbers = rest.map(Number);
  if (numbers.length === 0) return t(`spot-${kind}`);
  if (kind === 'dozen') return `${t('spot-dozen')} ${numbers[0]}, ${12 * numbers[0] - 11}-${12 * numbers[0]}`;
  const list = numbers.length > 1 ? numbers.slice(0, -1).join(', ') + t('roulette.and') + numbers.at(-1) : String(numbers[0]);
  return `${t(`spot-${kind}`)} ${list}`;
}

/**
 * Where an inside bet's spot sits on the number grid, as fractions of its width (3 columns) and
 * height (12 rows; the zero above row 0): the centre of the numbers it covers, pulled to the
 * grid's left edge for streets and lines, which are placed beside their row.
 */
function hotspotAt(numbers) {
  if (numbers.includes(0)) {
    const others = numbers.filter((n) => n > 0);
    const x = others.reduce((s, n) => s + ((n - 1) % 3) + 0.5, 0) / others.length;
    return { x: numbers.length === 4 ? 0 : x / 3, y: 0 };
  }
  const cols = numbers.map((n) => (n - 1) % 3);
  const rows = numbers.map((n) => Math.floor((n - 1) / 3));
  const mid = (list) => (Math.min(...list) + Math.max(...list) + 1) / 2;
  if (numbers.length === 3 || numbers.length === 6) return { x: 0, y: mid(rows) / 12 };
  return { x: mid(cols) / 3, y: mid(rows) / 12 };
}

export function layout(felt, { spots }) {
  const pays = new Map(spots.map((s) => [s.id, s.pays]));
  const board = document.createElement('div');
  board.className = 'tb-board tb-roulette';
  board.setAttribute('role', 'group');
  board.setAttribute('aria-label', t('roulette.board'));
  const place = (el, column, row, columnSpan = 1, rowSpan = 1) => {
    el.style.gridColumn = `${column} / span ${columnSpan}`;
    el.style.gridRow = `${row} / span ${rowSpan}`;
    board.append(el);
  };
  const has = (id) => pays.has(id);

  if (has('straight-0')) place(spotButton('straight-0', pays.get('straight-0'), betName('straight-0'), 'tb-num tb-green', '0'), 2, 1, 3);
  for (let n = 1; n <= 36; n++) {
    const id = `straight-${n}`;
    if (has(id))
      place(
        spotButton(id, pays.get(id), betName(id), `tb-num tb-${colourOf(n)}`, String(n)),
        2 + ((n - 1) % 3),
        2 + Math.floor((n - 1) / 3),
      );
  }
  // The inside bets' spots ride on an overlay laid exactly over the 36 numbers.
  const overlay = document.createElement('div');
  overlay.className = 'tb-roulette-overlay';
  for (const { id } of spots) {
    const [kind, ...rest] = id.split('-');
    if (!['split', 'street', 'corner', 'line'].includes(kind)) continue;
    const { x, y } = hotspotAt(rest.map(Number));
    const hot = spotButton(id, pays.get(id), betName(id), `tb-hot tb-hot-${kind}`);
    hot.style.left = `${x * 100}%`;
    hot.style.top = `${y * 100}%`;
    overlay.append(hot);
  }
  place(overlay, 2, 2, 3, 12);
  for (const c of [1, 2, 3]) {
    const id = `column-${c}`;
    if (has(id)) place(spotButton(id, pays.get(id), betName(id), 'tb-outside', pays.get(id)), 1 + c, 14);
  }
  for (const d of [1, 2, 3]) {
    const id = `dozen-${d}`;
    if (has(id))
      place(spotButton(id, pays.get(id), betName(id), 'tb-outside tb-tall', `${12 * d - 11}-${12 * d}`), 5, 2 + 4 * (d - 1), 1, 4);
  }
  // Even chances down the right edge; the halves show their numbers, the others their word.
  const shown = { low: '1-18', high: '19-36' };
  ['low', 'even', 'red', 'black', 'odd', 'high'].forEach((id, i) => {
    if (!has(id)) return;
    const button = spotButton(id, pays.get(id), betName(id), `tb-outside tb-tall tb-even-${id}`, shown[id] ?? t(`spot-${id}`));
    place(button, 6, 2 + 2 * i, 1, 2);
  });
  felt.replaceChildren(board);
}

function wheelArt() {
  const step = 360 / WHEEL.length;
  const pockets = WHEEL.map((n, i) => {
    const a0 = ((i - 0.5) * step * Math.PI) / 180;
    const a1 = ((i + 0.5) * step * Math.PI) / 180;
    const point = (r, a) => `${(r * Math.sin(a)).toFixed(2)} ${(-r * Math.cos(a)).toFixed(2)}`;
    const wedge = svg('path', {
      d: `M ${point(96, a0)} A 96 96 0 0 1 ${point(96, a1)} L ${point(62, a1)} A 62 62 0 0 0 ${point(62, a0)} Z`,
      class: `tb-pocket tb-pocket-${colourOf(n)}`,
    });
    const label = svg('text', { x: 0, y: -84, class: 'tb-pocket-number', transform: `rotate(${i * step})` });
    label.textContent = String(n);
    return svg('g', {}, [wedge, label]);
  });
  const hub = [svg('circle', { r: 62, class: 'tb-wheel-bowl' }), svg('circle', { r: 30, class: 'tb-wheel-hub' })];
  return svg('svg', { viewBox: '-100 -100 200 200', class: 'tb-wheel', 'aria-hidden': 'true' }, [
    svg('circle', { r: 99, class: 'tb-wheel-rim' }),
    ...pockets,
    ...hub,
  ]);
}

export async function reveal(stage, outcome) {
  const n = outcome.number;
  const box = document.createElement('div');
  box.className = 'tb-wheel-box';
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', t('roulette.wheel'));
  const wheel = wheelArt();
  const ball = svg('svg', { viewBox: '-100 -100 200 200', class: 'tb-ball', 'aria-hidden': 'true' }, [
    svg('circle', { cx: 0, cy: -73, r: 5, class: 'tb-ball-dot' }),
  ]);
  box.append(wheel, ball);
  const caption = document.createElement('p');
  caption.className = 'caption';
  stage.replaceChildren(box, caption);

  // The wheel turns clockwise, the ball runs the other way and stops over the number's pocket.
  const pocket = WHEEL.indexOf(n) * (360 / WHEEL.length);
  const turn = 720 + Math.floor(Math.random() * 360);
  const land = turn + pocket;
  const duration = calm() ? 1 : 5200;
  const easing = 'cubic-bezier(0.12, 0.6, 0.25, 1)';
  const spins = [
    wheel.animate([{ transform: 'rotate(0deg)' }, { transform: `rotate(${turn}deg)` }], { duration, easing, fill: 'forwards' }),
    ball.animate([{ transform: 'rotate(0deg)' }, { transform: `rotate(${land - 1800}deg)` }], { duration, easing, fill: 'forwards' }),
  ];
  await Promise.all(spins.map((a) => a.finished));
  caption.textContent = resultName(n);
  caption.className = `caption tb-${colourOf(n)}`;
}

export function historyCell(outcome) {
  const n = outcome.number;
  return { label: String(n), className: `hc-${colourOf(n)}`, name: resultName(n) };
}
