// The dealer games: video poker, Three Card Poker, Caribbean Stud and blackjack, one page for all four.
import { addTexts, api, clientSeed, explain, game, helpToggle, money, nextRound, player, showBalance, t } from './common.js';
import { svg } from './dom.js';
import { applyLook, cardBack } from './look.js';

addTexts({
  en: {
    table: 'Table',
    dealer: 'Dealer',
    you: 'You',
    dealerCards: 'Dealer\u2019s cards',
    yourCards: 'Your cards',
    deal: 'Deal',
    pairPlus: 'Pair Plus',
    ante: 'Ante',
    none: 'None',
    showHint: 'Show the strategy\u2019s advice',
    help: 'How to play',
    abandoned:
      'A hand left without a decision for 10 minutes is finished with the default decision (fold, stand, or the advised hold) and paid.',
    fairText:
      'Provably fair: before the deal you see the hash of the server seed, after the round the seed itself. HMAC-SHA256(server seed, \u201cclient seed:k\u201d) gives 4-byte numbers that shuffle the whole deck before the first card (Fisher-Yates from the first place; six decks for blackjack), so every card can be checked from the two seeds.',
    clientSeed: 'Client seed',
    draw: 'Draw',
    held: 'HELD',
    advised: 'advised',
    holdCard: 'Hold {card}',
    playFor: 'Play ({amount})',
    callFor: 'Call ({amount})',
    fold: 'Fold',
    hit: 'Hit',
    stand: 'Stand',
    doubleFor: 'Double ({amount})',
    splitFor: 'Split ({amount})',
    insuranceFor: 'Insurance ({amount})',
    noInsurance: 'No insurance',
    advice: 'Advice: {move}',
    pickHolds: 'Tap the cards to hold, then Draw',
    decidePlay: 'Play for {amount} more, or fold',
    decideCall: 'Call for {amount} more, or fold',
    insuranceOffer: 'The dealer shows an ace: insurance costs {amount}',
    yourMove: 'Your move',
    handOf: 'Hand {n}',
    qualifies: '{hand}: qualifies',
    notQualify: '{hand}: does not qualify',
    'versus-fold': 'You folded',
    'versus-no-qualify': 'The dealer does not qualify: your ante pays',
    'versus-win': 'You beat the dealer',
    'versus-lose': 'The dealer wins',
    'versus-tie': 'A tie: your bets come back',
    total: 'Total {n}',
    softTotal: 'Soft {n}',
    'outcome-blackjack': 'Blackjack!',
    'outcome-win': 'Win',
    'outcome-push': 'Push',
    'outcome-lose': 'Lose',
    'outcome-bust': 'Bust',
    insuranceWon: 'Insurance pays {amount}',
    insuranceLost: 'Insurance lost',
    pairPlusPaid: 'Pair Plus pays {amount}',
    handGone: 'This hand was already finished',
    'royal-flush': 'Royal flush',
    'straight-flush': 'Straight flush',
    quads: 'Four of a kind',
    'full-house': 'Full house',
    flush: 'Flush',
    straight: 'Straight',
    trips: 'Three of a kind',
    'two-pair': 'Two pair',
    'jacks-or-better': 'Jacks or better',
    pair: 'Pair',
    high: 'High card',
    rankT: '10',
    rankJ: 'Jack',
    rankQ: 'Queen',
    rankK: 'King',
    rankA: 'Ace',
    suitC: 'clubs',
    suitD: 'diamonds',
    suitH: 'hearts',
    suitS: 'spades',
    cardLabel: '{rank} of {suit}',
    cardBack: 'Face-down card',
    handCol: 'Hand',
    paysCol: 'Pays',
    paytableCaption: 'Pays per peso staked (your stake included)',
    anteBonusCaption: 'Ante bonus, to 1',
    pairPlusCaption: 'Pair Plus, to 1',
    callCaption: 'The call pays, to 1',
    vpRule1: 'Five cards from one shuffled 52-card deck.',
    vpRule2: 'Tap the cards you want to keep, then Draw: the others are replaced from the same deck.',
    vpRule3: 'The final hand pays by the table, per peso staked: a pair of jacks or better returns your stake.',
    rtpVideo: 'Return to player with the best play: {rtp}. Following the advice: {hint}.',
    tcRule1: 'Your ante buys three cards; the dealer gets three, face down.',
    tcRule2: 'Play (a further bet equal to the ante) or fold (the ante is lost).',
    tcRule3:
      'The dealer needs queen high or better. If not, the ante pays 1:1 and the play bet comes back. If so, the better hand wins both bets 1:1; a tie returns them.',
    tcRule4: 'A straight or better earns the ante bonus when you play, whatever the dealer holds.',
    tcRule5: 'Pair Plus pays on your three cards alone, played or folded.',
    tcRule6: 'Hands, best first: straight flush, three of a kind, straight, flush, pair, high card.',
    rtpThree:
      'Return to player: {rtp} of the ante when playing queen-six-four or better (the advice: no other play does better); Pair Plus {pp}.',
    csRule1: 'Your ante buys five cards; the dealer gets five, one of them face up.',
    csRule2: 'Call (a further bet of twice the ante) or fold (the ante is lost).',
    csRule3:
      'The dealer needs ace-king or better. If not, the ante pays 1:1 and the call comes back. If so, the better hand wins: the ante pays 1:1 and the call by the table; a tie returns both.',
    rtpCaribbean: 'Return to player following the advice: {rtp} of the ante.',
    bjRule1: 'Six decks, shuffled for every round. Blackjack pays 3:2.',
    bjRule2: 'The dealer stands on every 17 and checks for blackjack under an ace or a ten.',
    bjRule3: 'Double on any first two cards, also after a split. Split a pair once (split aces take one card each).',
    bjRule4: 'Under an ace you may take insurance for half your stake in whole pesos: it pays 2:1 if the dealer has blackjack.',
    bjRule5: 'No surrender.',
    rtpBlackjack: 'Return to player with basic strategy (the advice): {rtp}, computed exactly for an infinite deck.',
  },
  fil: {
    table: 'Mesa',
    dealer: 'Dealer',
    you: 'Ikaw',
    dealerCards: 'Mga baraha ng dealer',
    yourCards: 'Iyong mga baraha',
    deal: 'Magbigay',
    pairPlus: 'Pair Plus',
    ante: 'Ante',
    none: 'Wala',
    showHint: 'Ipakita ang payo ng estratehiya',
    help: 'Paano maglaro',
    abandoned:
      'Ang kamay na walang desisyon sa loob ng 10 minuto ay tinatapos sa karaniwang desisyon (sumuko, tumigil, o ang payong itira) at binabayaran.',
    fairText:
      'Provably fair: bago ang bigay, makikita mo ang hash ng server seed, at pagkatapos ng round ang seed mismo. Ang HMAC-SHA256(server seed, \u201cclient seed:k\u201d) ay nagbibigay ng mga numerong tig-4 byte na bumabalasa sa buong deck bago ang unang baraha (Fisher-Yates mula sa unang puwesto; anim na deck sa blackjack), kaya masusuri ang bawat baraha mula sa dalawang seed.',
    clientSeed: 'Client seed',
    draw: 'Palitan',
    held: 'ITIRA',
    advised: 'payo',
    holdCard: 'Itira ang {card}',
    playFor: 'Ituloy ({amount})',
    callFor: 'Tumawag ({amount})',
    fold: 'Sumuko',
    hit: 'Isa pa',
    stand: 'Tama na',
    doubleFor: 'Doble ({amount})',
    splitFor: 'Hatiin ({amount})',
    insuranceFor: 'Insurance ({amount})',
    noInsurance: 'Walang insurance',
    advice: 'Payo: {move}',
    pickHolds: 'Pindutin ang mga barahang itititira, saka Palitan',
    decidePlay: 'Ituloy sa dagdag na {amount}, o sumuko',
    decideCall: 'Tumawag sa dagdag na {amount}, o sumuko',
    insuranceOffer: 'Alas ang nakikita sa dealer: {amount} ang insurance',
    yourMove: 'Ikaw na',
    handOf: 'Kamay {n}',
    qualifies: '{hand}: kwalipikado',
    notQualify: '{hand}: hindi kwalipikado',
    'versus-fold': 'Sumuko ka',
    'versus-no-qualify': 'Hindi kwalipikado ang dealer: bayad ang iyong ante',
    'versus-win': 'Tinalo mo ang dealer',
    'versus-lose': 'Panalo ang dealer',
    'versus-tie': 'Tabla: ibinalik ang iyong mga taya',
    total: 'Kabuuan {n}',
    softTotal: 'Soft {n}',
    'outcome-blackjack': 'Blackjack!',
    'outcome-win': 'Panalo',
    'outcome-push': 'Tabla',
    'outcome-lose': 'Talo',
    'outcome-bust': 'Sobra',
    insuranceWon: 'Bayad ang insurance: {amount}',
    insuranceLost: 'Talo ang insurance',
    pairPlusPaid: 'Bayad ang Pair Plus: {amount}',
    handGone: 'Tapos na ang kamay na ito',
    'royal-flush': 'Royal flush',
    'straight-flush': 'Straight flush',
    quads: 'Apatan (four of a kind)',
    'full-house': 'Full house',
    flush: 'Flush',
    straight: 'Straight',
    trips: 'Tatluhan (three of a kind)',
    'two-pair': 'Dalawang pares',
    'jacks-or-better': 'Pares ng jack pataas',
    pair: 'Pares',
    high: 'Mataas na baraha',
    rankT: '10',
    rankJ: 'Sota',
    rankQ: 'Reyna',
    rankK: 'Hari',
    rankA: 'Alas',
    suitC: 'trebol',
    suitD: 'diyamante',
    suitH: 'puso',
    suitS: 'ispada',
    cardLabel: '{rank} ng {suit}',
    cardBack: 'Nakataob na baraha',
    handCol: 'Kamay',
    paysCol: 'Bayad',
    paytableCaption: 'Bayad kada pisong taya (kasama ang taya)',
    anteBonusCaption: 'Ante bonus, laban sa 1',
    pairPlusCaption: 'Pair Plus, laban sa 1',
    callCaption: 'Bayad sa tawag, laban sa 1',
    vpRule1: 'Limang baraha mula sa isang binalasang deck na may 52 baraha.',
    vpRule2: 'Pindutin ang mga barahang gusto mong itira, saka Palitan: papalitan ang iba mula sa parehong deck.',
    vpRule3: 'Binabayaran ang huling kamay ayon sa talaan, kada pisong taya: ang pares ng jack pataas ay nagbabalik ng iyong taya.',
    rtpVideo: 'Balik sa manlalaro sa pinakamahusay na laro: {rtp}. Kung susundin ang payo: {hint}.',
    tcRule1: 'Ang ante mo ay bumibili ng tatlong baraha; tatlo rin ang sa dealer, nakataob.',
    tcRule2: 'Ituloy (dagdag na taya na katumbas ng ante) o sumuko (talo ang ante).',
    tcRule3:
      'Kailangan ng dealer ang reyna pataas. Kung wala, bayad nang 1:1 ang ante at ibinabalik ang taya sa pagtuloy. Kung mayroon, ang mas mataas na kamay ang panalo sa dalawang taya nang 1:1; sa tabla, ibinabalik ang mga ito.',
    tcRule4: 'Ang straight pataas ay may ante bonus kapag itinuloy mo, anuman ang hawak ng dealer.',
    tcRule5: 'Ang Pair Plus ay nagbabayad batay lamang sa iyong tatlong baraha, itinuloy man o hindi.',
    tcRule6: 'Mga kamay, mula sa pinakamataas: straight flush, tatluhan, straight, flush, pares, mataas na baraha.',
    rtpThree:
      'Balik sa manlalaro: {rtp} ng ante kung itutuloy ang reyna-anim-apat pataas (ang payo: walang ibang lalaro nang mas mahusay); Pair Plus {pp}.',
    csRule1: 'Ang ante mo ay bumibili ng limang baraha; lima rin ang sa dealer, isa ang nakaharap.',
    csRule2: 'Tumawag (dagdag na taya na doble ng ante) o sumuko (talo ang ante).',
    csRule3:
      'Kailangan ng dealer ang alas-hari pataas. Kung wala, bayad nang 1:1 ang ante at ibinabalik ang tawag. Kung mayroon, panalo ang mas mataas na kamay: 1:1 ang ante at ayon sa talaan ang tawag; sa tabla, ibinabalik ang dalawa.',
    rtpCaribbean: 'Balik sa manlalaro kung susundin ang payo: {rtp} ng ante.',
    bjRule1: 'Anim na deck, binabalasa sa bawat round. Ang blackjack ay nagbabayad ng 3:2.',
    bjRule2: 'Tumitigil ang dealer sa lahat ng 17 at tumitingin kung blackjack kapag alas o sampu ang nakaharap.',
    bjRule3:
      'Puwedeng mag-doble sa unang dalawang baraha, pati pagkatapos maghati. Isang beses lang puwedeng hatiin ang pares (tig-isang baraha ang hinating alas).',
    bjRule4:
      'Kapag alas ang nakaharap, puwede kang mag-insurance sa kalahati ng taya (buong piso): 2:1 ang bayad kung blackjack ang dealer.',
    bjRule5: 'Walang surrender.',
    rtpBlackjack: 'Balik sa manlalaro sa basic strategy (ang payo): {rtp}, eksaktong kinuwenta para sa walang katapusang deck.',
  },
});

