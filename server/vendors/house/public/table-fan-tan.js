// Fan tan for the studio's table page: the square of four sides (fan), its corners (kwok), odd
// and even, the nim and three-number bets, and the bowl of beads counted off four at a time.
import { t } from './common.js';
import { calm, sleep, svg, text } from './dom.js';

export const texts = {
  en: {
    'spot-fan': 'Fan',
    'spot-nim': 'Nim',
    'spot-kwok': 'Kwok',
    'spot-odd': 'Odd, 1 and 3',
    'spot-even': 'Even, 2 and 4',
    'spot-three': 'Three numbers',
    rules:
      'A handful of beads is hidden under a bowl, then counted off four at a time: the last group, 1, 2, 3 or 4 beads, is the ' +
      'result. Fan: one number, 3:1. Nim: one number wins 2:1 and a second one returns the stake. Kwok: two neighbouring ' +
      'numbers, 1:1. Odd (1 and 3) or Even (2 and 4), 1:1. Three numbers, 1:3. The house takes 5% of every win: the prices ' +
      'shown are after it, and a win is rounded down to the centavo.',
    'fantan.and': ' and ',
    'fantan.nim': '{n} nim {m}',
    'fantan.nimName': 'Nim: {n} wins, {m} returns the stake',
    'fantan.oddShort': 'Odd',
    'fantan.evenShort': 'Even',
    'fantan.pays': '{bet}, pays {pays} after the 5% commission',
    'fantan.nims': 'Nim: one number wins, one returns the stake',
    'fantan.board': 'Fan tan board',
    'fantan.beads': 'Beads under the bowl',
    'fantan.result': '{beads} beads: {result} left',
  },
  fil: {
    'spot-fan': 'Fan',
    'spot-nim': 'Nim',
    'spot-kwok': 'Kwok',
    'spot-odd': 'Gansal, 1 at 3',
    'spot-even': 'Pares, 2 at 4',
    'spot-three': 'Tatlong numero',
    rules:
      'Isang dakot ng butil ang itinatago sa ilalim ng mangkok, saka binibilang nang tig-aapat: ang huling grupo, 1, 2, 3 o 4 ' +
      'na butil, ang resulta. Fan: isang numero, 3:1. Nim: panalo ang isang numero ng 2:1 at ibinabalik ang taya sa ikalawa. ' +
      'Kwok: dalawang magkatabing numero, 1:1. Gansal (1 at 3) o Pares (2 at 4), 1:1. Tatlong numero, 1:3. Kumukuha ang bahay ' +
      'ng 5% sa bawat panalo: ang mga bayad na nakikita ay bawas na nito, at ibinababa sa sentimo ang panalo.',
    'fantan.and': ' at ',
    'fantan.nim': '{n} nim {m}',
    'fantan.nimName': 'Nim: panalo ang {n}, ibabalik ang taya sa {m}',
    'fantan.oddShort': 'Gansal',
    'fantan.evenShort': 'Pares',
    'fantan.pays': '{bet}, bayad {pays} matapos ang 5% na komisyon',
    'fantan.nims': 'Nim: isang numero ang panalo, isa ang ibabalik ang taya',
    'fantan.board': 'Mesa ng fan tan',
    'fantan.beads': 'Mga butil sa ilalim ng mangkok',
    'fantan.result': '{beads} butil: {result} ang natira',
  },
};

function spotButton(id, pays, name, className, content) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.dataset.spot = id;
  button.setAttribute('aria-label', t('fantan.pays', { bet: name, pays }));
  button.append(...content);
  return button;
}

function section(title, className, buttons) {
  const group = document.createElement('div');
  group.className = `tb-section ${className}`;
  const heading = text(title, 'tb-section-title');
  heading.id = className;
  group.setAttribute('role', 'group');
  group.setAttribute('aria-labelledby', heading.id);
  group.append(heading, ...buttons);
  return group;
}

