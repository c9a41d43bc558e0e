import { addTexts, api, explain, game, helpToggle, money, player, t } from './common.js';

// The sportsbook of one competition: fixtures with their odds, live scores and results, a bet
// slip (singles or a parlay) and the player's bets. Odds are fixed per match, so a pick keeps its
// price until its match kicks off; the server refuses a pick whose match has started.

addTexts({
  en: {
    virtual: 'Virtual sports',
    views: 'Views',
    matches: 'Matches',
    myBets: 'My bets',
    help: 'How it works',
    betSlip: 'Bet slip',
    close: 'Close',
    betType: 'Bet type',
    singles: 'Singles',
    parlay: 'Parlay',
    stakeEach: 'Stake per bet (₱)',
    stakeParlay: 'Parlay stake (₱)',
    totalStake: 'Total stake',
    combinedOdds: 'Combined odds',
    potential: 'Potential payout',
    placeBet: 'Place bet',
    clearSlip: 'Clear slip',
    setStake: 'Stake {amount}',
    remove: 'Remove {pick}',
    removeShort: 'Remove',
    startsIn: 'Starts in {time}',
    starting: 'Kicking off',
    live: 'Live',
    final: 'Final',
    closedBetting: 'Betting closed',
    noMatches: 'No matches scheduled right now',
    toWin: '{name} to win at {odds}',
    drawAt: 'Draw at {odds}',
    pickAt: '{pick} at {odds}',
    handicapAt: '{name} {line} {unit} at {odds}',
    draw: 'Draw',
    over: 'Over {line} {unit}',
    under: 'Under {line} {unit}',
    distanceYes: 'Goes the distance',
    distanceNo: 'Does not go the distance',
    marketWinner: 'Winner',
    marketHandicap: 'Handicap ({unit})',
    marketTotal: 'Total {unit}',
    marketDistance: 'Goes the distance',
    goals: 'goals',
    points: 'points',
    sets: 'sets',
    games: 'games',
    maps: 'maps',
    rounds: 'rounds',
    half: 'Half {n}',
    quarter: 'Q{n}',
    overtime: 'OT{n}',
    set: 'Set {n}',
    game: 'Game {n}',
    map: 'Map {n}',
    round: 'Round {n}',
    cards: 'Cards',
    knockout: 'Knockout in round {n}',
    decision: 'Decision on points',
    fairness: 'Fairness',
    matchReturn: 'Return to player: {list}',
    ratings: 'Ratings (the model\u2019s input): {home} and {away}',
    hashLine: 'Seed hash: {hash}',
    seedLine: 'Seed: {seed}',
    seedLater: 'The seed is shown when the match has ended.',
    vs: '{home} vs {away}',
    single: 'Single',
    parlayLegs: 'Parlay, {n} legs',
    stakeLine: 'Stake {stake} · odds {odds}',
    payoutLine: 'Potential payout {amount}',
    paid: 'Paid {amount}',
    lost: 'Lost',
    awaiting: 'Awaiting results',
    processing: 'Processing',
    refunded: 'Refunded',
    legWon: 'Won',
    legLost: 'Lost',
    legVoid: 'Void',
    legOpen: 'Open',
    noBets: 'No bets yet',
    placedOne: 'Bet placed',
    placedMany: '{n} bets placed',
    needTwo: 'A parlay needs picks from at least two matches',
    tooMany: 'A parlay takes at most {n} picks',
    badStake: 'Check the stake (whole pesos from {min} to {max}) and the odds, then try again',
    closedPick: 'A match in your slip has kicked off: it was taken out',
    oddsChanged: 'The odds have changed: check your slip',
    gone: 'That pick is no longer offered',
    added: '{pick} added to the bet slip',
    rulesText:
      'Every match here is simulated. A new round of {n} matches starts every {slot} minutes, the matches kicking off {gap} seconds apart, each played out in {play} minutes with the score shown live. Bets are taken until kick-off at the odds shown, which stay fixed once you bet. A single is one pick; a parlay combines 2 to {legs} picks from different matches and wins only if every pick wins, its odds multiplied. A handicap or total on a whole number that ends exactly level is void: the pick counts at 1.00 (a single gets its stake back).',
    rtpText:
      'Odds are the fair odds of the match model divided by {factor} (a {margin} margin) and rounded down to two decimals, so each pick returns about {rtp} of its stake on average; the exact figure of every market is shown under Fairness on its match.',
    limitsText:
      'Stakes are whole pesos from {min} to {max} per bet. A parlay\u2019s combined odds count up to {maxOdds}, and a slip pays at most {maxPayout}.',
    fairText:
      'Provably fair: every match has a server seed whose SHA-256 hash is shown from the moment the match is listed, and the seed itself once it has ended. The match is played by the model above from HMAC-SHA256 keyed with the seed over \u201cmatch id:0\u201d, \u201cmatch id:1\u201d and so on (eight numbers in [0, 1) from each) and the sides\u2019 published ratings, so anyone can replay it.',
    model_football:
      'Football: each side gets 20 chances a match, ten a half, each a goal with a probability set by the two sides\u2019 ratings (the home side a little more). Draws exist: the winner market has three outcomes.',
    model_basketball:
      'Basketball: every quarter each side takes a fixed number of two-point, three-point and free-throw attempts, each made with a probability set by the ratings. A tie after four quarters goes to as many overtimes as it takes; handicap and total count the overtime points.',
    model_volleyball:
      'Volleyball: rally scoring, best of {bestOf} sets to 25 (the last to 15), won by two. Every rally goes to the home side with a probability set by the ratings. Handicap and total count sets.',
    model_tennis:
      'Tennis: best of {bestOf} sets of six games won by two, a tiebreak at six-all; every point goes to the first-named player with a probability set by the ratings. Handicap counts sets, the total counts games.',
    model_badminton:
      'Badminton: best of {bestOf} games to 21 won by two, the 30th point winning at 29-all; every rally goes to the first-named player with a probability set by the ratings. Handicap counts games, the total counts points.',
    model_boxing:
      'Boxing: twelve rounds. Each round can end in a knockout for either boxer, with chances set by the ratings; otherwise it is scored 10-9, or 10-8 with a knockdown. A fight that goes the distance is decided on points, level cards a draw. Total rounds counts the round the fight ended in, twelve for the distance.',
    model_esports:
      'E-sports: a best-of-{bestOf} series; each map is won by the first-named team with a chance set by the ratings (in CS2 and Valorant round by round, to 13 won by two). Handicap and total count maps.',
  },
  fil: {
    virtual: 'Virtual na palakasan',
    views: 'Mga tanaw',
    matches: 'Mga laban',
    myBets: 'Aking mga taya',
    help: 'Paano ito gumagana',
    betSlip: 'Bet slip',
    close: 'Isara',
    betType: 'Uri ng taya',
    singles: 'Isahan',
    parlay: 'Parlay',
    stakeEach: 'Taya bawat pusta (₱)',
    stakeParlay: 'Taya sa parlay (₱)',
    totalStake: 'Kabuuang taya',
    combinedOdds: 'Pinagsamang odds',
    potential: 'Posibleng bayad',
    placeBet: 'Tumaya',
    clearSlip: 'Burahin ang slip',
    setStake: 'Taya {amount}',
    remove: 'Alisin ang {pick}',
    removeShort: 'Alisin',
    startsIn: 'Magsisimula sa {time}',
    starting: 'Magsisimula na',
    live: 'Live',
    final: 'Tapos',
    closedBetting: 'Sarado na ang taya',
    noMatches: 'Walang nakatakdang laban ngayon',
    toWin: 'Panalo ang {name} sa {odds}',
    drawAt: 'Tabla sa {odds}',
    pickAt: '{pick} sa {odds}',
    handicapAt: '{name} {line} {unit} sa {odds}',
    draw: 'Tabla',
    over: 'Lampas {line} {unit}',
    under: 'Kulang {line} {unit}',
    distanceYes: 'Aabot sa huling round',
    distanceNo: 'Hindi aabot sa huling round',
    marketWinner: 'Panalo',
    marketHandicap: 'Handicap ({unit})',
    marketTotal: 'Kabuuang {unit}',
    marketDistance: 'Aabot sa huling round',
    goals: 'gol',
    points: 'puntos',
    sets: 'set',
    games: 'game',
    maps: 'mapa',
    rounds: 'round',
    half: 'Ika-{n} kalahati',
    quarter: 'Q{n}',
    overtime: 'OT{n}',
    set: 'Set {n}',
    game: 'Game {n}',
    map: 'Mapa {n}',
    round: 'Round {n}',
    cards: 'Iskor ng hurado',
    knockout: 'Knockout sa round {n}',
    decision: 'Desisyon sa puntos',
    fairness: 'Pagkapatas',
    matchReturn: 'Balik sa manlalaro: {list}',
    ratings: 'Mga rating (input ng modelo): {home} at {away}',
    hashLine: 'Hash ng seed: {hash}',
    seedLine: 'Seed: {seed}',
    seedLater: 'Ipapakita ang seed pagkatapos ng laban.',
    vs: '{home} laban sa {away}',
    single: 'Isahan',
    parlayLegs: 'Parlay, {n} pili',
    stakeLine: 'Taya {stake} · odds {odds}',
    payoutLine: 'Posibleng bayad {amount}',
    paid: 'Binayaran ng {amount}',
    lost: 'Talo',
    awaiting: 'Hinihintay ang resulta',
    processing: 'Pinoproseso',
    refunded: 'Ibinalik',
    legWon: 'Panalo',
    legLost: 'Talo',
    legVoid: 'Walang bisa',
    legOpen: 'Bukas',
    noBets: 'Wala pang taya',
    placedOne: 'Naitaya na',
    placedMany: '{n} taya ang naitaya',
    needTwo: 'Kailangan ng parlay ang pili mula sa hindi bababa sa dalawang laban',
    tooMany: 'Hanggang {n} pili lamang ang parlay',
    badStake: 'Tingnan ang taya (buong piso mula {min} hanggang {max}) at ang odds, saka subukang muli',
    closedPick: 'Nagsimula na ang isang laban sa iyong slip: inalis na ito',
    oddsChanged: 'Nagbago ang odds: tingnan ang iyong slip',
    gone: 'Hindi na inaalok ang piling iyon',
    added: 'Naidagdag sa bet slip ang {pick}',
    rulesText:
      'Kunwari lamang ang bawat laban dito. May bagong round ng {n} laban kada {slot} minuto, {gap} segundo ang pagitan ng simula ng mga laban, at bawat laban ay nilalaro sa loob ng {play} minuto na may live na iskor. Tumatanggap ng taya hanggang magsimula ang laban sa odds na nakikita, na hindi na nagbabago kapag nakataya ka na. Ang isahan ay isang pili; pinagsasama ng parlay ang 2 hanggang {legs} pili mula sa magkakaibang laban at panalo lamang kung panalo ang lahat ng pili, pinaparami ang kanilang odds. Ang handicap o kabuuan sa buong numero na eksaktong pantay ang kinalabasan ay walang bisa: binibilang ang pili sa 1.00 (ibinabalik ang taya ng isahan).',
    rtpText:
      'Ang odds ay ang patas na odds ng modelo ng laban na hinati sa {factor} ({margin} na margin) at ibinaba sa dalawang decimal, kaya ibinabalik ng bawat pili ang mga {rtp} ng taya sa karaniwan; ang eksaktong bilang ng bawat market ay nasa Pagkapatas ng laban nito.',
    limitsText:
      'Ang taya ay buong piso mula {min} hanggang {max} bawat pusta. Binibilang ang pinagsamang odds ng parlay hanggang {maxOdds}, at hanggang {maxPayout} lamang ang bayad ng isang slip.',
    fairText:
      'Patas at mapapatunayan: may server seed ang bawat laban na ang SHA-256 hash ay ipinapakita mula nang mailista ang laban, at ang seed mismo pagkatapos nito. Nilalaro ang laban ng modelo sa itaas mula sa HMAC-SHA256 na may susing seed sa \u201cmatch id:0\u201d, \u201cmatch id:1\u201d at iba pa (walong numero sa [0, 1) mula sa bawat isa) at sa inilathalang rating ng magkabilang panig, kaya kahit sino ay maaaring ulitin ito.',
    model_football:
      'Football: may 20 pagkakataon ang bawat panig kada laban, sampu kada kalahati, at bawat isa ay gol sa tsansang itinakda ng rating ng dalawang panig (bahagyang mas mataas sa home). May tabla: tatlo ang kinalabasan ng market ng panalo.',
    model_basketball:
      'Basketball: bawat quarter, may takdang bilang ng tira ng dalawa, tatlo at free throw ang bawat panig, at bawat isa ay pumapasok sa tsansang itinakda ng rating. Kapag tabla pagkatapos ng apat na quarter, may overtime hanggang may manalo; kasama sa handicap at kabuuan ang puntos ng overtime.',
    model_volleyball:
      'Volleyball: rally scoring, best of {bestOf} set hanggang 25 (ang huli hanggang 15), panalo sa lamang na dalawa. Napupunta sa home ang bawat rally sa tsansang itinakda ng rating. Set ang binibilang ng handicap at kabuuan.',
    model_tennis:
      'Tennis: best of {bestOf} set na tig-anim na game na panalo sa lamang na dalawa, may tiebreak sa 6-6; napupunta sa unang nakapangalang manlalaro ang bawat puntos sa tsansang itinakda ng rating. Set ang binibilang ng handicap, game ang kabuuan.',
    model_badminton:
      'Badminton: best of {bestOf} game hanggang 21 na panalo sa lamang na dalawa, panalo ang ika-30 puntos sa 29-29; napupunta sa unang nakapangalang manlalaro ang bawat rally sa tsansang itinakda ng rating. Game ang binibilang ng handicap, puntos ang kabuuan.',
    model_boxing:
      'Boxing: labindalawang round. Maaaring magtapos sa knockout ang bawat round para sa alinmang boksingero, sa tsansang itinakda ng rating; kung hindi, 10-9 ang iskor nito, o 10-8 kapag may knockdown. Ang labang umabot sa huling round ay pinagpapasyahan sa puntos, tabla kapag pantay. Binibilang ng kabuuang round ang round na tinapos ng laban, labindalawa kapag umabot sa huli.',
    model_esports:
      'E-sports: isang best-of-{bestOf} na serye; napapanalunan ng unang nakapangalang koponan ang bawat mapa sa tsansang itinakda ng rating (sa CS2 at Valorant, round kada round hanggang 13 na panalo sa lamang na dalawa). Mapa ang binibilang ng handicap at kabuuan.',
  },
});

