import { api, explain, game, money, player, showBalance, t } from './common.js';

// The lottery lobby and one game's ticket office. The page is /games/lobby (query vendor and
// type pick the list) or /games/<code> (that game directly); a lobby link lists its vendor's games.
const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

let games = [];
let current = null;
let vendor = params.get('vendor');
let type = params.get('type') === 'LOTT' ? 'LOTT' : 'ELOTT';
const entry = [];

/** Single digits stay single ("3 0 7"); numbers of a larger pool take two places ("03 17"). */
const pad = (n, rules) => (rules.kind === 'digits' && rules.max <= 9 ? String(n) : String(n).padStart(2, '0'));
const balls = (numbers, rules, hits = []) => el('span', { className: 'balls' }, numbers.map((n) => el('span', { className: hits.includes(n) ? 'ball hit' : 'ball', textContent: pad(n, rules) })));
const minutes = (game) => Math.round(game.drawSeconds / 60);

function countdown(iso) {
  const left = Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000));
  const h = Math.floor(left / 3600);
  const m = String(Math.floor((left % 3600) / 60)).padStart(2, '0');
  const s = String(left % 60).padStart(2, '0');
  return h > 0 ? `${h}:${m}:${s}` : `${m}:${s}`;
}

async function loadGames() {
  const query = new URLSearchParams();
  if (vendor) query.set('vendor', vendor);
  games = (await api(`/api/lottery/games?${query}`)).games;
  if (current) current = games.find((g) => g.code === current.code) ?? current;
}

// ---- Lobby ----------------------------------------------------------------------------------

function showLobby() {
  current = null;
  dueAt = nextDue(games.filter((g) => g.type === type), []);
  $('game').hidden = true;
  $('lobby').hidden = false;
  for (const tab of document.querySelectorAll('#types [role="tab"]')) tab.setAttribute('aria-selected', String(tab.dataset.type === type));
  $('games').replaceChildren(
    ...games
      .filter((g) => g.type === type)
      .map((g) => {
        const button = el('button', { type: 'button' }, [
          el('span', { className: 'name', textContent: g.name }),
          el('span', { className: 'meta', textContent: `${t('everyMinutes', { n: minutes(g) })} · ${t('closesIn')} ${countdown(g.onSale.closesAt)}` }),
          g.last ? balls(g.last.result, g.rules) : el('span', { className: 'meta', textContent: t('noResult') }),
        ]);
        button.dataset.code = g.code;
        button.addEventListener('click', () => void openGame(g));
        return el('li', {}, [button]);
      }),
  );
}

for (const tab of document.querySelectorAll('#types [role="tab"]')) {
  tab.addEventListener('click', () => {
    type = tab.dataset.type;
    void refresh();
  });
}
$('to-lobby').addEventListener('click', () => {
  vendor ??= current?.vendor ?? null;
  type = current?.type ?? type;
  current = null;
  void refresh();
});

// ---- One game -------------------------------------------------------------------------------

function drawPicker() {
  const rules = current.rules;
  const picker = $('picker');
  picker.className = rules.kind === 'digits' ? 'picker digits' : 'picker';
  if (rules.kind === 'digits') {
    picker.replaceChildren(
      ...Array.from({ length: rules.positions }, (_, i) => {
        const select = el('select', {}, [new Option('–', '')]);
        select.setAttribute('aria-label', `${t('number')} ${i + 1}`);
        for (let n = rules.min; n <= rules.max; n++) select.append(new Option(pad(n, rules), String(n)));
        select.value = entry[i] === undefined ? '' : String(entry[i]);
        select.addEventListener('change', () => {
          entry[i] = select.value === '' ? undefined : Number(select.value);
        });
        return select;
      }),
    );
    $('hint').textContent = `${t('choose', { n: rules.positions })} · ${t('straight')}`;
    return;
  }
  picker.replaceChildren(
    ...Array.from({ length: rules.max }, (_, i) => {
      const n = i + 1;
      const button = el('button', { type: 'button', textContent: pad(n, rules) });
      button.setAttribute('aria-pressed', String(entry.includes(n)));
      button.addEventListener('click', () => {
        const at = entry.indexOf(n);
        if (at >= 0) entry.splice(at, 1);
        else if (entry.length < rules.pick) entry.push(n);
        drawPicker();
      });
      return button;
    }),
  );
  $('hint').textContent = `${t('choose', { n: rules.pick })} · ${t('chosen', { k: entry.length, n: rules.pick })}`;
}

