import { api, explain, game, money, player, showBalance, t } from './common.js';

// The lottery lobby and one game's ticket office. The page is /games/lobby (query vendor and
// type pick the list) or /games/<code> (that game directly); "All games" lists its vendor's games.
const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const TYPES = ['ELOTT', 'LOTT'];
let games = [];
let current = null;
let vendor = params.get('vendor');
let type = params.get('type') === 'LOTT' ? 'LOTT' : 'ELOTT';
const entry = [];

// ---- Time: the server's clock, not the device's -----------------------------------------------

let clockOffset = 0;
const now = () => Date.now() + clockOffset;
const timeOf = (iso) => Date.parse(iso);

function countdown(iso) {
  const left = Math.max(0, Math.ceil((timeOf(iso) - now()) / 1000));
  const h = Math.floor(left / 3600);
  const m = String(Math.floor((left % 3600) / 60)).padStart(2, '0');
  const s = String(left % 60).padStart(2, '0');
  return h > 0 ? `${h}:${m}:${s}` : `${m}:${s}`;
}

const clockTime = (iso) =>
  new Date(timeOf(iso)).toLocaleTimeString(document.documentElement.lang === 'fil' ? 'fil-PH' : 'en-PH', {
    hour: '2-digit',
    minute: '2-digit',
  });

// ---- Shared pieces ------------------------------------------------------------------------------

/** Single digits stay single ("3 0 7"); numbers of a larger pool take two places ("03 17"). */
const pad = (n, rules) => (rules.kind === 'digits' && rules.max <= 9 ? String(n) : String(n).padStart(2, '0'));
const balls = (numbers, rules, hits = []) =>
  el(
    'span',
    { className: 'balls' },
    numbers.map((n) => el('span', { className: hits.includes(n) ? 'ball hit' : 'ball', textContent: pad(n, rules) })),
  );
const minutes = (g) => Math.round(g.drawSeconds / 60);
const gameMeta = (g) => `${t('everyMinutes', { n: minutes(g) })} · ${t('closesIn')} ${countdown(g.onSale.closesAt)}`;
const vendorGames = () => games.filter((g) => !vendor || g.vendor === vendor);

async function loadGames() {
  const query = new URLSearchParams();
  if (vendor) query.set('vendor', vendor);
  const answer = await api(`/api/lottery/games?${query}`);
  clockOffset = timeOf(answer.serverTime) - Date.now();
  games = answer.games;
  if (current) current = games.find((g) => g.code === current.code) ?? current;
}

// ---- Lobby ----------------------------------------------------------------------------------------

function showLobby() {
  current = null;
  const offered = TYPES.filter((x) => vendorGames().some((g) => g.type === x));
  if (!offered.includes(type)) type = offered[0] ?? type;
  const shown = vendorGames().filter((g) => g.type === type);
  $('game').hidden = true;
  $('lobby').hidden = false;
  // Only the draw types this vendor offers; no tabs at all for a single one.
  $('types').hidden = offered.length < 2;
  for (const tab of document.querySelectorAll('#types [role="tab"]')) {
    tab.hidden = !offered.includes(tab.dataset.type);
    tab.setAttribute('aria-selected', String(tab.dataset.type === type));
  }
  $('games').replaceChildren(
    ...(shown.length === 0
      ? [el('li', { className: 'meta', textContent: t('noGames') })]
      : shown.map((g) => {
          const button = el('button', { type: 'button' }, [
            el('span', { className: 'name', textContent: g.name }),
            el('span', { className: 'meta', textContent: gameMeta(g) }),
            g.last ? balls(g.last.result, g.rules) : el('span', { className: 'meta', textContent: t('noResult') }),
          ]);
          button.dataset.code = g.code;
          button.addEventListener('click', () => void openGame(g));
          return el('li', {}, [button]);
        })),
  );
  schedule(nextDue(shown, []));
}

for (const tab of document.querySelectorAll('#types [role="tab"]')) {
  tab.addEventListener('click', () => {
    type = tab.dataset.type;
    showLobby();
  });
}
$('to-lobby').addEventListener('click', () => {
  vendor ??= current?.vendor ?? null;
  type = current?.type ?? type;
  showLobby();
});

// ---- One game ---------------------------------------------------------------------------------------

function pickHint(rules) {
  const count = rules.kind === 'digits' ? rules.positions : rules.pick;
  const chosen = entry.filter((n) => n !== undefined).length;
  return rules.kind === 'digits'
    ? `${t('choose', { n: count })} · ${t('straight')}`
    : `${t('choose', { n: count })} · ${t('chosen', { k: chosen, n: count })}`;
}

