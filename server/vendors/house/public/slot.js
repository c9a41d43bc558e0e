import { addTexts, api, game, gameTable, money, player, t } from './common.js';
import { symbolArt } from './slot-art.js';

addTexts({
  en: {
    rules: 'Rules and pays',
    close: 'Close',
    jackpot: 'Jackpot',
    lines: 'Lines',
    line: 'Line {n}',
    symbol: 'Symbol',
    ruleClassic: 'Three reels, {lines} lines: three of a kind on a line win. Your stake is shared evenly by the lines.',
    ruleLines:
      '{reels} reels, {lines} lines: three or more of a kind in a row from the leftmost reel along a line win. ' +
      'Your stake is shared evenly by the lines.',
    ruleWays: '{ways} ways: three or more of a kind on adjacent reels from the leftmost win, once for every combination of their cells.',
    ruleAnywhere: 'Pays anywhere: 8 or more of a symbol anywhere on the grid win.',
    ruleWild: 'The wild appears on the middle reels and stands in for every symbol.',
    ruleWildScatter: 'The wild appears on the middle reels and stands in for every symbol but the free spins symbol.',
    ruleFree:
      '{n} or more free spins symbols anywhere pay on the whole stake and give free spins. Every win of a free spin is multiplied ' +
      'by {m}, and free spins can give more.',
    ruleJackpot:
      'Every spin adds {share} of its stake to the jackpot. Any spin can win it, with a chance that grows with the stake; ' +
      'a win pays the whole jackpot, which then starts again at {seed}.',
    jackpotPart: 'of which {x} from the jackpot',
    paysAt: 'Pays at a stake of {stake}',
    perLine: 'per line',
    perWay: 'per way',
    freeStart: '{n} free spins at ×{m}!',
    freeSpin: 'Free spin {k} of {n} (×{m})',
    freeTotal: '{n} free spins won {amount}',
    jackpotHit: 'Jackpot! {amount}',
    wildMark: 'WILD',
    scatterMark: 'FREE',
  },
  fil: {
    rules: 'Mga tuntunin at bayad',
    close: 'Isara',
    jackpot: 'Jackpot',
    lines: 'Mga linya',
    line: 'Linya {n}',
    symbol: 'Simbolo',
    ruleClassic:
      'Tatlong reel, {lines} linya: panalo ang tatlong magkakapareho sa isang linya. Hinahati nang pantay sa mga linya ang iyong taya.',
    ruleLines:
      '{reels} reel, {lines} linya: panalo ang tatlo o higit pang magkakapareho na sunod-sunod mula sa pinakakaliwang reel sa ' +
      'isang linya. Hinahati nang pantay sa mga linya ang iyong taya.',
    ruleWays:
      '{ways} paraan: panalo ang tatlo o higit pang magkakapareho sa magkakatabing reel mula sa pinakakaliwa, isang beses sa ' +
      'bawat kombinasyon ng kanilang mga puwesto.',
    ruleAnywhere: 'Bayad kahit saan: panalo ang 8 o higit pa ng isang simbolo saanman sa grid.',
    ruleWild: 'Lumalabas ang wild sa mga gitnang reel at pumapalit sa lahat ng simbolo.',
    ruleWildScatter: 'Lumalabas ang wild sa mga gitnang reel at pumapalit sa lahat ng simbolo maliban sa simbolo ng libreng ikot.',
    ruleFree:
      'Ang {n} o higit pang simbolo ng libreng ikot saanman ay may bayad batay sa buong taya at nagbibigay ng libreng ikot. ' +
      'Pinararami nang {m} ang bawat panalo sa libreng ikot, at maaari pa itong magbigay ng libreng ikot.',
    ruleJackpot:
      'Bawat ikot ay nagdaragdag ng {share} ng taya nito sa jackpot. Maaari itong mapanalunan ng anumang ikot, at lumalaki ang ' +
      'tsansa kasabay ng taya; ang panalo ay ang buong jackpot, na magsisimula ulit sa {seed}.',
    jackpotPart: 'kasama ang {x} mula sa jackpot',
    paysAt: 'Bayad sa tayang {stake}',
    perLine: 'bawat linya',
    perWay: 'bawat paraan',
    freeStart: '{n} libreng ikot na may ×{m}!',
    freeSpin: 'Libreng ikot {k} sa {n} (×{m})',
    freeTotal: 'Nanalo ang {n} libreng ikot ng {amount}',
    jackpotHit: 'Jackpot! {amount}',
    wildMark: 'WILD',
    scatterMark: 'LIBRE',
  },
});

