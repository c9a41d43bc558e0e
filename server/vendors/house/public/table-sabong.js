// Sabong for the studio's table page: the fight card (the two cocks, their weights and prices),
// the Meron, Wala and Draw bets, and the fight itself.
import { money, t } from './common.js';
import { calm, sleep, svg, text } from './dom.js';

export const texts = {
  en: {
    'spot-meron': 'Meron',
    'spot-wala': 'Wala',
    'spot-draw': 'Draw',
    rules:
      'Two cocks fight: Meron, the favourite (red side), and Wala, the underdog (blue side). Before betting closes each fight ' +
      'shows what ₱100 on each side returns, stake included; the house’s 10% commission (plasada) is already in those prices, ' +
      'so Meron and Wala each return 90% of what is staked on them. A Draw pays 8:1 and comes once in ten fights; on a draw, ' +
      'Meron and Wala bets are returned. Wins are rounded down to the centavo.',
    'sabong.sideName': '{side}, {name}, pays {payout} for every ₱100',
    'sabong.drawName': 'Draw, pays 8:1; a draw returns Meron and Wala stakes',
    'sabong.per100': 'per ₱100',
    'sabong.board': 'Sabong bets',
    'sabong.card': 'Fight card',
    'sabong.weight': '{grams} g',
    'sabong.vs': 'VS',
    'sabong.fight': 'The fight',
    'sabong.wins': '{side} wins: {name}',
    'sabong.drawn': 'Draw: Meron and Wala stakes are returned',
    'sabong.cock': '{name}, {feather}, {grams} grams',
    'sabong.feather.pula': 'Red',
    'sabong.feather.talisayin': 'Talisayin (red and gold)',
    'sabong.feather.bulik': 'Bulik (speckled)',
    'sabong.feather.puti': 'White',
    'sabong.feather.itim': 'Black',
    'sabong.feather.abuhin': 'Grey',
    'sabong.feather.lasak': 'Lasak (mixed)',
  },
  fil: {
    'spot-meron': 'Meron',
    'spot-wala': 'Wala',
    'spot-draw': 'Tabla',
    rules:
      'Dalawang manok ang naglalaban: ang Meron, ang llamado (pulang panig), at ang Wala, ang dehado (asul na panig). Bago ' +
      'magsara ang pustahan, ipinapakita ng bawat laban kung magkano ang balik ng ₱100 sa bawat panig, kasama ang taya; nasa ' +
      'mga presyong iyon na ang 10% na plasada ng bahay, kaya ang Meron at Wala ay nagbabalik ng 90% ng itinaya sa kanila. Ang ' +
      'Tabla ay bayad 8:1 at lumalabas nang minsan sa sampung laban; kapag tabla, ibinabalik ang mga taya sa Meron at Wala. ' +
      'Ibinababa sa sentimo ang mga panalo.',
    'sabong.sideName': '{side}, {name}, bayad {payout} bawat ₱100',
    'sabong.drawName': 'Tabla, bayad 8:1; kapag tabla, ibabalik ang taya sa Meron at Wala',
    'sabong.per100': 'bawat ₱100',
    'sabong.board': 'Mga taya sa sabong',
    'sabong.card': 'Ang maglalaban',
    'sabong.weight': '{grams} g',
    'sabong.vs': 'VS',
    'sabong.fight': 'Ang laban',
    'sabong.wins': 'Panalo ang {side}: {name}',
    'sabong.drawn': 'Tabla: ibabalik ang taya sa Meron at Wala',
    'sabong.cock': '{name}, {feather}, {grams} gramo',
    'sabong.feather.pula': 'Pula',
    'sabong.feather.talisayin': 'Talisayin',
    'sabong.feather.bulik': 'Bulik',
    'sabong.feather.puti': 'Puti',
    'sabong.feather.itim': 'Itim',
    'sabong.feather.abuhin': 'Abuhin',
    'sabong.feather.lasak': 'Lasak',
  },
};

/** Plumage colours per feather: body, wing, hackle (neck), tail. */
const PLUMAGE = {
  pula: ['#a5281b', '#7e1d14', '#e0672b', '#1b1b1f'],
  talisayin: ['#7a2a17', '#5b1f10', '#e8b23a', '#1f2a22'],
  bulik: ['#8e8e8e', '#6f6f6f', '#d6d6d6', '#2b2b2b'],
  puti: ['#efece4', '#d9d5ca', '#fbfaf6', '#e3dfd4'],
  itim: ['#22232a', '#17181d', '#34363f', '#0f1a15'],
  abuhin: ['#7b838f', '#5f6672', '#a9b1bd', '#414750'],
  lasak: ['#6b4a2b', '#4d341e', '#d4a24c', '#2a2a2a'],
};