const el = (id) => document.getElementById(id);
const ui = Object.fromEntries(
  [
    'title',
    'balance',
    'dealer',
    'dealer-note',
    'hands',
    'player-note',
    'message',
    'actions',
    'bets',
    'stake',
    'side-bet',
    'pair-plus',
    'deal',
    'hint',
    'hash',
    'seed',
    'help-toggle',
    'help',
    'rules',
    'paytable',
    'side-table',
    'rtp',
  ].map((id) => [id.replace(/-(\w)/g, (_, c) => c.toUpperCase()), el(id)]),
);

// ---- Cards, drawn in SVG: no font glyphs (a kiosk may lack the suit symbols), no image files.

/** A suit in a 20 x 20 box. */
function suitShape(suit, fill) {
  switch (suit) {
    case 'D':
      return svg('path', { d: 'M10 1 L17.5 10 L10 19 L2.5 10 Z', fill });
    case 'H':
      return svg('path', { d: 'M10 18 C3 12.5 1 8.5 3.5 5 C6 2 9 3 10 5.5 C11 3 14 2 16.5 5 C19 8.5 17 12.5 10 18 Z', fill });
    case 'S':
      return svg('path', {
        d: 'M10 1.5 C13 6 18.5 8.5 17 12.5 C15.8 15.2 12.6 14.8 11 13 L12.6 19 L7.4 19 L9 13 C7.4 14.8 4.2 15.2 3 12.5 C1.5 8.5 7 6 10 1.5 Z',
        fill,
      });
    default:
      return svg('g', {}, [
        svg('circle', { cx: 10, cy: 5.6, r: 3.9, fill }),
        svg('circle', { cx: 5.5, cy: 11.2, r: 3.9, fill }),
        svg('circle', { cx: 14.5, cy: 11.2, r: 3.9, fill }),
        svg('path', { d: 'M10 9 L12.6 19 L7.4 19 Z', fill }),
      ]);
  }
}

