/*
 * The live table page: one studio table (baccarat, roulette, sic bo...) as shared rounds on a
 * schedule. Its kind comes from GET /api/games/<code> ({ kind, spots, timing, limits, returns,
 * returnToPlayer }); the kind's renderer is loaded beside this file as ./table-<kind>.js
 * (/static/table-<kind>.js). A renderer is a plain ES module with this contract:
 *
 *   export const texts = { en: {...}, fil: {...} };
 *     Added through common.js addTexts, the same keys in both languages. It names every spot
 *     group as `spot-<group>`, the spot id less a trailing "-<numbers>" (`spot-split` for
 *     split-17-20, `spot-banker` for banker; a spot may have its own `spot-<id>` too), and gives
 *     `rules`, the paragraph the help opens with.
 *   export function layout(felt, { spots, params, info }) {}
 *     Draws the bet spots inside `felt` (a CSS grid of six columns) as <button data-spot="id">
 *     whose content (or aria-label) is an accessible name. `spots` is [{ id, pays }], `params` the
 *     game's description, `info` the open round's public facts (null for most kinds). The page
 *     adds the stake badge (span.spot-stake) to each button and the classes `won`/`push` after a
 *     result; every click is the page's.
 *   export async function reveal(stage, outcome, info) {}
 *     Animates the round's outcome (cards dealt, the wheel, the dice) inside `stage`, replacing
 *     what was there, and resolves once it is shown; a short caption (p.caption) says the result.
 *   export function historyCell(outcome) {}
 *     -> { label, className, name? } for one round in the roadmap: a short label (B, 17), classes
 *     among table.css's hc-red, hc-blue, hc-green, hc-black, hc-gold, hc-yellow, hc-white, hc-pink
 *     and the corner marks hc-dot-a, hc-dot-b, and optionally a longer spoken name.
 *   export function showInfo(stage, info) {}
 *     Optional: shows a round's public facts before betting closes (a fight's odds) in `stage`.
 *
 * Baccarat and dragon tiger show a bead road (six rows, column by column); the others a strip.
 * Every amount is whole centavos; chips are whole pesos within the table's limits.
 */
import { addTexts, api, explain, game, money, player, t } from './common.js';
import { applyLook, cardBack } from './look.js';

addTexts({
  en: {
    liveTable: 'Live table',
    round: 'Round {n}',
    placeBets: 'Place your bets',
    noMoreBets: 'No more bets',
    resultShown: 'Result',
    secondsLeft: '{s} seconds left',
    spots: 'Bet spots',
    chip: 'Chip',
    confirm: 'Place bet',
    myBets: 'My bets this round',
    noBets: 'No bets yet',
    betPending: 'Confirming',
    betPlaced: 'In play',
    betWon: 'Won {amount}',
    betLost: 'No win',
    betRefunded: 'Refunded',
    betPlacedMessage: 'Bet placed: {amount}',
    refunded: 'Your bet was refunded',
    push: 'Stake returned',
    roadmap: 'Roadmap',
    roundResult: 'Round {n}: {result}',
    limits: 'Table limits: {min} minimum per bet, {max} maximum on a spot each round',
    timing: 'Bets are taken for {betting} seconds, then the result shows for {result} seconds.',
    help: 'How to play',
    spot: 'Bet',
    bestReturn: 'Best return: {rtp}',
    fairHelp:
      'Every round is provably fair: its server seed hash is shown while bets are taken, its seed once the round closes. ' +
      'SHA-256 of the seed gives the hash, and the outcome is drawn from HMAC-SHA256(seed, "<game>:<round>:<i>") for i = 0, 1, 2...',
    closedRound: 'Betting has closed for this round',
    badStake: 'That bet is outside the table limits',
    overLimit: 'The most you can bet on one spot this round is {max}',
    nothingToPlace: 'Tap a bet spot to place chips first',
    unsentReturned: 'Chips not placed before the close were taken back',
    tableClosed: 'This table is closed',
  },
  fil: {
    liveTable: 'Live na mesa',
    round: 'Round {n}',
    placeBets: 'Tumaya na',
    noMoreBets: 'Sarado na ang taya',
    resultShown: 'Resulta',
    secondsLeft: '{s} segundo pa',
    spots: 'Mga puwesto ng taya',
    chip: 'Chip',
    confirm: 'Itaya',
    myBets: 'Aking mga taya sa round na ito',
    noBets: 'Wala pang taya',
    betPending: 'Kinukumpirma',
    betPlaced: 'Nakataya',
    betWon: 'Nanalo ng {amount}',
    betLost: 'Walang panalo',
    betRefunded: 'Ibinalik',
    betPlacedMessage: 'Naitaya: {amount}',
    refunded: 'Ibinalik ang iyong taya',
    push: 'Ibinalik ang taya',
    roadmap: 'Roadmap',
    roundResult: 'Round {n}: {result}',
    limits: 'Limitasyon ng mesa: {min} pinakamababa bawat taya, {max} pinakamataas sa isang puwesto bawat round',
    timing: 'Tumatanggap ng taya sa loob ng {betting} segundo, saka ipinapakita ang resulta nang {result} segundo.',
    help: 'Paano laruin',
    spot: 'Taya',
    bestReturn: 'Pinakamataas na balik: {rtp}',
    fairHelp:
      'Patas at napapatunayan ang bawat round: ipinapakita ang hash ng server seed habang tumatanggap ng taya, at ang seed pagsara ng round. ' +
      'Ang SHA-256 ng seed ang hash, at ang resulta ay mula sa HMAC-SHA256(seed, "<laro>:<round>:<i>") para sa i = 0, 1, 2...',
    closedRound: 'Sarado na ang pustahan sa round na ito',
    badStake: 'Lampas sa limitasyon ng mesa ang tayang iyan',
    overLimit: 'Ang pinakamalaking taya sa isang puwesto sa round na ito ay {max}',
    nothingToPlace: 'Pindutin muna ang isang puwesto para maglagay ng chip',
    unsentReturned: 'Binawi ang mga chip na hindi naitaya bago magsara',
    tableClosed: 'Sarado ang mesang ito',
  },
});