const $ = (id) => document.getElementById(id);
function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}
const lang = document.documentElement.lang === 'fil' ? 'fil' : 'en';
const percent = (x, digits = 2) => `${(x * 100).toFixed(digits)}%`;
const pesos = (centavos) => money(centavos).replace(/\.00$/, '');
const oddsText = (odds) => odds.toFixed(2);
const hundredths = (odds) => Math.round(odds * 100);

const info = await api(`/api/games/${game}`).catch(() => null);
if (!info) {
  $('message').textContent = t('failed');
  throw new Error('game facts unavailable');
}
$('title').textContent = info.name;
document.title = info.name;
$('competition').textContent = info.competitionName;

// ---- Time: the server's clock, not the device's --------------------------------------------------

let clockOffset = 0;
const now = () => Date.now() + clockOffset;
function countdown(iso) {
  const left = Math.max(0, Math.ceil((Date.parse(iso) - now()) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}
const clockTime = (iso) =>
  new Date(Date.parse(iso)).toLocaleTimeString(lang === 'fil' ? 'fil-PH' : 'en-PH', { hour: '2-digit', minute: '2-digit' });

// ---- What a pick says ----------------------------------------------------------------------------

const signed = (line) => (line > 0 ? `+${line}` : String(line));
const unitText = (unit) => t(unit);

/** The short text of a selection on its button: a side, Draw, Over 182.5 points... */
function pickText(market, selection, line, match) {
  switch (market) {
    case 'winner':
      return selection === 'draw' ? t('draw') : match[selection].name;
    case 'handicap':
      // The line first: a long name may be cut short on a phone, the line never.
      return `${signed(selection === 'home' ? line : -line)} ${match[selection].name}`;
    case 'total':
      return t(selection, { line, unit: unitText(info.units.total) });
    default:
      return t(selection === 'yes' ? 'distanceYes' : 'distanceNo');
  }
}

/** The accessible name of a selection: "Meralco Bolts to win at 1.85". */
function pickLabel(market, selection, line, match, odds) {
  if (market === 'winner')
    return selection === 'draw' ? t('drawAt', { odds: oddsText(odds) }) : t('toWin', { name: match[selection].name, odds: oddsText(odds) });
  if (market === 'handicap') {
    const signedLine = signed(selection === 'home' ? line : -line);
    return t('handicapAt', { name: match[selection].name, line: signedLine, unit: unitText(info.units.handicap), odds: oddsText(odds) });
  }
  return t('pickAt', { pick: pickText(market, selection, line, match), odds: oddsText(odds) });
}

function marketTitle(market) {
  if (market === 'winner') return t('marketWinner');
  if (market === 'handicap') return t('marketHandicap', { unit: unitText(info.units.handicap) });
  if (market === 'total') return t('marketTotal', { unit: unitText(info.units.total) });
  return t('marketDistance');
}

function periodName(n) {
  if (info.period === 'quarter' && n > 4) return t('overtime', { n: n - 4 });
  return t(info.period, { n });
}

/** A side's badge: its initials on a colour of its own. */
function badge(name) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  let hue = 0;
  for (const ch of name) hue = (hue * 31 + ch.charCodeAt(0)) % 360;
  const node = el('span', { className: 'badge', textContent: initials });
  node.setAttribute('aria-hidden', 'true');
  node.style.background = `hsl(${hue} 55% 38%)`;
  return node;
}

// ---- The bet slip ---------------------------------------------------------------------------------

/** One pick per match: tapping another selection of the same match replaces it. */
const picks = new Map();
let mode = 'single';
let matches = [];

function toggle(match, market, price) {
  const current = picks.get(match.matchId);
  const same = current && current.market === market.market && current.selection === price.selection;
  if (same) picks.delete(match.matchId);
  else {
    picks.set(match.matchId, {
      matchId: match.matchId,
      market: market.market,
      selection: price.selection,
      line: market.line,
      odds: price.odds,
      match: { home: match.home, away: match.away, kickoffAt: match.kickoffAt },
    });
    $('message').textContent = t('added', { pick: pickText(market.market, price.selection, market.line, match) });
  }
  renderSlip();
  refreshPressed();
}

function payoutOf(stake, odds) {
  const scale = 100n ** BigInt(odds.length);
  let product = 1n;
  for (const o of odds) product *= BigInt(o);
  const limit = BigInt(info.maxCombinedOdds) * scale;
  const payout = (BigInt(stake) * (product > limit ? limit : product)) / scale;
  return Number(payout > BigInt(info.maxPayout) ? BigInt(info.maxPayout) : payout);
}

function combinedOdds(odds) {
  let product = 1n;
  for (const o of odds) product *= BigInt(o);
  const combined = product / 100n ** BigInt(Math.max(odds.length - 1, 0));
  const cap = BigInt(info.maxCombinedOdds * 100);
  return Number(combined > cap ? cap : combined) / 100;
}

const stakeCentavos = () => Math.round(Number($('stake').value) * 100);
const stakeValid = (stake) => Number.isInteger(stake / 100) && stake >= info.minStake && stake <= info.maxStake;

function renderSlip() {
  const list = [...picks.values()];
  $('slip-bar').hidden = list.length === 0;
  $('slip-count').textContent = String(list.length);
  if (list.length === 0) closeSlip();
  $('picks').replaceChildren(
    ...list.map((p) => {
      const text = pickText(p.market, p.selection, p.line, p.match);
      const remove = el('button', { type: 'button', className: 'remove', textContent: t('removeShort') });
      remove.setAttribute('aria-label', t('remove', { pick: pickLabel(p.market, p.selection, p.line, p.match, p.odds) }));
      remove.addEventListener('click', () => {
        picks.delete(p.matchId);
        renderSlip();
        refreshPressed();
      });
      return el('li', {}, [
        el('span', { className: 'pick-match', textContent: t('vs', { home: p.match.home.name, away: p.match.away.name }) }),
        el('span', { className: 'pick-sel', textContent: text }),
        el('span', { className: 'pick-odds', textContent: oddsText(p.odds) }),
        remove,
      ]);
    }),
  );
  for (const button of document.querySelectorAll('.mode [role="radio"]')) {
    const on = button.dataset.mode === mode;
    button.setAttribute('aria-checked', String(on));
    button.tabIndex = on ? 0 : -1;
  }
  $('stake-label').textContent = t(mode === 'single' ? 'stakeEach' : 'stakeParlay');
  const stake = stakeCentavos();
  const odds = list.map((p) => hundredths(p.odds));
  const valid = stakeValid(stake);
  $('combined-row').hidden = mode === 'single';
  if (mode === 'single') {
    $('total-stake').textContent = valid ? money(stake * list.length) : '–';
    $('potential').textContent = valid ? money(odds.reduce((sum, o) => sum + payoutOf(stake, [o]), 0)) : '–';
  } else {
    $('total-stake').textContent = valid ? money(stake) : '–';
    $('combined').textContent = list.length > 0 ? oddsText(combinedOdds(odds)) : '–';
    $('potential').textContent = valid ? money(payoutOf(stake, odds)) : '–';
  }
  $('place').disabled = list.length === 0 || !valid || (mode === 'parlay' && (list.length < 2 || list.length > info.maxLegs));
  $('slip-message').textContent =
    mode === 'parlay' && list.length < 2
      ? t('needTwo')
      : mode === 'parlay' && list.length > info.maxLegs
        ? t('tooMany', { n: info.maxLegs })
        : '';
}

function openSlip() {
  $('slip').hidden = false;
  $('open-slip').setAttribute('aria-expanded', 'true');
  $('stake').focus();
}
function closeSlip() {
  if ($('slip').hidden) return;
  $('slip').hidden = true;
  $('open-slip').setAttribute('aria-expanded', 'false');
  if (!$('slip-bar').hidden) $('open-slip').focus();
}
$('open-slip').addEventListener('click', () => ($('slip').hidden ? openSlip() : closeSlip()));
$('close-slip').addEventListener('click', closeSlip);
$('slip').addEventListener('keydown', (event) => {
  if (event.key === 'Escape') closeSlip();
});
$('clear-slip').addEventListener('click', () => {
  picks.clear();
  renderSlip();
  refreshPressed();
});
const modes = [...document.querySelectorAll('.mode [role="radio"]')];
for (const button of modes) {
  button.addEventListener('click', () => {
    mode = button.dataset.mode;
    renderSlip();
  });
  button.addEventListener('keydown', (event) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    mode = mode === 'single' ? 'parlay' : 'single';
    renderSlip();
    modes.find((b) => b.dataset.mode === mode).focus();
  });
}