const cardLabel = (name) => t('cardLabel', { rank: /\d/.test(name[0]) ? name[0] : t(`rank${name[0]}`), suit: t(`suit${name[1]}`) });

function face(name) {
  const [rank, suit] = name;
  const colour = suit === 'H' || suit === 'D' ? '#c8102e' : '#15171c';
  const text = rank === 'T' ? '10' : rank;
  const corner = (x, y, rotate) =>
    svg('g', { transform: `translate(${x} ${y}) rotate(${rotate})` }, [
      svg(
        'text',
        { x: 0, y: 0, 'font-size': 15, 'font-weight': 800, 'font-family': 'system-ui, sans-serif', fill: colour, 'text-anchor': 'middle' },
        [text],
      ),
      svg('g', { transform: 'translate(-5 3) scale(0.5)' }, [suitShape(suit, colour)]),
    ]);
  return svg('svg', { viewBox: '0 0 60 84', 'aria-hidden': 'true', focusable: 'false' }, [
    svg('rect', { x: 0.5, y: 0.5, width: 59, height: 83, rx: 6, fill: '#fdfdfb', stroke: '#8a8f99' }),
    corner(10, 16, 0),
    corner(50, 68, 180),
    svg('g', { transform: 'translate(15 27) scale(1.5)' }, [suitShape(suit, colour)]),
  ]);
}