const el = (id) => document.getElementById(id);
const [title, balanceEl, message, felt, stage, chipsEl, road, detail] = [
  'title',
  'balance',
  'message',
  'felt',
  'stage',
  'chips',
  'road',
  'round-detail',
].map(el);
const BEAD_ROAD = new Set(['baccarat', 'dragon-tiger']);
// The kinds dealt from a shoe: their stage waits with a few cards face down, in the table's own back.
const CARD_KINDS = new Set(['baccarat', 'dragon-tiger', 'andar-bahar']);
const CHIP_PESOS = [1, 5, 10, 20, 50, 100, 500, 1000, 5000, 10000];
const percent = (r) => `${(r * 100).toFixed(2)}%`;

/** A spot's name: its own text, or its group's with its numbers (split-17-20: "Split 17 20"). */
function spotName(id) {
  const own = t(`spot-${id}`);
  if (own !== `spot-${id}`) return own;
  const group = id.replace(/(-\d+)+$/, '');
  return `${t(`spot-${group}`)} ${id.slice(group.length + 1).replaceAll('-', ' ')}`.trim();
}

const params = await api(`/api/games/${game}`);
title.textContent = params.name;
document.title = params.name;
// The table's own felt, chips, card back, and its studio, number and dealer under the title.
applyLook(params.look);
// On a wide screen a table may keep its roadmap beside the felt (table.css, .road-side).
road.parentElement.classList.add('road-panel');
// A kind without rules or without a renderer here: the table is closed, nothing else to show.
const renderer = params.spots ? await import(`./table-${params.kind}.js`).catch(() => null) : null;
if (renderer) await openTable(renderer);
else {
  message.textContent = t('tableClosed');
  for (const part of message.parentElement.children) part.hidden = part !== message;
}

