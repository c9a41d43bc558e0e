import { addTexts, api, clientSeed, explain, game, helpToggle, money, player, showBalance, t } from './common.js';

addTexts({
  en: {
    sea: 'Sea: tap a fish to shoot at it',
    seaHelp: 'Tap a fish to shoot at it. The left and right arrows turn the cannon; space or Enter fires.',
    roundWin: 'Round win',
    shotsLeft: 'Shots left',
    levelDown: 'Lower the cannon level',
    levelUp: 'Raise the cannon level',
    level: 'Cannon level {n}',
    fire: 'Fire',
    cashout: 'Cash out',
    help: 'How to play',
    fishTable: 'Fish and prizes',
    fish: 'Fish',
    chance: 'Catch chance',
    boss: 'boss',
    rules:
      'Every shot costs the cannon level\u2019s stake. A round buys {shots} shots with one bet ({total} at this level). A fish you catch pays its prize times the shot\u2019s stake. Cash out whenever you like: you get the round\u2019s wins plus the stake of every shot you did not fire. When a round\u2019s shots are used up the next one opens by itself; a round left alone for {idle} seconds is closed and paid the same way.',
    rtpText:
      'Published return: {rtp}. Every shot returns this on average, whatever it hits: a fish paying m times the stake is caught with a chance of {rtp} divided by m, so aiming at big fish is neither better nor worse.',
    fairText:
      'Provably fair: the server seed\u2019s hash is shown when a round opens, the seed itself when it closes. Shot number k is decided by HMAC-SHA256 keyed with the server seed over \u201cclient seed#k:0\u201d: its first 4 bytes as a number w (the next 4 when w falls in the uneven top of the range), caught when w modulo (m \u00d7 10,000) is below the return in hundredths of a percent.',
    caught: '{fish} caught: +{win}',
    roundOver: 'Round over: won {win}, {refund} back for unfired shots',
    reloading: 'Reloading\u2026',
    start: 'Tap the sea to start: {shots} shots for {total}',
    clientSeed: 'Client seed',
    walletLate: 'Your winnings are on their way: the balance updates shortly',
  },
  fil: {
    sea: 'Dagat: pindutin ang isda para barilin ito',
    seaHelp: 'Pindutin ang isda para barilin ito. Iniikot ng kaliwa at kanang arrow ang kanyon; pumuputok ito sa space o Enter.',
    roundWin: 'Panalo sa round',
    shotsLeft: 'Natitirang bala',
    levelDown: 'Ibaba ang lakas ng kanyon',
    levelUp: 'Itaas ang lakas ng kanyon',
    level: 'Lakas ng kanyon {n}',
    fire: 'Paputukin',
    cashout: 'Mag-cash out',
    help: 'Paano maglaro',
    fishTable: 'Mga isda at premyo',
    fish: 'Isda',
    chance: 'Tsansang mahuli',
    boss: 'boss',
    rules:
      'Bawat putok ay nagkakahalaga ng taya ng lakas ng kanyon. Ang isang round ay bumibili ng {shots} bala sa isang taya ({total} sa lakas na ito). Ang isdang mahuli mo ay nagbabayad ng premyo nito na pinarami sa taya ng putok. Mag-cash out kahit kailan: makukuha mo ang panalo ng round at ang taya ng bawat balang hindi mo naiputok. Kapag naubos ang bala ng round, kusang nagbubukas ang susunod; ang round na iniwan nang {idle} segundo ay isinasara at binabayaran sa parehong paraan.',
    rtpText:
      'Inilathalang balik: {rtp}. Ito ang karaniwang balik ng bawat putok, anuman ang tamaan: ang isdang nagbabayad ng m beses ng taya ay nahuhuli sa tsansang {rtp} na hinati sa m, kaya walang lamang o lugi ang pagpuntirya sa malalaking isda.',
    fairText:
      'Patas at mapapatunayan: ipinapakita ang hash ng server seed pagbukas ng round, at ang seed mismo pagsara nito. Ang putok bilang k ay pinagpapasyahan ng HMAC-SHA256 na may susing server seed sa \u201cclient seed#k:0\u201d: ang unang 4 na byte bilang numerong w (ang susunod na 4 kapag nasa hindi pantay na dulo ng saklaw ang w), at huli kapag ang w modulo (m \u00d7 10,000) ay mas mababa sa balik sa ikasandaan ng porsiyento.',
    caught: 'Nahuli ang {fish}: +{win}',
    roundOver: 'Tapos ang round: nanalo ng {win}, ibinalik ang {refund} para sa mga balang hindi naiputok',
    reloading: 'Nagkakarga\u2026',
    start: 'Pindutin ang dagat para magsimula: {shots} bala sa halagang {total}',
    clientSeed: 'Client seed',
    walletLate: 'Parating na ang iyong panalo: maa-update ang balanse maya-maya',
  },
});

const el = (id) => document.getElementById(id);
const ui = {
  title: el('title'),
  balance: el('balance'),
  canvas: el('sea'),
  roundWin: el('round-win'),
  shotsLeft: el('shots-left'),
  message: el('message'),
  levelDown: el('level-down'),
  levelUp: el('level-up'),
  levelName: el('level-name'),
  stake: el('stake'),
  fire: el('fire'),
  cashout: el('cashout'),
  hash: el('hash'),
  seed: el('seed'),
  helpToggle: el('help-toggle'),
  help: el('help'),
};
const lang = document.documentElement.lang === 'fil' ? 'fil' : 'en';
const motion = matchMedia('(prefers-reduced-motion: reduce)');
const percent = (x, digits = 2) => `${(x * 100).toFixed(digits)}%`;