/** Built once per game; picks change the controls in place, so focus stays where it is. */
function drawPicker(rules) {
  const picker = $('picker');
  picker.className = rules.kind === 'digits' ? 'picker digits' : 'picker';
  if (rules.kind === 'digits') {
    picker.replaceChildren(
      ...Array.from({ length: rules.positions }, (_, i) => {
        const select = el('select', {}, [new Option('–', '')]);
        select.setAttribute('aria-label', `${t('number')} ${i + 1}`);
        for (let n = rules.min; n <= rules.max; n++) select.append(new Option(pad(n, rules), String(n)));
        select.addEventListener('change', () => {
          entry[i] = select.value === '' ? undefined : Number(select.value);
        });
        return select;
      }),
    );
  } else {
    picker.replaceChildren(
      ...Array.from({ length: rules.max }, (_, i) => {
        const n = i + 1;
        const button = el('button', { type: 'button', textContent: pad(n, rules) });
        button.dataset.n = String(n);
        button.addEventListener('click', () => {
          const at = entry.indexOf(n);
          if (at >= 0) entry.splice(at, 1);
          else if (entry.length < rules.pick) entry.push(n);
          showEntry(rules);
        });
        return button;
      }),
    );
  }
  showEntry(rules);
}

function showEntry(rules) {
  const picker = $('picker');
  if (rules.kind === 'digits') {
    picker.querySelectorAll('select').forEach((select, i) => {
      select.value = entry[i] === undefined ? '' : String(entry[i]);
    });
  } else {
    for (const button of picker.querySelectorAll('button'))
      button.setAttribute('aria-pressed', String(entry.includes(Number(button.dataset.n))));
  }
  $('hint').textContent = pickHint(rules);
}

/** Uniform random numbers from the browser's cryptographic source. */
function randomInt(below) {
  const limit = Math.floor(2 ** 32 / below) * below;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while (value[0] >= limit);
  return value[0] % below;
}

function luckyPick(rules) {
  entry.length = 0;
  if (rules.kind === 'digits') {
    for (let i = 0; i < rules.positions; i++) entry.push(rules.min + randomInt(rules.max - rules.min + 1));
  } else {
    while (entry.length < rules.pick) {
      const n = 1 + randomInt(rules.max);
      if (!entry.includes(n)) entry.push(n);
    }
  }
  showEntry(rules);
}

const complete = (rules) => entry.filter((n) => n !== undefined).length === (rules.kind === 'digits' ? rules.positions : rules.pick);

function drawPaytable(g) {
  const rows = g.prizes.map((p) =>
    el('tr', {}, [
      el('td', { textContent: g.rules.kind === 'digits' ? t('straight') : t('matches', { m: p.matches }) }),
      el('td', { textContent: `1 : ${Math.round(1 / p.probability).toLocaleString('en-PH')}` }),
      el('td', { textContent: `${p.multiplier.toLocaleString('en-PH')}×` }),
    ]),
  );
  const head = el(
    'tr',
    {},
    ['', t('odds'), t('pays')].map((text) => el('th', { textContent: text })),
  );
  $('paytable').replaceChildren(head, ...rows);
  $('rtp').textContent = `${t('rtp')}: ${(g.returnToPlayer * 100).toFixed(2)}%`;
}

function drawDraw(g) {
  $('draw-no').textContent = `${t('draw')} #${g.onSale.drawNo} · ${clockTime(g.onSale.drawAt)}`;
  $('hash').textContent = `${t('hash')}: ${g.onSale.serverSeedHash}`;
}

function ticketState(ticket) {
  if (ticket.state === 'settled') return ticket.win > 0 ? `${t('ticketWon')} ${money(ticket.win)}` : t('ticketLost');
  if (ticket.state === 'void') return t('ticketVoid');
  return t('ticketPending');
}

async function loadTickets(g) {
  const { balance, tickets } = await api('/api/lottery/my-tickets', { user: player.user, token: player.token, lottery: g.code });
  $('balance').textContent = money(balance);
  if (current !== g) return tickets;
  $('tickets').replaceChildren(
    ...(tickets.length === 0
      ? [el('li', { textContent: t('noTickets') })]
      : tickets.map((ticket) =>
          el('li', {}, [
            el('div', { className: 'row' }, [
              el('span', { textContent: `${t('draw')} #${ticket.drawNo}` }),
              el('span', { className: ticket.win > 0 ? 'state-won' : '', textContent: ticketState(ticket) }),
            ]),
            el('div', { className: 'row' }, [
              balls(ticket.numbers, g.rules, g.rules.kind === 'pick' ? (ticket.result ?? []) : []),
              el('span', { textContent: money(ticket.stake) }),
            ]),
          ]),
        )),
  );
  return tickets;
}

