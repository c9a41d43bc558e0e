// Shared by the house game pages: launch parameters, the vendor API, texts and money format.
const params = new URLSearchParams(location.search);
// The game token comes in the fragment, which no server (and so no access log) ever receives;
// it is taken out of the address bar at once so it stays out of this page's history too.
const fragment = new URLSearchParams(location.hash.slice(1));
if (location.hash) history.replaceState(null, '', location.pathname + location.search);
export const player = { user: params.get('user') ?? '', token: fragment.get('token') ?? '', currency: params.get('currency') ?? 'PHP' };
export const game = location.pathname.split('/').pop();
// A vendor of the aggregator serves its pages and API under its own prefix (/v/<vendor>).
const base = location.pathname.replace(/\/games\/[^/]+$/, '');
const lang = params.get('lang') === 'fil' ? 'fil' : 'en';

const TEXTS = {
  en: {
    balance: 'Balance',
    spin: 'Spin',
    play: 'Play',
    stake: 'Stake',
    win: 'You won',
    noWin: 'No win this time',
    noMoney: 'Not enough balance',
    blocked: 'Your account cannot bet now (a limit or break you set, or a block by the operator). Your balance is unchanged.',
    failed: 'Something went wrong, please try again',
    hash: 'Server seed hash (before the round)',
    seed: 'Server seed (after the round)',
    pick: 'Tap colours to bet',
    back: 'Back to lobby',
    lottery: 'Lottery',
    lotteryGames: 'Lottery games',
    drawTypes: 'Draw types',
    fast: 'Fast draws',
    classic: 'Classic draws',
    allGames: 'All games',
    everyMinutes: 'Draw every {n} min',
    draw: 'Draw',
    closesIn: 'Closes in',
    drawing: 'Drawing…',
    lastResult: 'Last result',
    noResult: 'No draw yet',
    yourNumbers: 'Your numbers',
    number: 'Number',
    choose: 'Choose {n} numbers',
    chosen: '{k} of {n} chosen',
    lucky: 'Lucky pick',
    clear: 'Clear',
    buy: 'Buy ticket',
    bought: 'Ticket bought for draw {draw}',
    closed: 'This draw has closed, the next one is open',
    incomplete: 'Choose all your numbers first',
    prizes: 'Prizes',
    matches: 'Match {m}',
    straight: 'Exact order',
    odds: 'Odds',
    pays: 'Pays',
    rtp: 'Return to player',
    myTickets: 'My tickets',
    noTickets: 'No tickets yet',
    results: 'Results',
    expired: 'Your game session has ended: close the game and open it again',
    noGames: 'No games here yet',
    yellow: 'Yellow',
    white: 'White',
    pink: 'Pink',
    blue: 'Blue',
    red: 'Red',
    green: 'Green',
    reels: 'Reels',
    dice: 'Dice',
    mango: 'Mango',
    coconut: 'Coconut',
    jeepney: 'Jeepney',
    carabao: 'Carabao',
    sampaguita: 'Sampaguita',
    pearl: 'Pearl',
    ticketPending: 'Awaiting draw',
    ticketWon: 'Won',
    ticketLost: 'No win',
    ticketVoid: 'Refunded',
    drawHash: 'Seed hash',
    drawSeed: 'Seed',
    withdrawnTitle: 'This game has been withdrawn',
    withdrawnHelp:
      'Its provider has taken it out of the lobby. Your balance is safe: every finished round is settled. Close the game and choose another one.',
  },
  fil: {
    balance: 'Balanse',
    spin: 'Paikutin',
    play: 'Maglaro',
    stake: 'Taya',
    win: 'Nanalo ka',
    noWin: 'Walang panalo ngayon',
    noMoney: 'Kulang ang balanse',
    blocked:
      'Hindi makakataya ang iyong account ngayon (may limitasyon o pahinga kang itinakda, o hinarang ng operator). Hindi nagbago ang iyong balanse.',
    failed: 'May nangyaring mali, pakisubukang muli',
    hash: 'Hash ng server seed (bago ang round)',
    seed: 'Server seed (pagkatapos ng round)',
    pick: 'Pindutin ang mga kulay para tumaya',
    back: 'Bumalik sa lobby',
    lottery: 'Loterya',
    lotteryGames: 'Mga laro ng loterya',
    drawTypes: 'Uri ng bola',
    fast: 'Mabilis na bola',
    classic: 'Klasikong bola',
    allGames: 'Lahat ng laro',
    everyMinutes: 'Bola kada {n} min',
    draw: 'Bola',
    closesIn: 'Magsasara sa',
    drawing: 'Binobola…',
    lastResult: 'Huling resulta',
    noResult: 'Wala pang bola',
    yourNumbers: 'Iyong mga numero',
    number: 'Numero',
    choose: 'Pumili ng {n} numero',
    chosen: '{k} sa {n} ang napili',
    lucky: 'Swerteng pili',
    clear: 'Burahin',
    buy: 'Bumili ng tiket',
    bought: 'Nabili ang tiket para sa bola {draw}',
    closed: 'Sarado na ang bolang ito, bukas na ang susunod',
    incomplete: 'Piliin muna ang lahat ng iyong numero',
    prizes: 'Mga premyo',
    matches: 'Tumama ang {m}',
    straight: 'Eksaktong pagkakasunod',
    odds: 'Tsansa',
    pays: 'Bayad',
    rtp: 'Balik sa manlalaro',
    myTickets: 'Aking mga tiket',
    noTickets: 'Wala pang tiket',
    results: 'Mga resulta',
    expired: 'Natapos na ang iyong game session: isara ang laro at buksan muli',
    noGames: 'Wala pang laro rito',
    yellow: 'Dilaw',
    white: 'Puti',
    pink: 'Rosas',
    blue: 'Asul',
    red: 'Pula',
    green: 'Berde',
    reels: 'Mga reel',
    dice: 'Mga dais',
    mango: 'Mangga',
    coconut: 'Niyog',
    jeepney: 'Dyip',
    carabao: 'Kalabaw',
    sampaguita: 'Sampaguita',
    pearl: 'Perlas',
    ticketPending: 'Hinihintay ang bola',
    ticketWon: 'Nanalo',
    ticketLost: 'Walang panalo',
    ticketVoid: 'Ibinalik',
    drawHash: 'Hash ng seed',
    drawSeed: 'Seed',
    withdrawnTitle: 'Inalis na ang larong ito',
    withdrawnHelp:
      'Inalis na ito ng provider sa lobby. Ligtas ang iyong balanse: bayad na ang bawat natapos na round. Isara ang laro at pumili ng iba.',
  },
};
/** A family page's own texts, added to the shared ones (English and Filipino, the same keys). */
export function addTexts(texts) {
  Object.assign(TEXTS.en, texts.en);
  Object.assign(TEXTS.fil, texts.fil);
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const el of document.querySelectorAll('[data-t-label]')) el.setAttribute('aria-label', t(el.dataset.tLabel));
}