/** A card as an image with its name read out; null draws it face down. */
function card(name) {
  const node = document.createElement('span');
  node.className = 'card';
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', name ? cardLabel(name) : t('cardBack'));
  // Face down: the table's own card back (look.js).
  node.append(name ? face(name) : cardBack(facts.look));
  return node;
}

function row(names) {
  const node = document.createElement('div');
  node.className = 'row';
  node.append(...names.map(card));
  return node;
}

function button(text, onClick, { main = false, advised = false } = {}) {
  const node = document.createElement('button');
  node.type = 'button';
  node.textContent = text;
  node.className = [main && 'main', advised && 'advised'].filter(Boolean).join(' ');
  node.addEventListener('click', onClick);
  return node;
}

// ---- The game's facts, the stakes, the help.

const facts = await api(`/api/games/${encodeURIComponent(game)}`);
const kind = facts.game;
ui.title.textContent = facts.name;
// The table's own felt and card back, and its studio, number and dealer under the title.
applyLook(facts.look);
// Video poker has no dealer hand.
el('dealer-side').hidden = kind === 'video-poker';
document.title = facts.name;
const percent = (x) => `${(x * 100).toFixed(2)}%`;

function stakeOptions(select, { none = false } = {}) {
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  const values = [...new Set(steps.map((k) => k * facts.stakes.min).filter((v) => v <= facts.stakes.max))];
  if (none) select.append(new Option(t('none'), '0'));
  for (const value of values) select.append(new Option(money(value), String(value)));
}
stakeOptions(ui.stake);
if (kind === 'three-card') {
  ui.sideBet.hidden = false;
  stakeOptions(ui.pairPlus, { none: true });
}
if (kind === 'three-card' || kind === 'caribbean') el('stake-label').textContent = t('ante');