const info = await api(`/api/games/${game}`).catch(() => null);
if (!info) {
  ui.message.textContent = t('failed');
  throw new Error('no game');
}
ui.title.textContent = info.name;
document.title = info.name;
const levels = info.betLevels;
let level = 0;
const speciesById = new Map(info.species.map((s) => [s.id, s]));
const nameOf = (species) => species.name[lang];
showBalance(ui.balance).catch(() => (ui.message.textContent = t('failed')));

// ---- Drawing the sea's creatures with canvas paths, each facing +x around its centre. ----

const TAU = Math.PI * 2;

function eye(g, x, y, r) {
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(x, y, r, 0, TAU);
  g.fill();
  g.fillStyle = '#111';
  g.beginPath();
  g.arc(x + r * 0.2, y, r * 0.55, 0, TAU);
  g.fill();
}

function ellipse(g, x, y, rx, ry, colour, rotation = 0) {
  g.fillStyle = colour;
  g.beginPath();
  g.ellipse(x, y, rx, ry, rotation, 0, TAU);
  g.fill();
}

const TALL = new Set(['angelfish', 'tang', 'arowana']);
const BANDED = new Set(['clownfish', 'angelfish']);
const SPOTTED = new Set(['lapulapu', 'butanding']);

function fishBody(g, L, c, id, wig) {
  const h = L * (TALL.has(id) ? 0.5 : 0.34);
  g.save();
  g.translate(-L * 0.36, 0);
  g.rotate(wig);
  g.fillStyle = c[1];
  g.beginPath();
  g.moveTo(0, 0);
  g.lineTo(-L * 0.22, -h * 0.6);
  g.lineTo(-L * 0.15, 0);
  g.lineTo(-L * 0.22, h * 0.6);
  g.closePath();
  g.fill();
  g.restore();
  g.fillStyle = c[1];
  g.beginPath();
  g.moveTo(-L * 0.18, -h * 0.4);
  g.quadraticCurveTo(-L * 0.02, -h * (TALL.has(id) ? 1.2 : 0.95), L * 0.14, -h * 0.42);
  g.closePath();
  g.fill();
  ellipse(g, 0, 0, L * 0.42, h / 2, c[0]);
  g.save();
  g.beginPath();
  g.ellipse(0, 0, L * 0.42, h / 2, 0, 0, TAU);
  g.clip();
  if (BANDED.has(id)) {
    g.fillStyle = c[2];
    for (const x of [0.22, -0.02, -0.26]) g.fillRect(L * x - L * 0.04, -h, L * 0.08, h * 2);
  } else if (SPOTTED.has(id)) {
    g.fillStyle = c[2];
    for (let i = 0; i < 9; i++) ellipse(g, L * (-0.3 + (i % 5) * 0.13), h * (i < 5 ? -0.15 : 0.15), L * 0.025, L * 0.025, c[2]);
  } else {
    g.globalAlpha = 0.6;
    ellipse(g, L * 0.02, h * 0.28, L * 0.36, h * 0.24, c[2]);
    g.globalAlpha = 1;
  }
  g.restore();
  eye(g, L * 0.26, -h * 0.1, Math.max(2, L * 0.045));
}

function puffer(g, L, c) {
  const r = L * 0.34;
  g.strokeStyle = c[1];
  g.lineWidth = Math.max(1, L * 0.02);
  g.beginPath();
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * TAU;
    g.moveTo(Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.9);
    g.lineTo(Math.cos(a) * r * 1.25, Math.sin(a) * r * 1.25);
  }
  g.stroke();
  g.fillStyle = c[1];
  g.beginPath();
  g.moveTo(-r * 0.9, 0);
  g.lineTo(-r * 1.4, -r * 0.4);
  g.lineTo(-r * 1.4, r * 0.4);
  g.closePath();
  g.fill();
  ellipse(g, 0, 0, r, r, c[0]);
  ellipse(g, r * 0.05, r * 0.4, r * 0.75, r * 0.45, c[2]);
  eye(g, r * 0.45, -r * 0.25, r * 0.2);
  ellipse(g, r * 0.95, r * 0.12, r * 0.1, r * 0.08, c[1]);
}

function squid(g, L, c, time) {
  g.strokeStyle = c[1];
  g.lineWidth = Math.max(1.5, L * 0.03);
  g.lineCap = 'round';
  for (let i = 0; i < 6; i++) {
    const y = (i - 2.5) * L * 0.035;
    g.beginPath();
    g.moveTo(-L * 0.16, y);
    g.quadraticCurveTo(-L * 0.34, y + Math.sin(time * 5 + i) * L * 0.05, -L * (0.5 + (i % 2) * 0.08), y * 1.8);
    g.stroke();
  }
  ellipse(g, -L * 0.12, 0, L * 0.09, L * 0.08, c[0]);
  g.fillStyle = c[1];
  g.beginPath();
  g.moveTo(L * 0.48, 0);
  g.lineTo(L * 0.3, -L * 0.16);
  g.lineTo(L * 0.3, L * 0.16);
  g.closePath();
  g.fill();
  ellipse(g, L * 0.14, 0, L * 0.3, L * 0.11, c[0]);
  ellipse(g, L * 0.18, -L * 0.03, L * 0.2, L * 0.04, c[2]);
  eye(g, -L * 0.1, -L * 0.035, Math.max(2, L * 0.035));
}