async function loadResults(g) {
  const { results } = await api(`/api/lottery/results/${g.code}?limit=5`);
  if (current !== g) return;
  $('results').replaceChildren(
    ...(results.length === 0
      ? [el('li', { textContent: t('noResult') })]
      : results.map((draw) =>
          el('li', {}, [
            el('div', { className: 'row' }, [
              el('span', { textContent: `${t('draw')} #${draw.drawNo}` }),
              el('span', { textContent: clockTime(draw.drawAt) }),
            ]),
            balls(draw.result, g.rules),
            el('p', { className: 'fair', textContent: `${t('drawSeed')}: ${draw.serverSeed} · ${t('drawHash')}: ${draw.serverSeedHash}` }),
          ]),
        )),
  );
}

/** Tickets, results and the next time to ask again, for the game on screen. */
async function loadGameData(g) {
  const [tickets] = await Promise.all([loadTickets(g), loadResults(g)]);
  if (current === g) schedule(nextDue([g], tickets));
}

async function openGame(g) {
  current = g;
  entry.length = 0;
  $('lobby').hidden = true;
  $('game').hidden = false;
  $('game-name').textContent = g.name;
  document.title = g.name;
  $('message').textContent = '';
  drawDraw(g);
  drawPicker(g.rules);
  drawPaytable(g);
  await loadGameData(g);
}

$('lucky').addEventListener('click', () => current && luckyPick(current.rules));
$('clear').addEventListener('click', () => {
  entry.length = 0;
  if (current) showEntry(current.rules);
});
for (const value of [1000, 2000, 5000, 10000]) $('stake').append(new Option(money(value), String(value)));

$('buy').addEventListener('click', async () => {
  const g = current;
  if (!g) return;
  if (!complete(g.rules)) {
    $('message').textContent = t('incomplete');
    return;
  }
  const buy = $('buy');
  buy.disabled = true;
  try {
    const numbers = g.rules.kind === 'pick' ? [...entry].sort((a, b) => a - b) : [...entry];
    const { ticket, balance } = await api('/api/lottery/tickets', {
      ...player,
      lottery: g.code,
      drawNo: g.onSale.drawNo,
      numbers,
      stake: Number($('stake').value),
    });
    $('balance').textContent = money(balance);
    $('message').textContent = t('bought', { draw: `#${ticket.drawNo}` });
    await loadGameData(g);
  } catch (error) {
    $('message').textContent = error.error === 'DRAW_CLOSED' ? t('closed') : explain(error);
    if (error.error === 'DRAW_CLOSED') await refresh();
    else await showBalance($('balance')).catch(() => undefined);
  } finally {
    buy.disabled = false;
  }
});

// ---- The clock: countdowns every second; the next draw, results and ticket states as they come ----

/** When the page asks again: a sale closes, or a draw it shows (or holds a ticket for) is paid. */
let dueAt = Infinity;
let refreshing = false;
let again = false;
const PAID_AFTER_MS = 1500;
/** However late the server is with a result, the page asks at most every 2 s. */
const schedule = (at) => {
  dueAt = Math.max(at, now() + 2000);
};

function nextDue(shown, tickets) {
  const times = shown.flatMap((g) => {
    const previousDraw = timeOf(g.onSale.drawAt) - g.drawSeconds * 1000 + PAID_AFTER_MS;
    return [timeOf(g.onSale.closesAt), previousDraw > now() ? previousDraw : Infinity];
  });
  for (const ticket of tickets)
    if (ticket.state === 'placed' || ticket.state === 'pending') times.push(timeOf(ticket.drawAt) + PAID_AFTER_MS);
  return Math.min(...times);
}

/** Fetches the games again and redraws what is on screen; a call during a refresh runs once more after it. */
async function refresh() {
  if (refreshing) {
    again = true;
    return;
  }
  refreshing = true;
  try {
    do {
      again = false;
      await loadGames();
      if (current) {
        drawDraw(current);
        await loadGameData(current);
      } else {
        showLobby();
      }
    } while (again);
  } catch {
    dueAt = now() + 5000;
  } finally {
    refreshing = false;
  }
}

setInterval(() => {
  if (current) {
    const open = timeOf(current.onSale.closesAt) > now();
    $('countdown').textContent = open ? `${t('closesIn')} ${countdown(current.onSale.closesAt)}` : t('drawing');
  } else {
    for (const button of document.querySelectorAll('#games button')) {
      const g = games.find((x) => x.code === button.dataset.code);
      if (g) button.querySelector('.meta').textContent = gameMeta(g);
    }
  }
  if (now() >= dueAt) void refresh();
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