$('stake').min = String(info.minStake / 100);
$('stake').max = String(info.maxStake / 100);
$('stake').value = String(info.minStake / 100);
$('stake').addEventListener('input', renderSlip);
const chipValues = [...new Set([info.minStake, 5000, 10000, 50000, 100000].filter((c) => c >= info.minStake && c <= info.maxStake))];
$('chips').replaceChildren(
  ...chipValues.slice(0, 4).map((c) => {
    const chip = el('button', { type: 'button', textContent: pesos(c) });
    chip.setAttribute('aria-label', t('setStake', { amount: pesos(c) }));
    chip.addEventListener('click', () => {
      $('stake').value = String(c / 100);
      renderSlip();
    });
    return chip;
  }),
);

function refusal(error) {
  if (error.error === 'DRAW_CLOSED') return t('closedPick');
  if (error.error === 'ODDS_CHANGED') return t('oddsChanged');
  if (error.error === 'BAD_STAKE') return t('badStake', { min: pesos(info.minStake), max: pesos(info.maxStake) });
  if (error.error === 'ROUND_NOT_FOUND') return t('gone');
  return explain(error);
}

const legOf = (p) => ({ matchId: p.matchId, market: p.market, selection: p.selection, odds: p.odds });

$('place').addEventListener('click', async () => {
  const list = [...picks.values()];
  const stake = stakeCentavos();
  $('place').disabled = true;
  $('slip-message').textContent = '';
  const slips = mode === 'parlay' ? [list] : list.map((p) => [p]);
  let placed = 0;
  let problem = null;
  for (const legs of slips) {
    try {
      const answer = await api('/api/sports/slip', { ...player, game, stake, legs: legs.map(legOf) });
      placed++;
      $('balance').textContent = money(answer.balance);
      for (const p of legs) picks.delete(p.matchId);
    } catch (error) {
      problem = error;
    }
  }
  renderSlip();
  refreshPressed();
  const done = placed === 0 ? '' : placed === 1 ? t('placedOne') : t('placedMany', { n: placed });
  const text = [done, problem ? refusal(problem) : ''].filter(Boolean).join('. ');
  $('slip-message').textContent = text;
  $('message').textContent = text;
  await refreshBoard();
  await refreshBets();
});