function table(node, caption, rows) {
  const head = document.createElement('tr');
  for (const key of ['handCol', 'paysCol']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = t(key);
    head.append(th);
  }
  node.replaceChildren(Object.assign(document.createElement('caption'), { textContent: caption }), head);
  for (const [hand, pays] of rows) {
    const tr = document.createElement('tr');
    tr.append(
      Object.assign(document.createElement('td'), { textContent: t(hand) }),
      Object.assign(document.createElement('td'), { textContent: pays }),
    );
    node.append(tr);
  }
  node.hidden = false;
}

const RULES = {
  'video-poker': ['vpRule1', 'vpRule2', 'vpRule3'],
  'three-card': ['tcRule1', 'tcRule2', 'tcRule3', 'tcRule4', 'tcRule5', 'tcRule6'],
  caribbean: ['csRule1', 'csRule2', 'csRule3'],
  blackjack: ['bjRule1', 'bjRule2', 'bjRule3', 'bjRule4', 'bjRule5'],
};
ui.rules.replaceChildren(...(RULES[kind] ?? []).map((key) => Object.assign(document.createElement('li'), { textContent: t(key) })));
ui.paytable.hidden = true;
if (kind === 'video-poker') {
  table(
    ui.paytable,
    t('paytableCaption'),
    facts.paytable.map((r) => [r.hand, String(r.pays)]),
  );
  ui.rtp.textContent = t('rtpVideo', { rtp: percent(facts.returnToPlayer), hint: percent(facts.hintReturn) });
} else if (kind === 'three-card') {
  table(
    ui.paytable,
    t('anteBonusCaption'),
    Object.entries(facts.anteBonus)
      .reverse()
      .map(([h, p]) => [h, `${p}:1`]),
  );
  table(
    ui.sideTable,
    t('pairPlusCaption'),
    Object.entries(facts.pairPlus)
      .reverse()
      .map(([h, p]) => [h, `${p}:1`]),
  );
  ui.rtp.textContent = t('rtpThree', { rtp: percent(facts.returnToPlayer), pp: percent(facts.pairPlusReturn) });
} else if (kind === 'caribbean') {
  table(
    ui.paytable,
    t('callCaption'),
    Object.entries(facts.callPays)
      .reverse()
      .map(([h, p]) => [h, `${p}:1`]),
  );
  ui.rtp.textContent = t('rtpCaribbean', { rtp: percent(facts.returnToPlayer) });
} else if (kind === 'blackjack') {
  ui.rtp.textContent = t('rtpBlackjack', { rtp: percent(facts.returnToPlayer) });
}
helpToggle(ui.helpToggle, ui.help);