function crab(g, L, c, time) {
  g.strokeStyle = c[1];
  g.lineWidth = Math.max(1.5, L * 0.035);
  g.lineCap = 'round';
  const step = Math.sin(time * 8) * L * 0.03;
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      g.beginPath();
      g.moveTo(side * L * 0.2, L * (0.02 + i * 0.06));
      g.lineTo(side * L * 0.38, L * (0.06 + i * 0.08) + (i % 2 ? step : -step));
      g.lineTo(side * L * 0.44, L * (0.2 + i * 0.06));
      g.stroke();
    }
    g.beginPath();
    g.moveTo(side * L * 0.16, -L * 0.08);
    g.lineTo(side * L * 0.3, -L * 0.24);
    g.stroke();
    ellipse(g, side * L * 0.33, -L * 0.3, L * 0.1, L * 0.08, c[0], side * 0.5);
    g.fillStyle = c[1];
    g.beginPath();
    g.moveTo(side * L * 0.3, -L * 0.34);
    g.lineTo(side * L * 0.42, -L * 0.42);
    g.lineTo(side * L * 0.38, -L * 0.3);
    g.closePath();
    g.fill();
  }
  ellipse(g, 0, 0, L * 0.3, L * 0.2, c[0]);
  ellipse(g, 0, -L * 0.04, L * 0.2, L * 0.09, c[2]);
  for (const side of [-1, 1]) {
    g.beginPath();
    g.moveTo(side * L * 0.07, -L * 0.15);
    g.lineTo(side * L * 0.09, -L * 0.24);
    g.stroke();
    eye(g, side * L * 0.09, -L * 0.26, Math.max(2, L * 0.035));
  }
}

function jelly(g, L, c, time) {
  g.strokeStyle = c[1];
  g.lineWidth = Math.max(1, L * 0.02);
  for (let i = 0; i < 5; i++) {
    const x = (i - 2) * L * 0.1;
    g.beginPath();
    g.moveTo(x, 0);
    g.bezierCurveTo(x + Math.sin(time * 3 + i) * L * 0.08, L * 0.2, x - Math.sin(time * 3 + i) * L * 0.08, L * 0.35, x, L * 0.5);
    g.stroke();
  }
  g.globalAlpha = 0.85;
  g.fillStyle = c[0];
  g.beginPath();
  g.ellipse(0, 0, L * 0.3, L * 0.28, 0, Math.PI, TAU);
  for (let i = 0; i <= 6; i++) g.lineTo(L * 0.3 - (i / 6) * L * 0.6, i % 2 ? L * 0.05 : 0);
  g.closePath();
  g.fill();
  g.globalAlpha = 1;
  ellipse(g, -L * 0.08, -L * 0.14, L * 0.1, L * 0.05, c[2], -0.4);
}

function turtle(g, L, c, time) {
  const flap = Math.sin(time * 3) * 0.35;
  for (const side of [-1, 1]) {
    ellipse(g, L * 0.14, side * L * 0.22, L * 0.17, L * 0.06, c[2], side * (0.6 + flap));
    ellipse(g, -L * 0.22, side * L * 0.16, L * 0.08, L * 0.04, c[2], side * -0.6);
  }
  ellipse(g, L * 0.36, 0, L * 0.1, L * 0.08, c[2]);
  ellipse(g, 0, 0, L * 0.3, L * 0.23, c[0]);
  g.strokeStyle = c[1];
  g.lineWidth = Math.max(1, L * 0.02);
  g.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * TAU;
    const x = Math.cos(a) * L * 0.12;
    const y = Math.sin(a) * L * 0.09;
    if (i === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
    g.moveTo(x, y);
    g.lineTo(Math.cos(a) * L * 0.27, Math.sin(a) * L * 0.2);
    g.moveTo(x, y);
  }
  g.stroke();
  eye(g, L * 0.4, -L * 0.035, Math.max(1.5, L * 0.025));
}

function ray(g, L, c, time) {
  const flap = 1 - 0.18 * Math.sin(time * 3);
  g.strokeStyle = c[1];
  g.lineWidth = Math.max(1, L * 0.02);
  g.beginPath();
  g.moveTo(-L * 0.25, 0);
  g.lineTo(-L * 0.7, Math.sin(time * 2) * L * 0.04);
  g.stroke();
  g.fillStyle = c[0];
  g.beginPath();
  g.moveTo(L * 0.3, 0);
  g.quadraticCurveTo(L * 0.1, -L * 0.45 * flap, -L * 0.08, -L * 0.46 * flap);
  g.quadraticCurveTo(-L * 0.12, -L * 0.15, -L * 0.28, 0);
  g.quadraticCurveTo(-L * 0.12, L * 0.15, -L * 0.08, L * 0.46 * flap);
  g.quadraticCurveTo(L * 0.1, L * 0.45 * flap, L * 0.3, 0);
  g.fill();
  for (const side of [-1, 1]) ellipse(g, L * 0.32, side * L * 0.06, L * 0.05, L * 0.02, c[1], side * 0.4);
  ellipse(g, L * 0.05, -L * 0.12, L * 0.08, L * 0.04, c[2]);
  ellipse(g, L * 0.05, L * 0.12, L * 0.08, L * 0.04, c[2]);
  eye(g, L * 0.2, -L * 0.07, Math.max(1.5, L * 0.025));
}

function sword(g, L, c, wig) {
  const h = L * 0.2;
  g.fillStyle = c[1];
  g.beginPath();
  g.moveTo(L * 0.26, -h * 0.1);
  g.lineTo(L * 0.62, 0);
  g.lineTo(L * 0.26, h * 0.1);
  g.closePath();
  g.fill();
  g.beginPath();
  g.moveTo(-L * 0.2, -h * 0.4);
  g.lineTo(L * 0.02, -h * 1.7);
  g.lineTo(L * 0.1, -h * 0.4);
  g.closePath();
  g.fill();
  g.save();
  g.translate(-L * 0.36, 0);
  g.rotate(wig);
  g.beginPath();
  g.moveTo(0, 0);
  g.quadraticCurveTo(-L * 0.1, -h * 0.3, -L * 0.16, -h * 1.2);
  g.quadraticCurveTo(-L * 0.06, -h * 0.2, -L * 0.06, 0);
  g.quadraticCurveTo(-L * 0.06, h * 0.2, -L * 0.16, h * 1.2);
  g.quadraticCurveTo(-L * 0.1, h * 0.3, 0, 0);
  g.fill();
  g.restore();
  ellipse(g, -L * 0.04, 0, L * 0.34, h / 2, c[0]);
  ellipse(g, -L * 0.04, h * 0.14, L * 0.28, h * 0.2, c[2]);
  eye(g, L * 0.18, -h * 0.1, Math.max(2, L * 0.03));
}