/** The felt's Meron and Wala buttons, so a new fight's names and prices reach them. */
let sideButtons = null;

const grams = (weight) => weight.toLocaleString('en-PH');
/** The call: the winning side and its cock's name when the fight card is at hand. */
const resultName = ({ winner }, info) => {
  if (winner === 'draw') return t('sabong.drawn');
  return info ? t('sabong.wins', { side: t(`spot-${winner}`), name: info[winner].name }) : t(`spot-${winner}`);
};
const describeCock = (cock) =>
  t('sabong.cock', { name: cock.name, feather: t(`sabong.feather.${cock.feather}`), grams: grams(cock.weight) });

/** A gamecock in profile, facing right (mirrored for the right-hand side of the pit). */
function rooster(feather, mirrored) {
  const [body, wing, hackle, tail] = PLUMAGE[feather] ?? PLUMAGE.pula;
  const parts = [
    svg('path', { d: 'M42 56 Q12 22 20 4 Q30 30 50 50 Z', fill: tail }),
    svg('path', { d: 'M40 60 Q2 42 4 16 Q20 44 48 56 Z', fill: tail }),
    svg('path', { d: 'M40 64 Q6 66 2 46 Q22 62 46 62 Z', fill: tail }),
    svg('line', { x1: 56, y1: 76, x2: 51, y2: 98, class: 'tb-leg' }),
    svg('line', { x1: 64, y1: 76, x2: 69, y2: 98, class: 'tb-leg' }),
    svg('path', { d: 'M45 98 L57 98 M63 98 L75 98', class: 'tb-leg' }),
    // The gaff (tari) on the left leg.
    svg('line', { x1: 52, y1: 92, x2: 40, y2: 95, class: 'tb-gaff' }),
    svg('ellipse', { cx: 58, cy: 62, rx: 27, ry: 18, transform: 'rotate(-14 58 62)', fill: body }),
    svg('path', { d: 'M42 56 Q62 46 80 58 Q66 74 46 70 Z', fill: wing }),
    svg('path', { d: 'M66 54 Q70 32 80 22 L92 26 Q86 44 84 58 Z', fill: hackle }),
    svg('circle', { cx: 87, cy: 24, r: 8, fill: hackle }),
    svg('path', { d: 'M81 17 Q84 11 88 15 Q91 10 94 17 Z', class: 'tb-comb' }),
    svg('ellipse', { cx: 91, cy: 31, rx: 2.6, ry: 3.6, class: 'tb-comb' }),
    svg('path', { d: 'M94 22 L103 25.5 L94 28 Z', class: 'tb-beak' }),
    svg('circle', { cx: 89, cy: 22, r: 1.6, class: 'tb-eye' }),
  ];
  // Speckled and mixed birds carry light flecks over the body.
  if (feather === 'bulik' || feather === 'lasak') {
    for (const [cx, cy] of [
      [48, 58],
      [56, 66],
      [64, 56],
      [70, 64],
      [52, 70],
      [60, 60],
    ])
      parts.push(svg('circle', { cx, cy, r: 1.8, fill: hackle }));
  }
  const group = svg('g', mirrored ? { transform: 'translate(110 0) scale(-1 1)' } : {}, parts);
  return svg('svg', { viewBox: '0 0 110 104', class: 'tb-rooster', 'aria-hidden': 'true' }, [group]);
}

function sideButton(id, pays) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `tb-sabong-side tb-sabong-${id}`;
  button.dataset.spot = id;
  const name = text('', 'tb-label');
  const price = text(pays, 'tb-big-label');
  const per = text('', 'pays');
  button.append(text(t(`spot-${id}`), 'tb-side-title'), name, price, per);
  button.setAttribute('aria-label', `${t(`spot-${id}`)}, ${pays}`);
  return { button, name, price, per };
}

/** Puts a fight's names and prices on the Meron and Wala buttons. */
function priceButtons(info) {
  if (!sideButtons || !info) return;
  for (const side of ['meron', 'wala']) {
    const { button, name, price, per } = sideButtons[side];
    const payout = money(info.payout[side]);
    name.textContent = info[side].name;
    price.textContent = payout;
    per.textContent = t('sabong.per100');
    button.setAttribute('aria-label', t('sabong.sideName', { side: t(`spot-${side}`), name: info[side].name, payout }));
  }
}