// ---- Fixtures -------------------------------------------------------------------------------------

/** Each match's card, built once and then updated in place so focus and scroll stay put. */
const cards = new Map();

function resultText(match) {
  const r = match.result;
  if (info.sport === 'boxing') return r.distance ? `${t('decision')} ${r.home}-${r.away}` : t('knockout', { n: r.total });
  // Set, game or map scores; halves or quarters.
  return r.periods.map(([a, b]) => `${a}-${b}`).join(info.bestOf ? ', ' : ' · ');
}

function liveText(match) {
  const s = match.score;
  const parts = [periodName(s.period)];
  if (s.inPeriod) parts.push(`${s.inPeriod[0]}-${s.inPeriod[1]}`);
  if (info.sport === 'boxing') parts.push(`${t('cards')} ${s.home}-${s.away}`);
  return parts.join(' · ');
}

function buildCard(match) {
  const status = el('span', { className: 'status' });
  const scores = { home: el('span', { className: 'score' }), away: el('span', { className: 'score' }) };
  const sides = el(
    'div',
    { className: 'sides' },
    ['home', 'away'].map((side) =>
      el('div', { className: 'side' }, [
        badge(match[side].name),
        el('span', { className: 'name', textContent: match[side].name }),
        scores[side],
      ]),
    ),
  );
  const detail = el('p', { className: 'detail' });
  const buttons = [];
  const marketNodes = match.markets.map((market) => {
    const row = el(
      'div',
      { className: `odds odds-${market.selections.length}` },
      market.selections.map((price) => {
        const button = el('button', { type: 'button', className: 'price' }, [
          el('span', { className: 'pick', textContent: pickText(market.market, price.selection, market.line, match) }),
          el('span', { className: 'value', textContent: oddsText(price.odds) }),
        ]);
        button.setAttribute('aria-label', pickLabel(market.market, price.selection, market.line, match, price.odds));
        button.addEventListener('click', () => toggle(match, market, price));
        buttons.push({ button, market: market.market, selection: price.selection });
        return button;
      }),
    );
    return el('div', { className: 'market' }, [el('h3', { textContent: marketTitle(market.market) }), row]);
  });
  const seed = el('p', { className: 'fair' });
  const fair = el('details', { className: 'fairness' }, [
    el('summary', { textContent: t('fairness') }),
    el('p', {
      className: 'fair',
      textContent: t('matchReturn', {
        list: match.markets.map((m) => `${marketTitle(m.market)} ${percent(m.returnToPlayer)}`).join(', '),
      }),
    }),
    el('p', { className: 'fair', textContent: t('ratings', { home: match.home.rating, away: match.away.rating }) }),
    el('p', { className: 'fair', textContent: t('hashLine', { hash: match.serverSeedHash }) }),
    seed,
  ]);
  const li = el('li', { className: 'fixture' }, [
    el('div', { className: 'fixture-head' }, [el('span', { className: 'when', textContent: clockTime(match.kickoffAt) }), status]),
    sides,
    detail,
    ...marketNodes,
    fair,
  ]);
  const card = { li, match, status, scores, detail, buttons, seed };
  cards.set(match.matchId, card);
  return card;
}