function octopus(g, L, c, time) {
  g.strokeStyle = c[0];
  g.lineCap = 'round';
  g.lineWidth = Math.max(2, L * 0.05);
  for (let i = 0; i < 8; i++) {
    const x = (i - 3.5) * L * 0.055;
    const sway = Math.sin(time * 3 + i) * L * 0.08;
    g.beginPath();
    g.moveTo(x, L * 0.05);
    g.bezierCurveTo(x * 1.6, L * 0.2, x * 2.4 + sway, L * 0.3, x * 2 - sway, L * 0.45);
    g.stroke();
  }
  ellipse(g, 0, -L * 0.12, L * 0.22, L * 0.25, c[0]);
  ellipse(g, -L * 0.06, -L * 0.22, L * 0.07, L * 0.1, c[2], -0.3);
  for (const side of [-1, 1]) eye(g, side * L * 0.08, -L * 0.02, Math.max(2, L * 0.04));
}

function shark(g, L, c, id, wig) {
  g.fillStyle = c[1];
  g.beginPath();
  g.moveTo(L * 0.04, -L * 0.1);
  g.lineTo(-L * 0.08, -L * 0.3);
  g.lineTo(-L * 0.16, -L * 0.09);
  g.closePath();
  g.fill();
  g.save();
  g.translate(-L * 0.36, 0);
  g.rotate(wig);
  g.beginPath();
  g.moveTo(0, -L * 0.02);
  g.lineTo(-L * 0.18, -L * 0.22);
  g.lineTo(-L * 0.1, 0);
  g.lineTo(-L * 0.14, L * 0.13);
  g.lineTo(0, L * 0.03);
  g.closePath();
  g.fill();
  g.restore();
  g.fillStyle = c[0];
  g.beginPath();
  g.moveTo(L * 0.5, L * 0.02);
  g.bezierCurveTo(L * 0.35, -L * 0.16, -L * 0.1, -L * 0.14, -L * 0.38, -L * 0.02);
  g.lineTo(-L * 0.38, L * 0.03);
  g.bezierCurveTo(-L * 0.1, L * 0.12, L * 0.3, L * 0.12, L * 0.5, L * 0.02);
  g.fill();
  g.fillStyle = c[2];
  g.beginPath();
  g.moveTo(L * 0.46, L * 0.04);
  g.bezierCurveTo(L * 0.3, L * 0.11, -L * 0.05, L * 0.1, -L * 0.3, L * 0.03);
  g.bezierCurveTo(-L * 0.05, L * 0.05, L * 0.3, L * 0.05, L * 0.46, L * 0.04);
  g.fill();
  g.fillStyle = c[1];
  g.beginPath();
  g.moveTo(L * 0.12, L * 0.07);
  g.lineTo(-L * 0.04, L * 0.22);
  g.lineTo(L * 0.02, L * 0.07);
  g.closePath();
  g.fill();
  g.strokeStyle = c[1];
  g.lineWidth = Math.max(1, L * 0.008);
  for (let i = 0; i < 3; i++) {
    g.beginPath();
    g.moveTo(L * (0.22 + i * 0.03), -L * 0.04);
    g.lineTo(L * (0.2 + i * 0.03), L * 0.05);
    g.stroke();
  }
  if (id === 'martilyo') {
    ellipse(g, L * 0.48, 0, L * 0.05, L * 0.15, c[0]);
    for (const side of [-1, 1]) eye(g, L * 0.48, side * L * 0.13, Math.max(1.5, L * 0.022));
  } else {
    eye(g, L * 0.36, -L * 0.03, Math.max(1.5, L * 0.022));
  }
}

function whale(g, L, c, id, wig) {
  g.save();
  g.translate(-L * 0.38, 0);
  g.rotate(wig * 0.6);
  g.fillStyle = c[1];
  g.beginPath();
  g.moveTo(L * 0.04, 0);
  g.quadraticCurveTo(-L * 0.06, -L * 0.05, -L * 0.14, -L * 0.16);
  g.quadraticCurveTo(-L * 0.08, 0, -L * 0.14, L * 0.16);
  g.quadraticCurveTo(-L * 0.06, L * 0.05, L * 0.04, 0);
  g.fill();
  g.restore();
  g.fillStyle = c[0];
  g.beginPath();
  g.moveTo(L * 0.48, L * 0.02);
  g.bezierCurveTo(L * 0.46, -L * 0.2, -L * 0.15, -L * 0.2, -L * 0.4, -L * 0.02);
  g.lineTo(-L * 0.4, L * 0.02);
  g.bezierCurveTo(-L * 0.1, L * 0.18, L * 0.4, L * 0.18, L * 0.48, L * 0.02);
  g.fill();
  g.save();
  g.clip();
  if (id === 'butanding') {
    for (let i = 0; i < 14; i++) ellipse(g, L * (-0.3 + (i % 7) * 0.1), L * (i < 7 ? -0.08 : -0.01), L * 0.018, L * 0.018, c[2]);
  } else {
    ellipse(g, L * 0.1, L * 0.13, L * 0.4, L * 0.07, c[2]);
  }
  g.restore();
  ellipse(g, L * 0.05, L * 0.1, L * 0.09, L * 0.03, c[1], 0.5);
  eye(g, L * 0.32, L * 0.02, Math.max(1.5, L * 0.02));
}