/** Draws the table with its kind's renderer, then keeps up with its rounds. */
async function openTable(renderer) {
  addTexts(renderer.texts);
  const { min, max } = params.limits;

  /** The table as the server last described it (round, phase, times, my bets, history), and the page's own bets not sent yet. */
  let table = null;
  let unsent = {};
  let chip = min;
  let clockOffset = 0;
  // The round whose reveal has started, and the one whose result is shown (the roadmap and the win wait for it).
  let revealedRound = -1;
  let shownRound = -1;
  let nextSync = null;
  let sending = false;
  const serverNow = () => Date.now() + clockOffset;

  // ---- The felt, the chips and the help: drawn once.
  renderer.layout(felt, { spots: params.spots, params, info: null });
  const spotButtons = new Map([...felt.querySelectorAll('[data-spot]')].map((b) => [b.dataset.spot, b]));
  for (const [spot, button] of spotButtons) {
    button.type = 'button';
    const badge = document.createElement('span');
    badge.className = 'spot-stake';
    badge.hidden = true;
    button.append(badge);
    button.addEventListener('click', () => addChip(spot));
  }

  const chipValues = [...new Set([min, ...CHIP_PESOS.map((p) => p * 100).filter((c) => c > min && c <= max)])].slice(0, 6);
  for (const value of chipValues) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'chip';
    button.setAttribute('role', 'radio');
    button.setAttribute('aria-checked', String(value === chip));
    button.setAttribute('aria-label', `${t('chip')} ${money(value)}`);
    button.textContent = value >= 100_000 ? `${value / 100_000}K` : String(value / 100);
    button.addEventListener('click', () => {
      chip = value;
      for (const other of chipsEl.children) other.setAttribute('aria-checked', String(other === button));
    });
    chipsEl.append(button);
  }

  el('limits').textContent = t('limits', { min: money(min), max: money(max) });
  el('rules').textContent = `${t('rules')} ${t('bestReturn', { rtp: percent(params.returnToPlayer) })}`;
  el('timing').textContent = t('timing', params.timing);
  // One row per group of spots (every straight-up number of a roulette is one row): its name, what it pays, its return.
  const groups = new Map();
  for (const spot of params.spots) {
    const key = spot.id.replace(/(-\d+)+$/, '');
    const group = groups.get(key) ?? { pays: new Set(), returns: new Set() };
    group.pays.add(spot.pays);
    group.returns.add(percent(params.returns[spot.id]));
    groups.set(key, group);
  }
  el('payouts').replaceChildren(
    ...[...groups].map(([key, group]) => {
      const row = document.createElement('tr');
      for (const text of [t(`spot-${key}`), [...group.pays].join(', '), [...group.returns].join(', ')]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      return row;
    }),
  );

  // ---- The countdown ring.
  const SVG = 'http://www.w3.org/2000/svg';
  const RADIUS = 28;
  const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
  const ringSvg = document.createElementNS(SVG, 'svg');
  ringSvg.setAttribute('viewBox', '0 0 64 64');
  ringSvg.setAttribute('aria-hidden', 'true');
  const circle = (className) => {
    const c = document.createElementNS(SVG, 'circle');
    for (const [k, v] of Object.entries({ cx: 32, cy: 32, r: RADIUS, fill: 'none', 'stroke-width': 6, class: className }))
      c.setAttribute(k, v);
    ringSvg.append(c);
    return c;
  };
  circle('track');
  const ring = circle('ring');
  ring.setAttribute('stroke-dasharray', String(CIRCUMFERENCE));
  ring.setAttribute('stroke-linecap', 'round');
  const secondsEl = document.createElement('span');
  secondsEl.className = 'seconds';
  el('countdown').append(ringSvg, secondsEl);

  function drawCountdown() {
    if (!table) return;
    const now = serverNow();
    const betting = now < table.closesAt;
    const [from, to] = betting ? [table.opensAt, table.closesAt] : [table.closesAt, table.nextAt];
    const left = Math.max(0, to - now);
    const seconds = Math.ceil(left / 1000);
    ring.setAttribute('stroke-dashoffset', String(CIRCUMFERENCE * (1 - left / (to - from))));
    secondsEl.textContent = String(seconds);
    const countdown = el('countdown');
    countdown.classList.toggle('result', !betting);
    countdown.classList.toggle('closing', betting && seconds <= 5);
    countdown.setAttribute('aria-label', t('secondsLeft', { s: seconds }));
    el('phase').textContent = betting ? t('placeBets') : shownRound === table.round ? t('resultShown') : t('noMoreBets');
    for (const button of spotButtons.values()) button.disabled = !betting;
    el('confirm').disabled = !betting || sending;
  }
  setInterval(drawCountdown, 250);

  // ---- Bets: chips on spots, sent with "Place bet".
  const liveBets = () => (table?.myBets ?? []).filter((b) => b.state !== 'refunded');
  function placedOn(spot) {
    return liveBets().reduce((sum, b) => sum + (b.spots[spot] ?? 0), 0);
  }

  function addChip(spot) {
    if (!table || serverNow() >= table.closesAt) {
      message.textContent = t('closedRound');
      return;
    }
    if (placedOn(spot) + (unsent[spot] ?? 0) + chip > max) {
      message.textContent = t('overLimit', { max: money(max) });
      return;
    }
    unsent[spot] = (unsent[spot] ?? 0) + chip;
    message.textContent = '';
    drawStakes();
  }

  function drawStakes() {
    for (const [spot, button] of spotButtons) {
      const badge = button.querySelector('.spot-stake');
      const total = placedOn(spot) + (unsent[spot] ?? 0);
      badge.hidden = total === 0;
      badge.textContent = total ? money(total) : '';
      badge.classList.toggle('unsent', (unsent[spot] ?? 0) > 0);
    }
  }

  el('clear').addEventListener('click', () => {
    unsent = {};
    message.textContent = '';
    drawStakes();
  });

  el('confirm').addEventListener('click', async () => {
    if (Object.keys(unsent).length === 0) {
      message.textContent = t('nothingToPlace');
      return;
    }
    const confirm = el('confirm');
    sending = confirm.disabled = true;
    const bets = { ...unsent };
    try {
      const placed = await api('/api/table/bet', { ...player, game, round: table.round, bets });
      // Chips added while the bet was on its way stay on the felt.
      for (const [spot, amount] of Object.entries(bets)) {
        const left = (unsent[spot] ?? 0) - amount;
        if (left > 0) unsent[spot] = left;
        else delete unsent[spot];
      }
      if (table.round === placed.round) table.myBets = [...table.myBets, placed.bet];
      balanceEl.textContent = money(placed.balance);
      message.textContent = t('betPlacedMessage', { amount: money(placed.bet.stake) });
      drawStakes();
      drawMyBets();
    } catch (error) {
      if (error.error === 'DRAW_CLOSED') message.textContent = t('closedRound');
      else if (error.error === 'BAD_STAKE') message.textContent = t('badStake');
      else message.textContent = explain(error);
    } finally {
      sending = false;
      confirm.disabled = serverNow() >= table.closesAt;
    }
  });

  const spotNames = (spots) =>
    Object.entries(spots)
      .map(([spot, amount]) => `${spotName(spot)} ${money(amount)}`)
      .join(', ');

  function betStateText(bet) {
    if (bet.state === 'settled') return bet.win > 0 ? t('betWon', { amount: money(bet.win) }) : t('betLost');
    return t({ pending: 'betPending', placed: 'betPlaced', refunded: 'betRefunded' }[bet.state] ?? 'betPlaced');
  }

  function drawMyBets() {
    const list = el('my-bets');
    const bets = table?.myBets ?? [];
    if (bets.length === 0) {
      const empty = document.createElement('li');
      empty.textContent = t('noBets');
      list.replaceChildren(empty);
      return;
    }
    list.replaceChildren(
      ...bets.map((bet) => {
        const item = document.createElement('li');
        const what = document.createElement('span');
        what.textContent = spotNames(bet.spots);
        const state = document.createElement('span');
        state.className = `state${bet.state === 'settled' && bet.win > 0 ? ' won' : ''}`;
        state.textContent = betStateText(bet);
        item.append(what, state);
        return item;
      }),
    );
  }

  // ---- The roadmap and each round's seeds: the rounds already shown (a result waiting for its reveal is not given away).
  function drawRoad() {
    const rounds = table.history.filter((r) => r.round < table.round || r.round === shownRound).reverse();
    road.classList.toggle('bead', BEAD_ROAD.has(params.kind));
    road.setAttribute('aria-label', t('roadmap'));
    road.replaceChildren(
      ...rounds.map((r) => {
        const cell = renderer.historyCell(r.outcome);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = cell.className ?? '';
        button.textContent = cell.label;
        button.setAttribute('aria-pressed', 'false');
        button.setAttribute('aria-label', t('roundResult', { n: r.round, result: cell.name ?? cell.label }));
        button.addEventListener('click', () => {
          for (const other of road.children) other.setAttribute('aria-pressed', String(other === button));
          const lines = [
            t('roundResult', { n: r.round, result: cell.name ?? cell.label }),
            `${t('drawHash')}: ${r.serverSeedHash}`,
            `${t('drawSeed')}: ${r.serverSeed}`,
          ];
          detail.replaceChildren(
            ...lines.map((line) => {
              const p = document.createElement('p');
              p.textContent = line;
              return p;
            }),
          );
          detail.hidden = false;
        });
        return button;
      }),
    );
    // The newest round in view.
    road.scrollLeft = road.scrollWidth;
  }

  // ---- The result: revealed once per round, then the player's win.
  function markSpots(paid) {
    for (const [spot, button] of spotButtons) {
      button.classList.toggle('won', (paid?.[spot] ?? 0) > 1);
      button.classList.toggle('push', paid?.[spot] === 1);
    }
  }

  function announce() {
    const bets = table.myBets;
    if (table.phase !== 'result' || shownRound !== table.round || bets.length === 0) return;
    if (bets.some((b) => b.state === 'pending' || b.state === 'placed')) return;
    const won = bets.reduce((sum, b) => sum + (b.win ?? 0), 0);
    if (bets.every((b) => b.state === 'refunded')) message.textContent = t('refunded');
    else if (won > 0) message.textContent = `${t('win')} ${money(won)}`;
    else message.textContent = t('noWin');
  }

  async function revealLatest() {
    const latest = table.history[0];
    if (table.phase !== 'result' || !latest || latest.round !== table.round || revealedRound === table.round) return;
    revealedRound = table.round;
    stage.classList.remove('stale');
    await renderer.reveal(stage, latest.outcome, latest.info);
    shownRound = latest.round;
    markSpots(latest.paid);
    el('seed').textContent = `${t('seed')}: ${latest.serverSeed}`;
    drawRoad();
    announce();
  }

  // ---- Keeping up with the table: a look at each change of phase, and while a bet awaits its settlement.
  function schedule(ms) {
    clearTimeout(nextSync);
    nextSync = setTimeout(sync, Math.max(200, ms));
  }

  async function sync() {
    try {
      const state = await api('/api/table/state', { ...player, game });
      clockOffset = state.serverTime - Date.now();
      const newRound = !table || table.round !== state.round;
      if (newRound) message.textContent = '';
      // Chips still on the felt when betting closed were never bets.
      if ((newRound || state.phase === 'result') && Object.keys(unsent).length > 0) {
        unsent = {};
        message.textContent = t('unsentReturned');
      }
      if (newRound) {
        markSpots(null);
        if (state.phase === 'betting') {
          stage.classList.add('stale');
          if (renderer.showInfo) renderer.showInfo(stage, state.info);
          else if (!stage.hasChildNodes()) {
            const hint = document.createElement('p');
            hint.className = 'placeholder';
            hint.textContent = t('placeBets');
            stage.replaceChildren(...(CARD_KINDS.has(params.kind) ? [shoe()] : []), hint);
          }
        }
      }
      table = state;
      balanceEl.textContent = money(state.balance);
      el('round-label').textContent = t('round', { n: state.round });
      el('hash').textContent = `${t('hash')}: ${state.serverSeedHash}`;
      drawStakes();
      drawMyBets();
      drawCountdown();
      drawRoad();
      const awaiting = state.myBets.some((b) => b.state === 'pending' || b.state === 'placed');
      if (state.phase === 'betting') schedule(state.closesAt - serverNow() + 300);
      else if (awaiting && serverNow() < state.nextAt - 1500) schedule(1500);
      else schedule(state.nextAt - serverNow() + 200);
      announce();
      await revealLatest();
    } catch (error) {
      message.textContent = explain(error);
      schedule(3000);
    }
  }

  await sync();
}

/** Three cards face down, as the shoe deals them: the stage before a card table's first result. */
function shoe() {
  const cards = document.createElement('div');
  cards.className = 'look-shoe';
  cards.append(...Array.from({ length: 3 }, () => cardBack(params.look, { width: 44, height: 62 })));
  return cards;
}