/** Uniform random numbers from the browser's cryptographic source. */
function randomInt(below) {
  const limit = Math.floor(2 ** 32 / below) * below;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while (value[0] >= limit);
  return value[0] % below;
}

function luckyPick() {
  const rules = current.rules;
  entry.length = 0;
  if (rules.kind === 'digits') {
    for (let i = 0; i < rules.positions; i++) entry.push(rules.min + randomInt(rules.max - rules.min + 1));
  } else {
    while (entry.length < rules.pick) {
      const n = 1 + randomInt(rules.max);
      if (!entry.includes(n)) entry.push(n);
    }
  }
  drawPicker();
}

function complete() {
  const rules = current.rules;
  const count = rules.kind === 'digits' ? rules.positions : rules.pick;
  return entry.filter((n) => n !== undefined).length === count;
}

function drawPaytable() {
  const rows = current.prizes.map((p) =>
    el('tr', {}, [
      el('td', { textContent: current.rules.kind === 'digits' ? t('straight') : t('matches', { m: p.matches }) }),
      el('td', { textContent: `1 : ${Math.round(1 / p.probability).toLocaleString('en-PH')}` }),
      el('td', { textContent: `${p.multiplier.toLocaleString('en-PH')}×` }),
    ]),
  );
  const head = el('tr', {}, ['', t('odds'), t('pays')].map((text) => el('th', { textContent: text })));
  $('paytable').replaceChildren(head, ...rows);
  $('rtp').textContent = `${t('rtp')}: ${(current.returnToPlayer * 100).toFixed(2)}%`;
}

const clockTime = (iso) => new Date(iso).toLocaleTimeString(document.documentElement.lang === 'fil' ? 'fil-PH' : 'en-PH', { hour: '2-digit', minute: '2-digit' });

function drawDraw() {
  $('draw-no').textContent = `${t('draw')} #${current.onSale.drawNo} · ${clockTime(current.onSale.drawAt)}`;
  $('hash').textContent = `${t('hash')}: ${current.onSale.serverSeedHash}`;
}

function ticketState(ticket) {
  if (ticket.state === 'settled') return ticket.win > 0 ? `${t('ticketWon')} ${money(ticket.win)}` : t('ticketLost');
  if (ticket.state === 'void') return t('ticketVoid');
  return t('ticketPending');
}

async function loadTickets() {
  const { balance, tickets } = await api('/api/lottery/my-tickets', { user: player.user, token: player.token, lottery: current.code });
  $('balance').textContent = money(balance);
  $('tickets').replaceChildren(
    ...(tickets.length === 0
      ? [el('li', { textContent: t('noTickets') })]
      : tickets.map((ticket) =>
          el('li', {}, [
            el('div', { className: 'row' }, [el('span', { textContent: `${t('draw')} #${ticket.drawNo}` }), el('span', { className: ticket.win > 0 ? 'state-won' : '', textContent: ticketState(ticket) })]),
            el('div', { className: 'row' }, [balls(ticket.numbers, current.rules, current.rules.kind === 'pick' ? (ticket.result ?? []) : []), el('span', { textContent: money(ticket.stake) })]),
          ]),
        )),
  );
  return tickets;
}

async function loadResults() {
  const { results } = await api(`/api/lottery/results/${current.code}?limit=5`);
  $('results').replaceChildren(
    ...(results.length === 0
      ? [el('li', { textContent: t('noResult') })]
      : results.map((draw) =>
          el('li', {}, [
            el('div', { className: 'row' }, [el('span', { textContent: `${t('draw')} #${draw.drawNo}` }), el('span', { textContent: clockTime(draw.drawAt) })]),
            balls(draw.result, current.rules),
            el('p', { className: 'fair', textContent: `${t('drawSeed')}: ${draw.serverSeed} · ${t('drawHash')}: ${draw.serverSeedHash}` }),
          ]),
        )),
  );
}