// ---- Rounds: committed (hash shown) before the deal, decisions while open, the seed after.

let round = null;
let hand = null;
let held = [];

async function commit() {
  round = null;
  try {
    round = await nextRound(ui.hash);
  } catch (error) {
    ui.message.textContent = explain(error);
  }
}

function betting(on) {
  ui.bets.hidden = !on;
  if (on) ui.actions.replaceChildren();
}

async function send(path, body) {
  for (const b of [ui.deal, ...ui.actions.querySelectorAll('button')]) b.disabled = true;
  try {
    const answer = await api(`/api/${facts.family}/${path}`, { ...player, roundId: (hand ?? round).roundId, ...body });
    ui.balance.textContent = money(answer.balance);
    if (answer.open) {
      hand = answer;
      held = [false, false, false, false, false];
      showOpen();
    } else {
      hand = null;
      showResult(answer);
      betting(true);
      await commit();
    }
  } catch (error) {
    ui.message.textContent = error.error === 'ROUND_NOT_FOUND' && hand ? t('handGone') : explain(error);
    if (error.error === 'ROUND_NOT_FOUND' || path === 'deal') {
      hand = null;
      betting(true);
      await commit();
    }
    await showBalance(ui.balance).catch(() => undefined);
  } finally {
    ui.deal.disabled = false;
    for (const b of ui.actions.querySelectorAll('button')) b.disabled = false;
  }
}

ui.deal.addEventListener('click', async () => {
  if (!round) await commit();
  if (!round) return;
  ui.message.textContent = '';
  ui.seed.textContent = '';
  betting(false);
  const bets = { clientSeed: clientSeed(), stake: Number(ui.stake.value) };
  if (kind === 'three-card' && Number(ui.pairPlus.value) > 0) bets.pairPlus = Number(ui.pairPlus.value);
  await send('deal', bets);
});
const act = (action, extra = {}) => send('act', { action, ...extra });
ui.hint.addEventListener('change', () => hand && showOpen());

const MOVE_TEXT = {
  play: () => t('playFor', { amount: money(hand.view.ante) }),
  call: () => t('callFor', { amount: money(2 * hand.view.ante) }),
  fold: () => t('fold'),
  hit: () => t('hit'),
  stand: () => t('stand'),
  double: () => t('doubleFor', { amount: money(hand.view.stake) }),
  split: () => t('splitFor', { amount: money(hand.view.stake) }),
  insurance: () => t('insuranceFor', { amount: money(hand.view.insurance) }),
  'no-insurance': () => t('noInsurance'),
};

/** The open hand: the cards the player may see and the decisions the hand allows. */
function showOpen() {
  const view = hand.view;
  const advise = ui.hint.checked;
  ui.dealerNote.textContent = '';
  ui.playerNote.textContent = '';
  if (view.game === 'video-poker') {
    ui.dealer.replaceChildren();
    const toggles = view.hand.map((name, i) => {
      const node = document.createElement('button');
      node.type = 'button';
      node.className = advise && view.hint[i] ? 'hold advised' : 'hold';
      node.setAttribute('aria-pressed', String(held[i]));
      node.setAttribute('aria-label', t('holdCard', { card: cardLabel(name) }));
      const tag = Object.assign(document.createElement('span'), { className: 'tag' });
      const label = () => {
        tag.textContent = held[i] ? t('held') : advise && view.hint[i] ? t('advised') : '';
      };
      label();
      node.append(face(name), tag);
      node.addEventListener('click', () => {
        held[i] = !held[i];
        node.setAttribute('aria-pressed', String(held[i]));
        label();
      });
      return node;
    });
    const cards = document.createElement('div');
    cards.className = 'row';
    cards.append(...toggles);
    ui.hands.replaceChildren(cards);
    ui.message.textContent = t('pickHolds');
    ui.actions.replaceChildren(button(t('draw'), () => act('hold', { held }), { main: true }));
    return;
  }
  if (view.game === 'blackjack') {
    ui.dealer.replaceChildren(card(view.dealer[0]), card(null));
    showSeat(view.hands, view.active);
    ui.message.textContent = view.phase === 'insurance' ? t('insuranceOffer', { amount: money(view.insurance) }) : t('yourMove');
  } else {
    const cards = view.game === 'caribbean' ? [view.dealerUp, null, null, null, null] : [null, null, null];
    ui.dealer.replaceChildren(...cards.map(card));
    ui.hands.replaceChildren(row(view.player));
    ui.message.textContent =
      view.game === 'caribbean' ? t('decideCall', { amount: money(2 * view.ante) }) : t('decidePlay', { amount: money(view.ante) });
  }
  ui.actions.replaceChildren(
    ...view.actions.map((action) =>
      button(MOVE_TEXT[action](), () => act(action), { main: action === view.actions[0], advised: advise && action === view.hint }),
    ),
  );
  if (advise) ui.playerNote.textContent = t('advice', { move: MOVE_TEXT[view.hint]() });
}