const el = (id) => document.getElementById(id);
const reels = el('reels');
const stake = el('stake');
const eventLine = el('event');
const message = el('message');
/** How long each free spin stays on screen. */
const FREE_SPIN_MS = 900;

const facts = await api(`/api/games/${game}`).catch(() => null);
if (!facts) {
  message.textContent = t('failed');
  throw new Error('no game facts');
}
addTexts({
  en: Object.fromEntries(facts.symbols.map((s) => [`symbol:${s.id}`, s.en])),
  fil: Object.fromEntries(facts.symbols.map((s) => [`symbol:${s.id}`, s.fil])),
});
const nameOf = (id) => t(`symbol:${id}`);
const words = { wild: t('wildMark'), scatter: t('scatterMark') };
const art = (id) => symbolArt(id, facts.palette, words);
const percent = (x) => `${(x * 100).toFixed(2)}%`;

el('title').textContent = facts.name;
document.title = facts.name;
const style = document.documentElement.style;
style.setProperty('--bg-top', facts.palette.background[0]);
style.setProperty('--bg-bottom', facts.palette.background[1]);
style.setProperty('--panel', facts.palette.panel);
style.setProperty('--cell', facts.palette.cell);
style.setProperty('--accent', facts.palette.accent);
style.setProperty('--reels', String(facts.reels));
document.body.dataset.mechanic = facts.mechanic;
for (const value of facts.stakes) stake.append(new Option(money(value), String(value)));

/** Draws a grid ([reel][row] of symbol ids), its winning cells marked, and says it for screen readers. */
function draw(grid, wins = []) {
  const winning = new Set(wins.flatMap((w) => w.cells.map(([reel, row]) => `${reel}:${row}`)));
  const rows = Array.from({ length: facts.rows }, (_, row) => row);
  reels.replaceChildren(
    ...rows.flatMap((row) =>
      grid.map((column, reel) => {
        const cell = document.createElement('div');
        cell.className = winning.has(`${reel}:${row}`) ? 'cell win' : 'cell';
        cell.append(art(column[row]));
        return cell;
      }),
    ),
  );
  reels.setAttribute('aria-label', `${t('reels')}: ${rows.map((row) => grid.map((column) => nameOf(column[row])).join(', ')).join('; ')}`);
}

draw(facts.preview);

function showPool(pool) {
  el('pool').textContent = money(pool);
}
if (facts.jackpot) {
  el('jackpot').hidden = false;
  api(`/api/slot/jackpot/${game}`)
    .then(({ pool }) => showPool(pool))
    .catch(() => undefined);
}

// The help panel: rules, the exact return, the paytable at the chosen stake, the lines.
const steps = (id, list) => {
  const open = facts.mechanic === 'anywhere' || id === facts.scatter;
  return list.map(([from, units], i) => {
    const next = list[i + 1]?.[0];
    const label = next === undefined ? (open ? `${from}+` : `${from}`) : next - 1 > from ? `${from}-${next - 1}` : `${from}`;
    return `${label}: ${money(Math.floor((Number(stake.value) * units) / 100))}`;
  });
};

function renderPays() {
  const unit = facts.mechanic === 'ways' ? ` (${t('perWay')})` : facts.lines ? ` (${t('perLine')})` : '';
  el('pays-caption').textContent = `${t('paysAt', { stake: money(Number(stake.value)) })}${unit}`;
  const order = [
    ...(facts.scatter ? [facts.scatter] : []),
    ...facts.symbols
      .map((s) => s.id)
      .filter((id) => facts.paytable[id])
      .reverse(),
  ];
  el('paytable').replaceChildren(
    ...[...new Set(order)].map((id) => {
      const row = document.createElement('tr');
      const head = document.createElement('th');
      head.scope = 'row';
      head.append(art(id), nameOf(id));
      const pays = document.createElement('td');
      pays.textContent = steps(id, facts.paytable[id]).join(' · ');
      row.append(head, pays);
      return row;
    }),
  );
}