function dragon(g, L, c, time) {
  const points = Array.from({ length: 12 }, (_, i) => {
    const x = L * (0.32 - i * 0.075);
    return [x, Math.sin(time * 4 - i * 0.7) * L * 0.07];
  });
  for (let i = points.length - 1; i >= 0; i--) {
    const [x, y] = points[i];
    const r = L * (0.075 - i * 0.004);
    ellipse(g, x, y, r, r, c[0]);
    g.fillStyle = c[2];
    g.beginPath();
    g.moveTo(x - r * 0.6, y - r * 0.8);
    g.lineTo(x, y - r * 1.7);
    g.lineTo(x + r * 0.6, y - r * 0.8);
    g.closePath();
    g.fill();
  }
  const [hx, hy] = points[0];
  ellipse(g, hx + L * 0.1, hy, L * 0.12, L * 0.08, c[0]);
  ellipse(g, hx + L * 0.12, hy + L * 0.03, L * 0.08, L * 0.03, c[1]);
  g.strokeStyle = c[2];
  g.lineWidth = Math.max(1.5, L * 0.015);
  g.beginPath();
  g.moveTo(hx + L * 0.04, hy - L * 0.05);
  g.lineTo(hx - L * 0.06, hy - L * 0.16);
  g.moveTo(hx + L * 0.1, hy - L * 0.06);
  g.lineTo(hx + L * 0.02, hy - L * 0.18);
  g.moveTo(hx + L * 0.2, hy + L * 0.02);
  g.quadraticCurveTo(hx + L * 0.26, hy + L * 0.12, hx + L * 0.16, hy + L * 0.16);
  g.stroke();
  eye(g, hx + L * 0.13, hy - L * 0.03, Math.max(2, L * 0.025));
}

function crown(g, L) {
  const w = L * 0.12;
  g.fillStyle = '#ffd54a';
  g.strokeStyle = '#8a5a00';
  g.lineWidth = 1;
  g.beginPath();
  g.moveTo(-w, -L * 0.3);
  g.lineTo(-w, -L * 0.4);
  g.lineTo(-w / 2, -L * 0.34);
  g.lineTo(0, -L * 0.43);
  g.lineTo(w / 2, -L * 0.34);
  g.lineTo(w, -L * 0.4);
  g.lineTo(w, -L * 0.3);
  g.closePath();
  g.fill();
  g.stroke();
}

/** Creatures seen from above or upright: they do not turn round with their direction. */
const UPRIGHT = new Set(['crab', 'jelly', 'octopus']);

/** Draws a species `L` pixels long at the current origin. */
function drawSpecies(g, species, L, time, still) {
  const c = species.colours;
  const wig = still ? 0 : Math.sin(time * 9) * 0.25;
  const clock = still ? 0 : time;
  if (species.boss) {
    g.shadowColor = '#ffd54a';
    g.shadowBlur = L * 0.15;
  }
  switch (species.shape) {
    case 'puffer':
      puffer(g, L, c);
      break;
    case 'squid':
      squid(g, L, c, clock);
      break;
    case 'crab':
      crab(g, L, c, clock);
      break;
    case 'jelly':
      jelly(g, L, c, clock);
      break;
    case 'turtle':
      turtle(g, L, c, clock);
      break;
    case 'ray':
      ray(g, L, c, clock);
      break;
    case 'sword':
      sword(g, L, c, wig);
      break;
    case 'octopus':
      octopus(g, L, c, clock);
      break;
    case 'shark':
      shark(g, L, c, species.id, wig);
      break;
    case 'whale':
      whale(g, L, c, species.id, wig);
      break;
    case 'dragon':
      dragon(g, L, c, clock);
      break;
    default:
      fishBody(g, L, c, species.id, wig);
  }
  g.shadowBlur = 0;
  if (species.boss) crown(g, L);
}

// ---- The sea: fish swim through for the show; the server alone decides what a shot catches. ----

const g = ui.canvas.getContext('2d');
let W = 360;
let H = 450;
let scale = 1;
let water = null;

function resize() {
  const box = ui.canvas.getBoundingClientRect();
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  W = Math.max(1, box.width);
  H = Math.max(1, box.height);
  ui.canvas.width = Math.round(W * dpr);
  ui.canvas.height = Math.round(H * dpr);
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  scale = Math.min(1.15, Math.max(0.75, W / 400));
  water = g.createLinearGradient(0, 0, 0, H);
  water.addColorStop(0, info.water[0]);
  water.addColorStop(1, info.water[1]);
}
window.addEventListener('resize', resize);
resize();

const lengthOf = (species) => (30 + 14 * Math.log2(species.multiplier)) * (species.boss ? 1.3 : 1) * scale;
/** How the show picks the next fish to swim in: small ones often, the boss now and then (money does not depend on it). */
const everyday = info.species.filter((s) => !s.boss);
const boss = info.species.find((s) => s.boss);
const showWeights = everyday.map((s) => 1 / Math.sqrt(s.multiplier));
const showTotal = showWeights.reduce((a, b) => a + b, 0);

let fishes = [];
let bullets = [];
let effects = [];
let bubbles = Array.from({ length: 14 }, () => ({
  x: Math.random(),
  y: Math.random(),
  r: 1 + Math.random() * 3,
  v: 0.03 + Math.random() * 0.05,
}));
let lastBossAt = -20;
let aim = -Math.PI / 2;