/** A text in the player's language; {name} placeholders take `values`. */
export const t = (key, values = {}) => (TEXTS[lang][key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
document.documentElement.lang = lang;
for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
for (const el of document.querySelectorAll('[data-t-label]')) el.setAttribute('aria-label', t(el.dataset.tLabel));

export const money = (centavos) => `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Calls this vendor's backend: POST with a JSON body, or GET without one. */
export async function api(path, body) {
  const res = await fetch(
    base + path,
    body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const data = await res.json();
  if (!res.ok) throw Object.assign(new Error(data.error ?? 'failed'), data);
  return data;
}

/** A new client seed: 16 random bytes in hex, the player's own part of a round's outcome. */
export function clientSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Commits the next round and shows its seed hash before the player plays it. */
export async function nextRound(hashEl) {
  const round = await api('/api/rounds', { user: player.user, token: player.token, game });
  hashEl.textContent = `${t('hash')}: ${round.serverSeedHash}`;
  return round;
}

/** The "how to play" button opens and closes its panel, and says which it is. */
export function helpToggle(button, panel) {
  button.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    button.setAttribute('aria-expanded', String(!panel.hidden));
  });
}

export async function showBalance(el) {
  const { balance } = await api('/api/balance', { user: player.user, token: player.token, game });
  el.textContent = money(balance);
}

const SESSION_ENDED = new Set(['RS_ERROR_TOKEN_EXPIRED', 'RS_ERROR_INVALID_TOKEN']);

export function explain(error) {
  if (error.walletStatus === 'RS_ERROR_NOT_ENOUGH_MONEY') return t('noMoney');
  // A player's own limit, break or self-exclusion, or the operator's block: the bet was refused whole.
  if (error.walletStatus === 'RS_ERROR_USER_DISABLED') return t('blocked');
  return SESSION_ENDED.has(error.walletStatus) ? t('expired') : t('failed');
}

/**
 * One game table: a round is always committed (its seed hash shown) before the button plays it;
 * the result, the revealed seed and the new balance are shown after. `guard` may name a text to
 * show instead of playing; `play` sends the round; `show` draws the outcome.
 */
export function gameTable({ button, play, show, guard = () => null }) {
  const el = (id) => document.getElementById(id);
  const [message, balance, hash, seed] = ['message', 'balance', 'hash', 'seed'].map(el);
  let round = null;
  let refused = null;
  // A round the vendor would not commit (an ended game session) is explained on the next tap.
  const prepare = async () => {
    try {
      round = await nextRound(hash);
      refused = null;
    } catch (error) {
      round = null;
      refused = error;
    }
  };
  button.addEventListener('click', async () => {
    const refusal = guard();
    if (refusal) {
      message.textContent = t(refusal);
      return;
    }
    if (!round) await prepare();
    if (!round) {
      message.textContent = explain(refused ?? {});
      return;
    }
    button.disabled = true;
    message.textContent = '';
    try {
      const result = await play(round, clientSeed());
      show(result);
      balance.textContent = money(result.balance);
      message.textContent = result.win > 0 ? `${t('win')} ${money(result.win)}` : t('noWin');
      seed.textContent = `${t('seed')}: ${result.serverSeed}`;
    } catch (error) {
      message.textContent = explain(error);
      await showBalance(balance).catch(() => undefined);
    } finally {
      await prepare();
      button.disabled = false;
    }
  });
  return Promise.all([showBalance(balance), prepare()]).catch(() => {
    message.textContent = t('failed');
  });
}