function updateCard(card, match) {
  card.match = match;
  const open = match.state === 'open' && Date.parse(match.kickoffAt) > now();
  card.li.dataset.state = match.state;
  if (match.state === 'open') card.status.textContent = open ? t('startsIn', { time: countdown(match.kickoffAt) }) : t('starting');
  else card.status.textContent = match.state === 'live' ? t('live') : t('final');
  card.scores.home.textContent = match.score ? String(match.score.home) : '';
  card.scores.away.textContent = match.score ? String(match.score.away) : '';
  card.detail.textContent = match.state === 'live' ? liveText(match) : match.state === 'ended' ? resultText(match) : '';
  card.detail.hidden = match.state === 'open';
  for (const b of card.buttons) {
    b.button.disabled = !open;
    const price = match.markets.find((m) => m.market === b.market).selections.find((s) => s.selection === b.selection);
    b.button.classList.toggle('won', price.outcome === 'won');
  }
  card.seed.textContent = match.serverSeed ? t('seedLine', { seed: match.serverSeed }) : t('seedLater');
}

function refreshPressed() {
  for (const card of cards.values()) {
    const pick = picks.get(card.match.matchId);
    for (const b of card.buttons)
      b.button.setAttribute('aria-pressed', String(!!pick && pick.market === b.market && pick.selection === b.selection));
  }
}