function spawn(time) {
  let species;
  if (boss && time - lastBossAt > 25 && !fishes.some((f) => f.species.boss) && Math.random() < 0.2) {
    species = boss;
    lastBossAt = time;
  } else {
    let roll = Math.random() * showTotal;
    species = everyday.find((_, i) => (roll -= showWeights[i]) < 0) ?? everyday[0];
  }
  const L = lengthOf(species);
  const dir = Math.random() < 0.5 ? 1 : -1;
  const speed = ((45 + Math.random() * 55) / (1 + Math.log2(species.multiplier) * 0.12)) * scale;
  fishes.push({
    species,
    L,
    x: dir > 0 ? -L : W + L,
    baseY: H * (0.14 + Math.random() * 0.58),
    y: 0,
    vx: dir * speed,
    phase: Math.random() * TAU,
    flash: 0,
    caughtAt: null,
  });
}

const hitRadii = (f) =>
  UPRIGHT.has(f.species.shape) || f.species.shape === 'puffer' || f.species.shape === 'turtle'
    ? [f.L * 0.34, f.L * 0.34]
    : f.species.shape === 'ray'
      ? [f.L * 0.32, f.L * 0.4]
      : [f.L * 0.44, f.L * 0.18];

function fishAt(x, y) {
  for (let i = fishes.length - 1; i >= 0; i--) {
    const f = fishes[i];
    if (f.caughtAt !== null) continue;
    const [rx, ry] = hitRadii(f);
    if (((x - f.x) / rx) ** 2 + ((y - f.y) / ry) ** 2 <= 1) return f;
  }
  return null;
}

const cannon = () => ({ x: W / 2, y: H - 30 });

function update(dt, time) {
  const still = motion.matches;
  const target = 8 + Math.floor(W / 90);
  if (fishes.length < target && Math.random() < dt * 2.5) spawn(time);
  for (const f of fishes) {
    if (f.caughtAt === null) f.x += f.vx * dt * (still ? 0.4 : 1);
    f.y = f.baseY + (still ? 0 : Math.sin(time * 1.5 + f.phase) * 10 * scale);
    f.flash = Math.max(0, f.flash - dt);
  }
  fishes = fishes.filter((f) => (f.caughtAt === null ? f.x > -f.L * 1.5 && f.x < W + f.L * 1.5 : time - f.caughtAt < 1));
  for (const b of bullets) {
    // Two half steps, so a fast bullet cannot pass through a small fish between frames.
    for (let step = 0; step < 2 && !b.done; step++) {
      b.x += (b.vx * dt) / 2;
      b.y += (b.vy * dt) / 2;
      if (b.x < 4 || b.x > W - 4) b.vx = -b.vx;
      if (b.y < 4) b.vy = -b.vy;
      const hit = fishAt(b.x, b.y);
      if (hit) {
        b.done = true;
        hit.flash = 0.12;
        effects.push({ kind: 'net', x: b.x, y: b.y, at: time });
        hitFish(b, hit);
      }
    }
    b.age += dt;
    if (!b.done && (b.age > 4 || b.y > H + 10)) {
      b.done = true;
      unfire(b);
    }
  }
  bullets = bullets.filter((b) => !b.done);
  effects = effects.filter((e) => time - e.at < (e.kind === 'coin' ? 1.4 : 0.35));
  if (!still) for (const b of bubbles) b.y = b.y - b.v * dt < 0 ? 1 : b.y - b.v * dt;
}

function render(time) {
  const still = motion.matches;
  g.fillStyle = water;
  g.fillRect(0, 0, W, H);
  g.fillStyle = '#ffffff0d';
  for (let i = 0; i < 4; i++) {
    g.beginPath();
    g.moveTo(W * (0.1 + i * 0.25), 0);
    g.lineTo(W * (0.2 + i * 0.25), 0);
    g.lineTo(W * (0.05 + i * 0.22), H);
    g.lineTo(W * (-0.05 + i * 0.22), H);
    g.closePath();
    g.fill();
  }
  g.fillStyle = '#ffffff33';
  for (const b of bubbles) {
    g.beginPath();
    g.arc(b.x * W, b.y * H, b.r, 0, TAU);
    g.fill();
  }
  for (const f of fishes) {
    g.save();
    g.translate(f.x, f.y);
    if (f.caughtAt !== null) {
      const k = time - f.caughtAt;
      g.globalAlpha = Math.max(0, 1 - k);
      if (!still) g.rotate(k * 8);
    }
    if (f.vx < 0 && !UPRIGHT.has(f.species.shape)) g.scale(-1, 1);
    drawSpecies(g, f.species, f.L, time + f.phase, still);
    if (f.flash > 0) {
      const [rx, ry] = hitRadii(f);
      ellipse(g, 0, 0, rx, ry, '#ffffff66');
    }
    g.restore();
  }
  for (const b of bullets) {
    ellipse(g, b.x, b.y, 4 + level, 4 + level, '#ffd54a');
    ellipse(g, b.x, b.y, 2, 2, '#fff');
  }
  for (const e of effects) {
    const k = time - e.at;
    if (e.kind === 'net') {
      const r = (still ? 18 : 8 + k * 60) * scale;
      g.strokeStyle = `rgba(255,255,255,${1 - k / 0.35})`;
      g.lineWidth = 1.5;
      g.beginPath();
      g.arc(e.x, e.y, r, 0, TAU);
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI;
        g.moveTo(e.x + Math.cos(a) * r, e.y + Math.sin(a) * r);
        g.lineTo(e.x - Math.cos(a) * r, e.y - Math.sin(a) * r);
      }
      g.stroke();
    } else {
      g.globalAlpha = Math.max(0, 1 - k / 1.4);
      g.font = `800 ${Math.round((e.big ? 26 : 18) * scale)}px system-ui, sans-serif`;
      g.textAlign = 'center';
      g.lineWidth = 4;
      g.strokeStyle = '#3a2300';
      const y = e.y - (still ? 0 : k * 40);
      g.strokeText(e.text, e.x, y);
      g.fillStyle = '#ffd54a';
      g.fillText(e.text, e.x, y);
      g.globalAlpha = 1;
    }
  }
  const { x, y } = cannon();
  g.save();
  g.translate(x, y);
  g.rotate(aim + Math.PI / 2);
  g.fillStyle = '#c98a00';
  g.fillRect(-(5 + level * 2), -(36 + level * 3), 10 + level * 4, 36 + level * 3);
  g.fillStyle = '#ffd54a';
  g.fillRect(-(3 + level), -(36 + level * 3), 6 + level * 2, 6);
  g.restore();
  ellipse(g, x, y + 6, 30, 22, '#2b2f3a');
  ellipse(g, x, y + 4, 22, 16, '#ffd54a');
  g.fillStyle = '#111';
  g.font = '800 13px system-ui, sans-serif';
  g.textAlign = 'center';
  g.fillText(String(level + 1), x, y + 8);
}