function renderRules() {
  const rules = [
    facts.mechanic === 'classic'
      ? t('ruleClassic', { lines: facts.lines.length })
      : facts.mechanic === 'lines'
        ? t('ruleLines', { reels: facts.reels, lines: facts.lines.length })
        : facts.mechanic === 'ways'
          ? t('ruleWays', { ways: facts.ways.toLocaleString('en-PH') })
          : t('ruleAnywhere'),
    ...(facts.wild ? [t(facts.scatter ? 'ruleWildScatter' : 'ruleWild')] : []),
    ...(facts.freeSpins ? [t('ruleFree', { n: facts.freeSpins.awards[0][0], m: facts.freeSpins.multiplier })] : []),
    ...(facts.jackpot ? [t('ruleJackpot', { share: percent(facts.jackpot.share), seed: money(facts.jackpot.seed) })] : []),
  ];
  el('rules').replaceChildren(
    ...rules.map((text) => {
      const p = document.createElement('p');
      p.textContent = text;
      return p;
    }),
  );
  const jackpotPart = facts.jackpot ? ` (${t('jackpotPart', { x: percent(facts.returns.jackpot) })})` : '';
  el('rtp').textContent = `${t('rtp')}: ${percent(facts.returnToPlayer)}${jackpotPart}`;
  if (!facts.lines) return;
  el('lines-help').hidden = false;
  el('lines').replaceChildren(...facts.lines.map((rows, i) => lineDiagram(rows, i)));
}

/** One line as dots on the grid with a stroke through its cells. */
function lineDiagram(rows, index) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const [w, h] = [facts.reels * 12, facts.rows * 12];
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', t('line', { n: index + 1 }));
  for (let reel = 0; reel < facts.reels; reel++) {
    for (let row = 0; row < facts.rows; row++) {
      const dot = document.createElementNS(ns, 'rect');
      Object.entries({ x: reel * 12 + 2, y: row * 12 + 2, width: 8, height: 8, rx: 2, class: rows[reel] === row ? 'on' : 'off' }).forEach(
        ([k, v]) => dot.setAttribute(k, String(v)),
      );
      svg.append(dot);
    }
  }
  const path = document.createElementNS(ns, 'polyline');
  path.setAttribute('points', rows.map((row, reel) => `${reel * 12 + 6},${row * 12 + 6}`).join(' '));
  svg.append(path);
  return svg;
}

const helpToggle = el('help-toggle');
const help = el('help');
function toggleHelp(open) {
  help.hidden = !open;
  helpToggle.setAttribute('aria-expanded', String(open));
  if (open) {
    renderPays();
    el('help-title').focus?.();
  } else helpToggle.focus();
}
helpToggle.addEventListener('click', () => toggleHelp(help.hidden));
el('help-close').addEventListener('click', () => toggleHelp(false));
stake.addEventListener('change', () => {
  if (!help.hidden) renderPays();
});
renderRules();

/** The current round's playback: a new spin stops the free spins of the last one. */
let playing = 0;

function show(played) {
  const round = ++playing;
  const { grid, wins, freeSpins, jackpot } = played.result;
  draw(grid, wins);
  if (played.jackpotPool !== undefined) showPool(played.jackpotPool);
  const events = jackpot?.hit ? [t('jackpotHit', { amount: money(jackpot.pool) })] : [];
  eventLine.hidden = !jackpot?.hit && !freeSpins;
  eventLine.textContent = events.join(' ');
  if (!freeSpins) return;
  const { spins, multiplier } = freeSpins;
  eventLine.textContent = [...events, t('freeStart', { n: spins.length, m: multiplier })].join(' ');
  spins.forEach((spin, i) =>
    setTimeout(
      () => {
        if (round !== playing) return;
        draw(spin.grid, spin.wins);
        eventLine.textContent = t('freeSpin', { k: i + 1, n: spins.length, m: multiplier }) + (spin.win > 0 ? `: ${money(spin.win)}` : '');
      },
      FREE_SPIN_MS * (i + 1),
    ),
  );
  setTimeout(
    () => {
      if (round === playing)
        eventLine.textContent = [...events, t('freeTotal', { n: spins.length, amount: money(freeSpins.win) })].join(' ');
    },
    FREE_SPIN_MS * (spins.length + 1),
  );
}

await gameTable({
  button: el('spin'),
  play: (round, clientSeed) => api('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed, stake: Number(stake.value) }),
  show,
});