/** Blackjack's hands, side by side after a split, the one being played outlined. */
function showSeat(hands, active = -1, outcomes = []) {
  ui.hands.replaceChildren(
    ...hands.map((h, i) => {
      const box = document.createElement('div');
      box.className = i === active ? 'hand active' : 'hand';
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', t('handOf', { n: i + 1 }));
      const total = document.createElement('span');
      total.className = 'total';
      const sum = h.soft ? t('softTotal', { n: h.total }) : t('total', { n: h.total });
      total.textContent = [sum, money(h.stake), outcomes[i]].filter(Boolean).join(' \u00b7 ');
      box.append(row(h.cards), total);
      return box;
    }),
  );
}

/** The ended round: every card, what each bet returned, and the seed that shuffled the deck. */
function showResult(played) {
  const r = played.result;
  ui.dealerNote.textContent = '';
  ui.playerNote.textContent = '';
  const lines = [];
  if (r.game === 'video-poker') {
    ui.dealer.replaceChildren();
    const cards = r.final.map((name, i) => {
      const node = card(name);
      if (r.held[i]) node.classList.add('held');
      return node;
    });
    const line = document.createElement('div');
    line.className = 'row';
    line.append(...cards);
    ui.hands.replaceChildren(line);
    ui.playerNote.textContent = r.paying ? t(r.paying) : '';
  } else if (r.game === 'blackjack') {
    ui.dealer.replaceChildren(...r.dealer.map(card));
    ui.dealerNote.textContent = t('total', { n: r.dealerTotal });
    showSeat(
      r.hands.map((h) => ({ ...h, soft: false })),
      -1,
      r.hands.map((h) => t(`outcome-${h.outcome}`)),
    );
    if (r.insurance > 0) lines.push(r.insuranceWin > 0 ? t('insuranceWon', { amount: money(r.insuranceWin) }) : t('insuranceLost'));
  } else {
    ui.dealer.replaceChildren(...r.dealer.map(card));
    ui.hands.replaceChildren(row(r.player));
    ui.dealerNote.textContent = t(r.dealerQualifies ? 'qualifies' : 'notQualify', { hand: t(r.dealerHand) });
    ui.playerNote.textContent = t(r.playerHand);
    lines.push(t(`versus-${r.versus}`));
    if (r.returns.pairPlus > 0) lines.push(t('pairPlusPaid', { amount: money(r.returns.pairPlus) }));
  }
  lines.push(played.win > 0 ? `${t('win')} ${money(played.win)}` : t('noWin'));
  ui.message.textContent = lines.join('. ');
  ui.seed.textContent = `${t('seed')}: ${played.serverSeed} \u00b7 ${t('clientSeed')}: ${played.clientSeed}`;
}

/** Before the first deal: the table set with face-down cards. */
function showIdle() {
  const [dealer, own] = { 'video-poker': [0, 5], 'three-card': [3, 3], caribbean: [5, 5], blackjack: [2, 2] }[kind] ?? [0, 0];
  ui.dealer.replaceChildren(...Array.from({ length: dealer }, () => card(null)));
  ui.hands.replaceChildren(row(Array.from({ length: own }, () => null)));
}

showIdle();
betting(true);
await Promise.all([showBalance(ui.balance), commit()]).catch(() => {
  ui.message.textContent = t('failed');
});