let lastFrame = performance.now();
function frame(now) {
  const dt = Math.min(0.05, (now - lastFrame) / 1000);
  lastFrame = now;
  update(dt, now / 1000);
  render(now / 1000);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);

// ---- Rounds: one bet buys a batch of shots; hits go to the server in small batches; one win closes it. ----

/** The open round: its id, batch, stake, the next shot number and numbers handed back by bullets that hit nothing. */
let round = null;
let opening = null;
let queue = [];
let sending = null;
let pausedUntil = 0;
const hitFishOf = new Map();

/** The round's shots not yet fired (bullets that hit nothing give theirs back); without a round, what the next tap buys. */
function shotsLeft() {
  return round ? round.shots - (round.next - 1) + round.free.length : info.batchSize;
}

function showRound() {
  ui.shotsLeft.textContent = String(shotsLeft());
  if (round) ui.roundWin.textContent = money(round.win);
  ui.cashout.disabled = !round || Boolean(round.closing);
  ui.levelName.textContent = t('level', { n: level + 1 });
  ui.stake.textContent = money(levels[level]);
  ui.levelDown.disabled = level === 0 || Boolean(opening);
  ui.levelUp.disabled = level === levels.length - 1 || Boolean(opening);
}

function showRules() {
  el('rules').textContent = t('rules', {
    shots: info.batchSize,
    total: money(info.batchSize * levels[level]),
    idle: info.idleSeconds,
  });
}

async function openRound() {
  opening = api('/api/fish/open', { ...player, game, shotStake: levels[level], shots: info.batchSize, clientSeed: clientSeed() });
  showRound();
  try {
    const r = await opening;
    round = { id: r.roundId, shots: r.shots, next: 1, free: [], win: 0, lastShotAt: performance.now(), closing: null };
    ui.balance.textContent = money(r.balance);
    ui.hash.textContent = `${t('hash')}: ${r.serverSeedHash}`;
    ui.seed.textContent = '';
    ui.message.textContent = '';
  } catch (error) {
    ui.message.textContent = explain(error);
  } finally {
    opening = null;
    showRound();
  }
}

let lastShot = 0;

async function fire(x, y) {
  aim = Math.max(-Math.PI + 0.15, Math.min(-0.15, Math.atan2(y - cannon().y, x - cannon().x)));
  const now = performance.now();
  if (now - lastShot < 110 || opening) return;
  lastShot = now;
  if (!round) await openRound();
  if (!round || round.closing) return;
  const shotNo = round.free.pop() ?? (round.next <= round.shots ? round.next++ : null);
  if (shotNo === null) {
    ui.message.textContent = t('reloading');
    return;
  }
  const speed = (motion.matches ? 1400 : 700) * scale;
  const { x: cx, y: cy } = cannon();
  bullets.push({ x: cx, y: cy - 30, vx: Math.cos(aim) * speed, vy: Math.sin(aim) * speed, shotNo, round: round.id, age: 0, done: false });
  round.lastShotAt = now;
  showRound();
}

function hitFish(bullet, fish) {
  if (!round || bullet.round !== round.id) return;
  hitFishOf.set(bullet.shotNo, fish);
  queue.push({ fishId: fish.species.id, shotNo: bullet.shotNo });
}

/** A bullet that hit nothing was never a shot: its number goes back to the round, and is refunded if never used. */
function unfire(bullet) {
  if (round && bullet.round === round.id) round.free.push(bullet.shotNo);
  showRound();
}

function catchFish(fish, result) {
  const species = speciesById.get(result.fishId);
  if (fish && fish.caughtAt === null) {
    fish.caughtAt = performance.now() / 1000;
    effects.push({ kind: 'coin', x: fish.x, y: fish.y, at: fish.caughtAt, text: `+${money(result.win)}`, big: species.multiplier >= 20 });
  }
  ui.message.textContent = t('caught', { fish: nameOf(species), win: money(result.win) });
}

function closed(result) {
  round = null;
  queue = [];
  hitFishOf.clear();
  bullets = [];
  ui.balance.textContent = money(result.balance);
  ui.roundWin.textContent = money(result.roundWin);
  ui.seed.textContent = `${t('seed')}: ${result.serverSeed} \u00b7 ${t('clientSeed')}: ${result.clientSeed}`;
  ui.message.textContent = t('roundOver', { win: money(result.roundWin), refund: money(result.refund) });
  showRound();
}