function renderBoard() {
  const list = $('fixtures');
  const shown = new Set(matches.map((m) => m.matchId));
  for (const [id, card] of cards) {
    if (!shown.has(id)) {
      card.li.remove();
      cards.delete(id);
    }
  }
  if (matches.length === 0) {
    list.replaceChildren(el('li', { className: 'empty', textContent: t('noMatches') }));
    return;
  }
  list.querySelector('.empty')?.remove();
  // Live and open matches first (soonest first), the finished ones after them.
  const order = [...matches].sort(
    (a, b) => (a.state === 'ended') - (b.state === 'ended') || Date.parse(a.kickoffAt) - Date.parse(b.kickoffAt),
  );
  order.forEach((match, i) => {
    const card = cards.get(match.matchId) ?? buildCard(match);
    updateCard(card, match);
    if (list.children[i] !== card.li) list.insertBefore(card.li, list.children[i] ?? null);
  });
  refreshPressed();
}

/** Picks whose match has kicked off leave the slip: the server would refuse them. */
function dropStartedPicks() {
  let dropped = false;
  for (const p of picks.values()) {
    if (Date.parse(p.match.kickoffAt) <= now()) {
      picks.delete(p.matchId);
      dropped = true;
    }
  }
  if (dropped) {
    $('slip-message').textContent = t('closedPick');
    renderSlip();
  }
}