export function layout(felt, { spots, info }) {
  const board = document.createElement('div');
  board.className = 'tb-board tb-sabong-board';
  board.setAttribute('role', 'group');
  board.setAttribute('aria-label', t('sabong.board'));
  const pays = new Map(spots.map((s) => [s.id, s.pays]));
  sideButtons = {};
  for (const side of ['meron', 'wala']) {
    if (!pays.has(side)) continue;
    sideButtons[side] = sideButton(side, pays.get(side));
    board.append(sideButtons[side].button);
  }
  if (pays.has('draw')) {
    const draw = document.createElement('button');
    draw.type = 'button';
    draw.className = 'tb-sabong-draw';
    draw.dataset.spot = 'draw';
    draw.setAttribute('aria-label', t('sabong.drawName'));
    draw.append(text(t('spot-draw'), 'tb-side-title'), text(pays.get('draw'), 'pays'));
    board.append(draw);
  }
  felt.replaceChildren(board);
  priceButtons(info);
}

function corner(side, cock, payout) {
  const box = document.createElement('div');
  box.className = `tb-fighter tb-fighter-${side}`;
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', `${t(`spot-${side}`)}: ${describeCock(cock)}`);
  box.append(
    rooster(cock.feather, side === 'wala'),
    text(t(`spot-${side}`), 'tb-side-title'),
    text(cock.name, 'tb-label'),
    text(`${t(`sabong.feather.${cock.feather}`)} · ${t('sabong.weight', { grams: grams(cock.weight) })}`, 'tb-pays'),
  );
  if (payout !== undefined) box.append(text(`${money(payout)} ${t('sabong.per100')}`, 'tb-price'));
  return box;
}

/** The fight card while bets are open: both cocks, their weights and what P100 on each returns. */
export function showInfo(stage, info) {
  if (!info) return;
  const card = document.createElement('div');
  card.className = 'tb-fight-card';
  card.setAttribute('role', 'group');
  card.setAttribute('aria-label', t('sabong.card'));
  card.append(corner('meron', info.meron, info.payout.meron), text(t('sabong.vs'), 'tb-vs'), corner('wala', info.wala, info.payout.wala));
  stage.replaceChildren(card);
  priceButtons(info);
}

export async function reveal(stage, outcome, info) {
  const pit = document.createElement('div');
  pit.className = 'tb-pit';
  pit.setAttribute('role', 'group');
  pit.setAttribute('aria-label', t('sabong.fight'));
  const meron = corner('meron', info.meron);
  const wala = corner('wala', info.wala);
  pit.append(meron, wala);
  const caption = document.createElement('p');
  caption.className = 'caption';
  stage.replaceChildren(pit, caption);

  const [left, right] = [meron.firstElementChild, wala.firstElementChild];
  if (!calm()) {
    // Rounds of circling and clashing in the air, quicker towards the end.
    for (let clash = 0; clash < 7; clash++) {
      const height = 18 + 10 * (clash % 3);
      const duration = 820 - 60 * clash;
      const jump = (dx) => [
        { transform: 'translate(0, 0)' },
        { transform: `translate(${dx}px, -${height}px) rotate(${dx > 0 ? -8 : 8}deg)` },
        { transform: 'translate(0, 0)' },
      ];
      await Promise.all([
        left.animate(jump(26), { duration, easing: 'ease-in-out' }).finished,
        right.animate(jump(-26), { duration, easing: 'ease-in-out' }).finished,
      ]);
      await sleep(120);
    }
  }
  const fallen = outcome.winner === 'draw' ? [meron, wala] : [outcome.winner === 'meron' ? wala : meron];
  for (const box of fallen) box.classList.add('tb-fighter-down');
  if (outcome.winner !== 'draw') (outcome.winner === 'meron' ? meron : wala).classList.add('tb-fighter-winner');
  caption.textContent = resultName(outcome, info);
  caption.className = `caption tb-call-${outcome.winner}`;
}

const HISTORY_COLOURS = { meron: 'hc-red', wala: 'hc-blue', draw: 'hc-green' };

export function historyCell(outcome) {
  const label = t(`spot-${outcome.winner}`).slice(0, 1);
  return { label, className: HISTORY_COLOURS[outcome.winner], name: resultName(outcome, null) };
}