export function layout(felt, { spots }) {
  const pays = new Map(spots.map((s) => [s.id, s.pays]));
  const button = (id, name, className, label) =>
    pays.has(id) ? [spotButton(id, pays.get(id), name, className, [text(label, 'tb-big-label'), text(pays.get(id), 'pays')])] : [];
  const fan = (n) => button(`fan-${n}`, `${t('spot-fan')} ${n}`, 'tb-fan', String(n));
  const kwok = (a, b) => button(`kwok-${a}-${b}`, `${t('spot-kwok')} ${a}${t('fantan.and')}${b}`, 'tb-kwok', `${a}·${b}`);
  // The square: a number on each side, the kwok bets on its corners, odd and even in the middle.
  const square = document.createElement('div');
  square.className = 'tb-fantan-square';
  const cells = [
    kwok(1, 4),
    fan(1),
    kwok(1, 2),
    fan(4),
    [
      ...button('odd', t('spot-odd'), 'tb-parity', t('fantan.oddShort')),
      ...button('even', t('spot-even'), 'tb-parity', t('fantan.evenShort')),
    ],
    fan(2),
    kwok(3, 4),
    fan(3),
    kwok(2, 3),
  ];
  for (const content of cells) {
    const cell = document.createElement('div');
    cell.className = 'tb-fantan-cell';
    cell.append(...content);
    square.append(cell);
  }
  const nims = [];
  for (let n = 1; n <= 4; n++)
    for (let m = 1; m <= 4; m++)
      if (m !== n) nims.push(...button(`nim-${n}-${m}`, t('fantan.nimName', { n, m }), 'tb-nim', t('fantan.nim', { n, m })));
  const threes = [
    [1, 2, 3],
    [1, 2, 4],
    [1, 3, 4],
    [2, 3, 4],
  ].flatMap((three) =>
    button(
      `three-${three.join('-')}`,
      `${t('spot-three')} ${three.slice(0, 2).join(', ')}${t('fantan.and')}${three[2]}`,
      'tb-three',
      three.join('·'),
    ),
  );
  const board = document.createElement('div');
  board.className = 'tb-board tb-fantan';
  board.setAttribute('role', 'group');
  board.setAttribute('aria-label', t('fantan.board'));
  board.append(square, section(t('fantan.nims'), 'tb-fantan-nims', nims), section(t('spot-three'), 'tb-fantan-threes', threes));
  felt.replaceChildren(board);
}

/** Beads laid out as a sunflower from the centre, so the outer ones are counted off first. */
function beadAt(i) {
  const radius = 7.2 * Math.sqrt(i + 0.5);
  const angle = i * 2.39996;
  return { cx: (radius * Math.cos(angle)).toFixed(2), cy: (radius * Math.sin(angle)).toFixed(2) };
}

export async function reveal(stage, outcome) {
  const { beads, result } = outcome;
  const dots = Array.from({ length: beads }, (_, i) => svg('circle', { ...beadAt(i), r: 3.3, class: 'tb-bead' }));
  const bowl = svg('path', { d: 'M -88 30 Q -88 -88 0 -88 Q 88 -88 88 30 Z', class: 'tb-bowl' });
  const art = svg('svg', { viewBox: '-95 -95 190 190', class: 'tb-beads', role: 'img', 'aria-label': t('fantan.beads') }, [
    svg('circle', { r: 90, class: 'tb-beads-cloth' }),
    ...dots,
    bowl,
  ]);
  const caption = document.createElement('p');
  caption.className = 'caption';
  stage.replaceChildren(art, caption);

  const quick = calm();
  if (!quick)
    await bowl.animate(
      [
        { transform: 'translateY(0)', opacity: 1 },
        { transform: 'translateY(-120px)', opacity: 0 },
      ],
      { duration: 900, fill: 'forwards' },
    ).finished;
  bowl.remove();
  // Fours are taken from the outside of the pile until only the last group is left.
  const groups = (beads - result) / 4;
  const step = Math.min(160, 4500 / groups);
  for (let g = 0; g < groups; g++) {
    for (let k = 0; k < 4; k++) dots[beads - 1 - 4 * g - k].classList.add('tb-bead-gone');
    if (!quick) await sleep(step);
  }
  for (const dot of dots.slice(0, result)) dot.classList.add('tb-bead-last');
  caption.textContent = t('fantan.result', { beads, result });
}

/** One colour per result, as the four sides of the square are often painted. */
const RESULT_COLOURS = { 1: 'hc-red', 2: 'hc-blue', 3: 'hc-green', 4: 'hc-gold' };

export function historyCell(outcome) {
  return { label: String(outcome.result), className: RESULT_COLOURS[outcome.result], name: t('fantan.result', outcome) };
}