/**
 * Sends what was hit, at most a batch per call and one call at a time: a few calls a second
 * whatever the tapping, under the vendor's per-token rate.
 */
function flush() {
  if (sending || !round || queue.length === 0 || performance.now() < pausedUntil) return sending;
  sending = send(round).finally(() => {
    sending = null;
    showRound();
  });
  // What the answer calls for next (closing the round) runs once this call is done.
  sending.then((next) => next?.());
  return sending;
}
setInterval(flush, 250);

async function send(current) {
  const shots = queue.splice(0, info.maxShotsPerCall);
  try {
    const answer = await api('/api/fish/shoot', { user: player.user, token: player.token, roundId: current.id, shots });
    for (const result of answer.results) {
      if (result.caught) catchFish(hitFishOf.get(result.shotNo), result);
      hitFishOf.delete(result.shotNo);
    }
    current.win = answer.roundWin;
    if (answer.closed) closed(answer.closed);
    // The batch is used up but its payment is still on the way: asking for the round's figures settles it.
    else if (answer.shotsLeft === 0) return cashout;
  } catch (error) {
    if (error.error === 'ROUND_CLOSED' || error.error === 'ROUND_NOT_FOUND') {
      // Closed while away (idle): these hits were never shots; what was paid is read back.
      queue = [];
      return cashout;
    }
    if (error.error === 'UNKNOWN_FISH' || error.error === 'BAD_SHOT' || error.error === 'INVALID_INPUT') {
      ui.message.textContent = t('failed');
    } else {
      // The rate limit, or a lost answer: the same shot numbers again later, which the server counts once.
      queue.unshift(...shots);
      pausedUntil = performance.now() + 1000 * (error.retryAfter ?? 1);
    }
  }
  return null;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Closes the round once, however many things ask for it (the button, a new level, idleness, a hidden page). */
function cashout() {
  if (!round) return Promise.resolve();
  round.closing ??= settle(round);
  return round.closing;
}

/** What was hit is sent first; bullets still flying are no shots, and come back as refund. */
async function settle(current) {
  bullets = [];
  showRound();
  while (round === current && (queue.length > 0 || sending)) {
    if (sending) await sending;
    else if (performance.now() < pausedUntil) await sleep(250);
    else await flush();
  }
  if (round !== current) return;
  try {
    closed(await api('/api/fish/cashout', { user: player.user, token: player.token, roundId: current.id }));
  } catch (error) {
    // The win is owed and the vendor keeps sending it: for the page the round is over.
    round = null;
    ui.message.textContent = error.error === 'WALLET_FAILED' ? t('walletLate') : explain(error);
    setTimeout(() => showBalance(ui.balance).catch(() => undefined), 3000);
    showRound();
  }
}

// A round the player stopped shooting in is cashed out before the server's idle limit; a hidden page cashes out at once.
setInterval(() => {
  if (round && !round.closing && queue.length === 0 && bullets.length === 0 && performance.now() - round.lastShotAt > 20_000) cashout();
}, 1000);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') cashout();
});

// ---- Controls ----

ui.canvas.addEventListener('pointerdown', (event) => {
  event.preventDefault();
  const box = ui.canvas.getBoundingClientRect();
  fire(event.clientX - box.left, event.clientY - box.top);
});
const fireAlongAim = () => {
  const { x, y } = cannon();
  fire(x + Math.cos(aim) * 100, y + Math.sin(aim) * 100);
};
ui.fire.addEventListener('click', fireAlongAim);
ui.canvas.addEventListener('keydown', (event) => {
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    aim = Math.max(-Math.PI + 0.15, Math.min(-0.15, aim + (event.key === 'ArrowLeft' ? -0.08 : 0.08)));
    event.preventDefault();
  } else if (event.key === ' ' || event.key === 'Enter') {
    fireAlongAim();
    event.preventDefault();
  }
});

function changeLevel(delta) {
  level = Math.max(0, Math.min(levels.length - 1, level + delta));
  showRules();
  showRound();
  // A round's shots keep the stake they were bought at: the new level starts with the next round.
  cashout();
}
ui.levelDown.addEventListener('click', () => changeLevel(-1));
ui.levelUp.addEventListener('click', () => changeLevel(1));
ui.cashout.addEventListener('click', () => cashout());
helpToggle(ui.helpToggle, ui.help);

// ---- Help: the published table, drawn with the same paths as the sea ----

function helpTable() {
  const rows = info.species.map((species) => {
    const row = document.createElement('tr');
    if (species.boss) row.className = 'boss';
    const name = document.createElement('td');
    const icon = document.createElement('canvas');
    icon.width = 112;
    icon.height = 64;
    icon.style.width = '56px';
    icon.style.height = '32px';
    icon.setAttribute('aria-hidden', 'true');
    const ig = icon.getContext('2d');
    ig.scale(2, 2);
    ig.translate(28, species.boss ? 20 : 16);
    drawSpecies(ig, species, species.shape === 'dragon' || species.shape === 'sword' ? 40 : 46, 0, true);
    name.append(icon, document.createTextNode(species.boss ? `${nameOf(species)} (${t('boss')})` : nameOf(species)));
    const pays = document.createElement('td');
    pays.textContent = `${species.multiplier}\u00d7`;
    const chance = document.createElement('td');
    chance.textContent = percent(species.chance, species.chance < 0.01 ? 3 : 2);
    row.append(name, pays, chance);
    return row;
  });
  el('species').replaceChildren(...rows);
  el('rtp').textContent = t('rtpText', { rtp: percent(info.returnToPlayer) });
  el('fairness').textContent = t('fairText');
}

helpTable();
showRules();
showRound();
ui.message.textContent = t('start', { shots: info.batchSize, total: money(info.batchSize * levels[level]) });