async function refreshBoard() {
  try {
    const board = await api('/api/sports/board', { user: player.user, token: player.token, game });
    clockOffset = Date.parse(board.serverTime) - Date.now();
    $('balance').textContent = money(board.balance);
    matches = board.matches;
    renderBoard();
    dropStartedPicks();
  } catch (error) {
    $('message').textContent = explain(error);
  }
}

// ---- My bets --------------------------------------------------------------------------------------

function slipState(slip) {
  if (slip.state === 'settled')
    return slip.win > 0 ? { text: t('paid', { amount: money(slip.win) }), cls: 'won' } : { text: t('lost'), cls: 'lost' };
  if (slip.state === 'void') return { text: t('refunded'), cls: 'void' };
  return slip.state === 'pending' ? { text: t('processing'), cls: 'open' } : { text: t('awaiting'), cls: 'open' };
}

const LEG_STATES = { won: 'legWon', lost: 'legLost', void: 'legVoid' };

function legNode(leg) {
  const match = { home: { name: leg.home }, away: { name: leg.away } };
  const outcome = leg.outcome ?? 'open';
  const result = leg.result && !leg.result.void ? `${t('final')} ${leg.result.home}-${leg.result.away}` : '';
  return el('li', { className: `leg ${outcome}` }, [
    el('span', { className: 'pick-match', textContent: `${t('vs', { home: leg.home, away: leg.away })} · ${clockTime(leg.kickoffAt)}` }),
    el('span', { className: 'pick-sel', textContent: `${pickText(leg.market, leg.selection, leg.line, match)} @ ${oddsText(leg.odds)}` }),
    el('span', { className: 'tag', textContent: t(LEG_STATES[outcome] ?? 'legOpen') }),
    el('span', { className: 'leg-result', textContent: result }),
    el('details', { className: 'fairness' }, [
      el('summary', { textContent: t('fairness') }),
      el('p', { className: 'fair', textContent: t('hashLine', { hash: leg.serverSeedHash }) }),
      el('p', { className: 'fair', textContent: leg.serverSeed ? t('seedLine', { seed: leg.serverSeed }) : t('seedLater') }),
    ]),
  ]);
}