async function openGame(g) {
  current = g;
  entry.length = 0;
  $('lobby').hidden = true;
  $('game').hidden = false;
  $('game-name').textContent = g.name;
  document.title = g.name;
  $('message').textContent = '';
  drawDraw();
  drawPicker();
  drawPaytable();
  const [tickets] = await Promise.all([loadTickets(), loadResults()]);
  dueAt = nextDue([g], tickets);
}

$('lucky').addEventListener('click', luckyPick);
$('clear').addEventListener('click', () => {
  entry.length = 0;
  drawPicker();
});
for (const value of [1000, 2000, 5000, 10000]) $('stake').append(new Option(money(value), String(value)));

$('buy').addEventListener('click', async () => {
  if (!complete()) {
    $('message').textContent = t('incomplete');
    return;
  }
  const buy = $('buy');
  buy.disabled = true;
  try {
    const { ticket, balance } = await api('/api/lottery/tickets', { ...player, lottery: current.code, drawNo: current.onSale.drawNo, numbers: current.rules.kind === 'pick' ? [...entry].sort((a, b) => a - b) : [...entry], stake: Number($('stake').value) });
    $('balance').textContent = money(balance);
    $('message').textContent = t('bought', { draw: `#${ticket.drawNo}` });
    await loadTickets();
  } catch (error) {
    $('message').textContent = error.error === 'DRAW_CLOSED' ? t('closed') : explain(error);
    if (error.error === 'DRAW_CLOSED') await refresh();
    else await showBalance($('balance')).catch(() => undefined);
  } finally {
    buy.disabled = false;
  }
});

// ---- The clock: countdowns every second; the next draw, results and ticket states as they come ----

/** When the page must ask again: a sale closes, or a draw it shows (or holds a ticket for) is paid. */
let dueAt = Infinity;
let refreshing = false;
const PAID_AFTER_MS = 1500;

function nextDue(shown, tickets) {
  const now = Date.now();
  const times = shown.flatMap((g) => {
    const previousDraw = Date.parse(g.onSale.drawAt) - g.drawSeconds * 1000 + PAID_AFTER_MS;
    return [Date.parse(g.onSale.closesAt), previousDraw > now ? previousDraw : Infinity];
  });
  for (const ticket of tickets) if (ticket.state === 'placed' || ticket.state === 'pending') times.push(Date.parse(ticket.drawAt) + PAID_AFTER_MS);
  return Math.min(...times);
}

async function refresh() {
  if (refreshing) return;
  refreshing = true;
  try {
    await loadGames();
    if (current) {
      drawDraw();
      const [tickets] = await Promise.all([loadTickets(), loadResults()]);
      dueAt = nextDue([current], tickets);
    } else {
      showLobby();
    }
  } catch {
    dueAt = Date.now() + 5000;
  } finally {
    refreshing = false;
  }
}

setInterval(() => {
  if (current) {
    const open = Date.parse(current.onSale.closesAt) > Date.now();
    $('countdown').textContent = open ? `${t('closesIn')} ${countdown(current.onSale.closesAt)}` : t('drawing');
  } else {
    for (const button of document.querySelectorAll('#games button')) {
      const g = games.find((x) => x.code === button.dataset.code);
      if (g) button.querySelector('.meta').textContent = `${t('everyMinutes', { n: minutes(g) })} · ${t('closesIn')} ${countdown(g.onSale.closesAt)}`;
    }
  }
  if (Date.now() >= dueAt) void refresh();
}, 1000);

try {
  await loadGames();
  const direct = games.find((g) => g.code === game);
  if (direct) await openGame(direct);
  else {
    showLobby();
    await showBalance($('balance'));
  }
} catch {
  $('message').textContent = t('failed');
}