function slipNode(slip) {
  const state = slipState(slip);
  return el('li', { className: 'slip-card' }, [
    el('div', { className: 'slip-top' }, [
      el('span', { className: 'kind', textContent: slip.kind === 'parlay' ? t('parlayLegs', { n: slip.legs.length }) : t('single') }),
      el('span', { className: `state ${state.cls}`, textContent: state.text }),
    ]),
    el('p', { className: 'slip-meta', textContent: t('stakeLine', { stake: money(slip.stake), odds: oddsText(slip.odds) }) }),
    el('p', { className: 'slip-meta', textContent: t('payoutLine', { amount: money(slip.potentialPayout) }) }),
    el('ul', { className: 'legs' }, slip.legs.map(legNode)),
  ]);
}

async function refreshBets() {
  try {
    const mine = await api('/api/sports/my-bets', { user: player.user, token: player.token, game });
    $('balance').textContent = money(mine.balance);
    $('slips').replaceChildren(
      ...(mine.slips.length ? mine.slips.map(slipNode) : [el('li', { className: 'empty', textContent: t('noBets') })]),
    );
  } catch (error) {
    $('message').textContent = explain(error);
  }
}

// ---- Views, help and the beat ---------------------------------------------------------------------

const tabs = [$('tab-matches'), $('tab-bets')];
function showView(tab) {
  for (const x of tabs) {
    const on = x === tab;
    x.setAttribute('aria-selected', String(on));
    x.tabIndex = on ? 0 : -1;
    $(x.getAttribute('aria-controls')).hidden = !on;
  }
  if (tab === $('tab-bets')) void refreshBets();
}
for (const tab of tabs) {
  tab.addEventListener('click', () => showView(tab));
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tabs[(tabs.indexOf(tab) + 1) % tabs.length];
    showView(next);
    next.focus();
  });
}

helpToggle($('help-toggle'), $('help'));
const schedule = info.schedule;
$('rules').textContent = t('rulesText', {
  n: schedule.matchesPerSlot,
  slot: schedule.slotSeconds / 60,
  gap: schedule.kickoffGapSeconds,
  play: schedule.matchSeconds / 60,
  legs: info.maxLegs,
});
$('model').textContent = t(`model_${info.sport}`, { bestOf: info.bestOf ?? '' });
$('rtp').textContent = t('rtpText', {
  factor: (1 + info.margin).toFixed(2),
  margin: percent(info.margin, 0),
  rtp: percent(info.returnToPlayer),
});
$('limits').textContent = t('limitsText', {
  min: pesos(info.minStake),
  max: pesos(info.maxStake),
  maxOdds: info.maxCombinedOdds.toLocaleString('en-PH'),
  maxPayout: pesos(info.maxPayout),
});
$('fairness').textContent = t('fairText');

renderSlip();
await refreshBoard();
// The board every five seconds (live scores, kick-offs, results); countdowns every second between.
setInterval(() => {
  if (!document.hidden) void refreshBoard();
}, 5000);
setInterval(() => {
  for (const card of cards.values()) if (card.match.state === 'open') updateCard(card, card.match);
  dropStartedPicks();
}, 1000);
setInterval(() => {
  if (!document.hidden && !$('bets').hidden) void refreshBets();
}, 15000);
