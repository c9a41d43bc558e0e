import { addTexts, api, clientSeed, explain, game, helpToggle, money, nextRound, player, showBalance, t } from './common.js';
import { svg } from './dom.js';
import { applyLook, cardBack } from './look.js';

addTexts({
  en: {
    table: 'Table',
    logLabel: 'What the table did',
    yourHand: 'Your hand',
    deal: 'Deal',
    hit: 'Draw',
    stand: 'Stand',
    playCards: 'Play',
    pass: 'Pass',
    drawStock: 'Draw',
    take: 'Take discard',
    call: 'Call draw',
    meld: 'Meld',
    sapaw: 'Sapaw',
    discard: 'Discard',
    fight: 'Fight',
    fold: 'Fold',
    help: 'How to play',
    you: 'You',
    bot: 'Bot {n}',
    banker: 'Banker',
    dealer: 'dealer',
    cardCount: '{n} cards',
    total: 'Your total: {n}',
    points: 'Points in hand: {n}',
    stock: 'Stock: {n}',
    noDiscard: 'No discard yet',
    topDiscard: 'Top discard',
    lead: 'Your lead: play any combination',
    opening: 'You hold the 3 of clubs: open with a play that includes it',
    toBeat: '{who} played this: beat it or pass',
    chooseL9: 'Draw a third card or stand',
    startTurn: 'Your turn: draw from the stock, or take the discard with cards that meld with it',
    playTurn: 'Meld or lay off if you like, then discard one card',
    respond: '{who} called a draw: fight or fold?',
    blocked: 'cannot call a draw this turn',
    illegal: 'That move is not allowed now',
    pickStake: 'Choose a stake and deal',
    passed: 'passed',
    played: 'played',
    drew: 'drew from the stock',
    took: 'took the discard and melded',
    melded: 'melded',
    laidOff: 'laid off',
    discarded: 'discarded',
    called: 'called a draw',
    fought: 'fights',
    folded: 'folds',
    natural: 'natural',
    outcomeWin: 'beats the banker',
    outcomePush: 'ties the banker',
    outcomeLose: 'loses to the banker',
    l9Win: 'You beat the banker: you win {win}',
    l9Push: 'A tie with the banker: your stake comes back',
    l9Lose: 'The banker wins this hand',
    pdWon: 'You went out first: you win {win}',
    pdLost: '{who} went out first',
    tgWonTongits: 'Tongits! You win {win}',
    tgWonDraw: 'You win the draw: {win}',
    tgWonStock: 'The stock ran out and you hold the fewest points: you win {win}',
    tgLost: '{who} wins ({how})',
    howTongits: 'tongits',
    howDraw: 'draw',
    howStock: 'stock out',
    pointsOf: '{n} points',
    burned: 'burned',
    rankA: 'Ace',
    rankK: 'King',
    rankQ: 'Queen',
    rankJ: 'Jack',
    suitC: 'clubs',
    suitS: 'spades',
    suitH: 'hearts',
    suitD: 'diamonds',
    cardLabel: '{rank} of {suit}',
    cardBack: 'face-down card',
    deck: 'The deck, face down',
    clientSeed: 'Client seed',
    rakeText:
      'The bots play with the house\u2019s money. The house keeps a rake of {pct}% of each pot you win; when a bot (or the banker) wins, you lose your stake.',
    rtpSeats:
      'Your return depends on how well you play. A player who plays the bots\u2019 own strategy gets back {rtp} of the stakes: every seat is alike, so they win one pot in {seats}, each paying {seats} stakes less the rake.',
    rtpLucky:
      'A player who draws by the house rule (on 5 or less) gets back {rtp} of the stakes, computed exactly from every possible deal; your own choices decide yours.',
    fairText:
      'Provably fair: the server seed\u2019s hash is shown before the deal and the seed after the game. The numbers of HMAC-SHA256(server seed, \u201cclient seed:k\u201d), 4 bytes each, shuffle the deck by Fisher-Yates from the top (in Lucky 9 the first number seats the house players, in Tongits it picks the dealer). The bots decide only from the table, so the whole game replays from the two seeds.',
    l9Deal: 'You play against the house banker, with 2 to 4 other house seats at the table. Everyone gets two cards face down.',
    l9Count:
      'Cards count A = 1, 2 to 9 their number, 10-J-Q-K = 0; a hand is worth the last digit of its total. The closer to 9, the better.',
    l9Natural:
      'Two cards making 9 are a natural: it beats any three-card 9 and ends the hand at once (the banker\u2019s natural ends the whole deal).',
    l9Draw: 'You may take one more card (Draw) or keep your two (Stand). The house seats and the banker draw on 5 or less.',
    l9Pay:
      'Beat the banker and you win the pot, your stake and the banker\u2019s, less the rake: 1.9 times your stake back. A tie gives your stake back.',
    l9House: 'No bonus for a natural 9: you and the banker are paid alike.',
    pdDeal: 'Four seats: you and three house bots, 13 cards each. The holder of the 3 of clubs opens with a play that includes it.',
    pdOrder: 'Cards rank 3 (lowest) up to A, then 2 (highest); between equal ranks, clubs < spades < hearts < diamonds.',
    pdPlays: 'Play a single, a pair, a triple or a five-card hand. The next seats must play a higher one of the same size, or pass.',
    pdFive:
      'Five-card hands, lowest to highest: straight, flush, full house, four of a kind (with any fifth card), straight flush. Straights run from 3-4-5-6-7 to 10-J-Q-K-A: a 2 cannot be in one.',
    pdTurns:
      'A seat that passed may play again when its turn comes back. When the other three pass in a row, the last to play leads anything.',
    pdWin: 'The first seat out of cards wins the pot, the four stakes, less the rake.',
    pdHouse: 'The bots shed their lowest cards first, answer with the lowest play that beats the pile and keep their 2s for the end.',
    tgDeal: 'Three seats: you and two house bots. The dealer gets 13 cards, the others 12; the other 15 are the stock.',
    tgTurn:
      'On your turn draw from the stock, or take the top discard if it makes a new meld with cards from your hand (that meld is shown at once). End the turn with one discard.',
    tgMelds:
      'A meld is three or four cards of a rank, or three or more in a row of one suit, the ace low only (A-2-3 is a run, Q-K-A is not).',
    tgSapaw:
      'Sapaw: lay a card off onto any exposed meld, someone else\u2019s first. Laying off onto a seat\u2019s meld keeps it from calling a draw on its next turn.',
    tgTongits: 'Tongits: empty your hand (by melds, sapaw or your last discard) and you win at once.',
    tgDraw:
      'Draw: at the start of your turn, before drawing, with a meld exposed, you may call a draw. Each other seat with a meld fights or folds; the fewest points in hand wins, and a fighter wins a tie with the caller.',
    tgStock:
      'When the stock runs out, the fewest points win among the seats that exposed a meld (the others are burned); a tie goes to whoever drew the last card.',
    tgCount: 'Points in hand: A = 1, 2 to 10 their number, J-Q-K = 10, counting every card still in the hand.',
    tgHouse: 'The winner takes the pot, the three stakes, less the rake: no extra payments for aces, secret melds or burns at this table.',
  },
  fil: {
    table: 'Mesa',
    logLabel: 'Ginawa ng mesa',
    yourHand: 'Iyong baraha',
    deal: 'Mamigay',
    hit: 'Hirit',
    stand: 'Tama na',
    playCards: 'Ibaba',
    pass: 'Pass',
    drawStock: 'Bumunot',
    take: 'Kunin ang tapon',
    call: 'Mag-draw',
    meld: 'Bahay',
    sapaw: 'Sapaw',
    discard: 'Itapon',
    fight: 'Laban',
    fold: 'Tiklop',
    help: 'Paano maglaro',
    you: 'Ikaw',
    bot: 'Bot {n}',
    banker: 'Bangka',
    dealer: 'dealer',
    cardCount: '{n} baraha',
    total: 'Iyong kabuuan: {n}',
    points: 'Puntos sa kamay: {n}',
    stock: 'Bunutan: {n}',
    noDiscard: 'Wala pang tapon',
    topDiscard: 'Huling tapon',
    lead: 'Ikaw ang mauuna: ibaba ang kahit anong kombinasyon',
    opening: 'Hawak mo ang 3 ng trebol: magsimula sa larong kasama ito',
    toBeat: 'Ito ang ibinaba ni {who}: talunin o mag-pass',
    chooseL9: 'Humirit ng ikatlong baraha o tama na',
    startTurn: 'Ikaw na: bumunot, o kunin ang tapon kasama ang mga barahang bubuo ng bahay',
    playTurn: 'Magbahay o sumapaw kung gusto mo, saka magtapon ng isang baraha',
    respond: 'Nag-draw si {who}: laban o tiklop?',
    blocked: 'hindi makakapag-draw ngayong tira',
    illegal: 'Hindi puwede ang tirang iyan ngayon',
    pickStake: 'Pumili ng taya at mamigay',
    passed: 'nag-pass',
    played: 'nagbaba',
    drew: 'bumunot',
    took: 'kinuha ang tapon at nagbahay',
    melded: 'nagbahay',
    laidOff: 'sumapaw',
    discarded: 'nagtapon',
    called: 'nag-draw',
    fought: 'lalaban',
    folded: 'tumiklop',
    natural: 'natural',
    outcomeWin: 'panalo sa bangka',
    outcomePush: 'tabla sa bangka',
    outcomeLose: 'talo sa bangka',
    l9Win: 'Tinalo mo ang bangka: nanalo ka ng {win}',
    l9Push: 'Tabla kayo ng bangka: ibinalik ang iyong taya',
    l9Lose: 'Panalo ang bangka ngayon',
    pdWon: 'Ikaw ang unang naubusan: nanalo ka ng {win}',
    pdLost: 'Si {who} ang unang naubusan',
    tgWonTongits: 'Tongits! Nanalo ka ng {win}',
    tgWonDraw: 'Panalo ka sa draw: {win}',
    tgWonStock: 'Naubos ang bunutan at ikaw ang may pinakamababang puntos: nanalo ka ng {win}',
    tgLost: 'Panalo si {who} ({how})',
    howTongits: 'tongits',
    howDraw: 'draw',
    howStock: 'ubos ang bunutan',
    pointsOf: '{n} puntos',
    burned: 'sunog',
    rankA: 'Alas',
    rankK: 'Hari',
    rankQ: 'Reyna',
    rankJ: 'Jack',
    suitC: 'trebol',
    suitS: 'ispada',
    suitH: 'puso',
    suitD: 'diyamante',
    cardLabel: '{rank} ng {suit}',
    cardBack: 'nakataob na baraha',
    deck: 'Ang baraha, nakataob',
    clientSeed: 'Client seed',
    rakeText:
      'Pera ng bahay ang taya ng mga bot. Kinukuha ng bahay ang rake na {pct}% ng bawat pot na mapanalunan mo; kapag nanalo ang bot (o ang bangka), talo ang iyong taya.',
    rtpSeats:
      'Nakadepende ang iyong balik sa galing mong maglaro. Ang manlalarong sumusunod sa mismong istratehiya ng mga bot ay nakababawi ng {rtp} ng taya: pare-pareho ang bawat upuan, kaya nananalo siya ng isang pot sa bawat {seats}, at bawat isa ay nagbabayad ng {seats} taya bawas ang rake.',
    rtpLucky:
      'Ang manlalarong humihirit ayon sa tuntunin ng bahay (sa 5 pababa) ay nakababawi ng {rtp} ng taya, eksaktong kinuwenta mula sa lahat ng posibleng bigay; ang sarili mong pasya ang magpapasya sa iyo.',
    fairText:
      'Patas at mapapatunayan: ipinapakita ang hash ng server seed bago mamigay, at ang seed mismo pagkatapos ng laro. Ang mga numero ng HMAC-SHA256(server seed, \u201cclient seed:k\u201d), tig-4 na byte, ang nagbabalasa ng baraha sa Fisher-Yates mula sa itaas (sa Lucky 9, ang unang numero ang nagpapaupo sa mga manlalaro ng bahay; sa Tongits, ito ang pumipili ng dealer). Sa mesa lang nakabatay ang pasya ng mga bot, kaya mauulit ang buong laro mula sa dalawang seed.',
    l9Deal: 'Kalaban mo ang bangka ng bahay, kasama ang 2 hanggang 4 na ibang upuan ng bahay. Dalawang nakataob na baraha ang bawat isa.',
    l9Count:
      'Ang A ay 1, ang 2 hanggang 9 ay ang kanilang numero, ang 10-J-Q-K ay 0; ang halaga ng kamay ay ang huling digit ng kabuuan. Mas malapit sa 9, mas mabuti.',
    l9Natural:
      'Ang dalawang barahang bumubuo ng 9 ay natural: tinatalo nito ang anumang 9 na may tatlong baraha at tapos agad ang kamay (tapos ang buong bigay kapag natural ang bangka).',
    l9Draw: 'Puwede kang humirit ng isa pang baraha o tama na sa dalawa. Humihirit ang mga upuan ng bahay at ang bangka sa 5 pababa.',
    l9Pay:
      'Talunin ang bangka at panalo mo ang pot, ang taya mo at ng bangka, bawas ang rake: 1.9 na beses ng iyong taya ang balik. Sa tabla, ibinabalik ang taya.',
    l9House: 'Walang dagdag na bayad sa natural na 9: pareho ang bayad sa iyo at sa bangka.',
    pdDeal:
      'Apat na upuan: ikaw at tatlong bot ng bahay, tig-13 baraha. Ang may hawak ng 3 ng trebol ang mauuna, kasama ito sa unang baba.',
    pdOrder: 'Mula 3 (pinakamababa) hanggang A, saka 2 (pinakamataas); sa parehong numero, trebol < ispada < puso < diyamante.',
    pdPlays:
      'Magbaba ng isa, pares, tatluhan o limang baraha. Ang mga susunod ay dapat magbaba ng mas mataas na may parehong bilang, o mag-pass.',
    pdFive:
      'Limang baraha, mula mababa hanggang mataas: straight, flush, full house, four of a kind (kasama ang kahit anong ikalima), straight flush. Mula 3-4-5-6-7 hanggang 10-J-Q-K-A ang straight: hindi kasama ang 2.',
    pdTurns:
      'Ang nag-pass ay puwedeng magbaba ulit pagbalik ng kanyang tira. Kapag nag-pass ang tatlo nang sunod-sunod, ang huling nagbaba ang mauuna ng kahit ano.',
    pdWin: 'Ang unang maubusan ng baraha ang panalo sa pot, ang apat na taya, bawas ang rake.',
    pdHouse:
      'Inuuna ng mga bot ang pinakamababang baraha, sumasagot sa pinakamababang tatalo sa nasa mesa, at itinatabi ang mga 2 sa huli.',
    tgDeal: 'Tatlong upuan: ikaw at dalawang bot ng bahay. 13 baraha ang dealer, 12 ang iba; ang natitirang 15 ang bunutan.',
    tgTurn:
      'Sa iyong tira, bumunot, o kunin ang huling tapon kung bubuo ito ng bagong bahay kasama ang baraha mo (ilalantad agad ang bahay na iyon). Magtapon ng isa para matapos ang tira.',
    tgMelds:
      'Ang bahay ay tatlo o apat na magkaparehong numero, o tatlo o higit na sunod-sunod sa iisang suit; mababa lang ang alas (bahay ang A-2-3, hindi ang Q-K-A).',
    tgSapaw:
      'Sapaw: idagdag ang baraha sa kahit anong nakalantad na bahay, uunahin ang sa iba. Ang sinapawan ay hindi makakapag-draw sa susunod niyang tira.',
    tgTongits: 'Tongits: maubos ang iyong baraha (sa bahay, sapaw o huling tapon) at panalo ka agad.',
    tgDraw:
      'Draw: sa simula ng iyong tira, bago bumunot, at may nakalantad kang bahay, puwede kang mag-draw. Ang ibang may bahay ay lalaban o titiklop; ang pinakamababang puntos ang panalo, at panalo ang lumaban kapag tabla sa nag-draw.',
    tgStock:
      'Kapag naubos ang bunutan, ang pinakamababang puntos ang panalo sa mga may nakalantad na bahay (sunog ang iba); sa tabla, panalo ang huling bumunot.',
    tgCount: 'Puntos sa kamay: A = 1, 2 hanggang 10 ang kanilang numero, J-Q-K = 10, bilang ang bawat barahang nasa kamay pa.',
    tgHouse:
      'Kukunin ng panalo ang pot, ang tatlong taya, bawas ang rake: walang dagdag na bayad sa alas, lihim na bahay o sunog sa mesang ito.',
  },
});

const el = (id) => document.getElementById(id);
const ui = {
  title: el('title'),
  balance: el('balance'),
  seats: el('seats'),
  centre: el('centre'),
  melds: el('melds'),
  log: el('log'),
  message: el('message'),
  score: el('score'),
  hand: el('hand'),
  moves: el('moves'),
  stakeControls: el('stake-controls'),
  stake: el('stake'),
  deal: el('deal'),
  hash: el('hash'),
  seed: el('seed'),
  helpToggle: el('help-toggle'),
  help: el('help'),
};

// ---- Cards, drawn in SVG (no font glyphs: a kiosk may lack the suit symbols) ----

/** A suit's shape in a 20 x 20 box. */
function suitShape(suit, fill) {
  const stem = () => svg('path', { d: 'M10 11 L13.5 19 L6.5 19 Z', fill });
  switch (suit) {
    case 'D':
      return svg('path', { d: 'M10 1 L17 10 L10 19 L3 10 Z', fill });
    case 'H':
      return svg('path', { d: 'M10 18 L2.6 10.2 A4.4 4.4 0 0 1 10 4.6 A4.4 4.4 0 0 1 17.4 10.2 Z', fill });
    case 'S':
      return svg('g', {}, [svg('path', { d: 'M10 1.5 L17.4 9.6 A4.3 4.3 0 0 1 10 14.2 A4.3 4.3 0 0 1 2.6 9.6 Z', fill }), stem()]);
    default:
      return svg('g', {}, [
        svg('circle', { cx: 10, cy: 5.6, r: 4, fill }),
        svg('circle', { cx: 5.4, cy: 11.6, r: 4, fill }),
        svg('circle', { cx: 14.6, cy: 11.6, r: 4, fill }),
        stem(),
      ]);
  }
}

const rankText = (rank) => (rank === 'T' ? '10' : rank);
const rankName = (rank) => ({ A: t('rankA'), K: t('rankK'), Q: t('rankQ'), J: t('rankJ') })[rank] ?? rankText(rank);
const cardLabel = (name) => t('cardLabel', { rank: rankName(name[0]), suit: t(`suit${name[1]}`) });

/** A card's face, 44 x 62 (or smaller for the table's own cards). */
function cardFace(name, scale = 1) {
  const [rank, suit] = name;
  const colour = suit === 'H' || suit === 'D' ? '#c8102e' : '#15171c';
  return svg('svg', { viewBox: '0 0 44 62', width: 44 * scale, height: 62 * scale, 'aria-hidden': 'true', focusable: 'false' }, [
    svg('rect', { x: 0.5, y: 0.5, width: 43, height: 61, rx: 5, fill: '#fdfdfb', stroke: '#8a8f99' }),
    svg('text', { x: 3, y: 19, 'font-size': 18, 'font-weight': 800, 'font-family': 'system-ui, sans-serif', fill: colour }, [
      rankText(rank),
    ]),
    svg('g', { transform: 'translate(13 27) scale(1.3)' }, [suitShape(suit, colour)]),
  ]);
}

/** A face-down card, in the table's own card back (look.js). */
const faceDown = (scale = 0.5) => cardBack(facts?.look, { width: 44 * scale, height: 62 * scale });

/** Cards shown on the table: a picture with their names for screen readers. */
function cardRow(names, scale = 0.6) {
  const row = document.createElement('span');
  row.className = 'row';
  row.setAttribute('role', 'img');
  row.setAttribute('aria-label', names.map(cardLabel).join(', '));
  row.append(...names.map((name) => cardFace(name, scale)));
  return row;
}

function backs(count) {
  const row = document.createElement('span');
  row.className = 'backs';
  row.setAttribute('role', 'img');
  row.setAttribute('aria-label', t('cardCount', { n: count }));
  row.append(...Array.from({ length: Math.min(count, 5) }, () => faceDown()), node('span', 'count', String(count)));
  return row;
}

function node(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

// ---- The table ----

let facts = null;
let round = null; // the committed round the next deal plays
let refusal = null;
let openId = null; // the round being played
let view = null;
const chosen = new Set();

/** Seat names: 0 is the player; in Lucky 9 the last seat is the banker. */
function seatName(seat, seats) {
  if (seat === 0) return t('you');
  if (facts.variant === 'lucky-9' && seat === seats - 1) return t('banker');
  return t('bot', { n: seat });
}

function seatBox(seat, seats, parts, turn = false) {
  const box = node('li', turn ? 'seat turn' : 'seat');
  box.append(node('span', 'name', seatName(seat, seats)), ...parts);
  return box;
}

const sameSet = (a, b) => a.length === b.length && a.every((c) => b.includes(c));

function button(key, onClick, { enabled = true, main = false } = {}) {
  const b = node('button', main ? 'main' : '', t(key));
  b.type = 'button';
  b.disabled = !enabled;
  b.addEventListener('click', onClick);
  return b;
}

/**
 * The player's hand: cards are toggle buttons where a choice is to be made; a card that can be
 * part of an allowed move (with the cards already chosen) is outlined, the others dimmed.
 */
function drawHand(cards, { selectable = false, candidates = [], extra = [], dim = false } = {}) {
  const fitting = candidates.filter((c) => [...chosen].every((card) => c.includes(card)));
  const playable = new Set([...fitting.flat(), ...(chosen.size === 0 ? extra : [])]);
  const usable = new Set([...candidates.flat(), ...extra]);
  ui.hand.replaceChildren(
    ...cards.map((name) => {
      if (!selectable) {
        const face = node('span', 'card');
        face.setAttribute('role', 'img');
        face.setAttribute('aria-label', cardLabel(name));
        face.append(cardFace(name));
        return face;
      }
      const card = node('button', playable.has(name) ? 'card playable' : 'card');
      card.type = 'button';
      card.setAttribute('aria-label', cardLabel(name));
      card.setAttribute('aria-pressed', String(chosen.has(name)));
      // A card no allowed move can use stays in view, dimmed, and does not take a tap.
      const idle = dim && !usable.has(name);
      if (idle) card.setAttribute('aria-disabled', 'true');
      card.append(cardFace(name));
      card.addEventListener('click', () => {
        if (idle) return;
        if (chosen.has(name)) chosen.delete(name);
        else chosen.add(name);
        render();
      });
      return card;
    }),
  );
}

function drawLog(entries, seats, describe) {
  ui.log.replaceChildren(
    ...entries.map((entry) => {
      const item = node('li', '', `${seatName(entry.seat, seats)} ${describe(entry)}`);
      if (entry.cards?.length) item.append(cardRow(entry.cards, 0.5));
      return item;
    }),
  );
  ui.log.hidden = entries.length === 0;
}

function act(action, cards) {
  return async () => {
    setBusy(true);
    try {
      show(await api('/api/pvp/act', { ...player, roundId: openId, action, ...(cards ? { cards } : {}) }));
    } catch (error) {
      ui.message.textContent = error.error === 'BAD_STAKE' ? t('illegal') : explain(error);
    } finally {
      setBusy(false);
    }
  };
}

// Lucky 9: the seats' cards face down until the reveal, then every hand with its total.
function renderLucky9(v) {
  const seats = v.seats.length + 1;
  ui.seats.replaceChildren(...v.seats.map((s, i) => seatBox(i + 1, seats, [backs(s.count)])));
  ui.centre.replaceChildren();
  ui.score.textContent = t('total', { n: v.total });
  drawHand(v.hand);
  ui.moves.replaceChildren(button('hit', act('draw'), { main: true }), button('stand', act('stand')));
}

function endLucky9(result) {
  const seats = result.seats.length;
  const outcomes = { win: 'outcomeWin', push: 'outcomePush', lose: 'outcomeLose' };
  ui.seats.replaceChildren(
    ...result.seats.slice(1).map((s, i) => {
      const note = [String(s.total), s.natural ? t('natural') : '', s.outcome ? t(outcomes[s.outcome]) : ''].filter(Boolean).join(' · ');
      return seatBox(i + 1, seats, [cardRow(s.cards, 0.45), node('span', 'note', note)]);
    }),
  );
  const mine = result.seats[0];
  ui.score.textContent = `${t('total', { n: mine.total })}${mine.natural ? ` · ${t('natural')}` : ''}`;
  drawHand(mine.cards);
  return { win: 'l9Win', push: 'l9Push', lose: 'l9Lose' }[result.outcome];
}

// Pusoy Dos: the pile in the middle, the bots' card counts, what each did since the player's last move.
const pusoyEvent = (e) => (e.cards ? t('played') : t('passed'));

function renderPusoy(v) {
  const lastOf = (seat) => [...v.log].reverse().find((e) => e.seat === seat);
  ui.seats.replaceChildren(
    ...[1, 2, 3].map((seat) => {
      const last = lastOf(seat);
      return seatBox(seat, 4, [backs(v.seats[seat].count), node('span', 'note', last ? pusoyEvent(last) : '')]);
    }),
  );
  ui.centre.replaceChildren(...(v.pile ? [cardRow(v.pile.cards, 0.8)] : []));
  drawLog(v.log, 4, pusoyEvent);
  ui.score.textContent = '';
  drawHand(v.hand, { selectable: true, candidates: v.legal, dim: true });
  const picked = [...chosen];
  const legal = v.legal.some((play) => sameSet(play, picked));
  ui.moves.replaceChildren(
    button('playCards', act('play', picked), { enabled: legal, main: true }),
    button('pass', act('pass'), { enabled: v.canPass }),
    button('clear', clearChoice, { enabled: picked.length > 0 }),
  );
}

function endPusoy(result, win) {
  ui.seats.replaceChildren(
    ...[1, 2, 3].map((seat) =>
      seatBox(seat, 4, [
        result.hands[seat].length ? cardRow(result.hands[seat], 0.45) : node('span', 'won', t('pdLost', { who: seatName(seat, 4) })),
      ]),
    ),
  );
  ui.centre.replaceChildren();
  drawLog(result.log, 4, pusoyEvent);
  drawHand(result.hands[0]);
  return win > 0 ? 'pdWon' : ['pdLost', { who: seatName(result.winner, 4) }];
}

// Tongits: the stock and the discard in the middle, every exposed meld by owner.
const TONGITS_EVENTS = {
  call: 'called',
  draw: 'drew',
  take: 'took',
  meld: 'melded',
  sapaw: 'laidOff',
  discard: 'discarded',
  fight: 'fought',
  fold: 'folded',
};
const tongitsEvent = (e) => t(TONGITS_EVENTS[e.action]);

function drawTable(v, seatParts) {
  ui.seats.replaceChildren(...[1, 2].map((seat) => seatBox(seat, 3, seatParts(seat), v.turn === seat)));
  const stock = node('span', 'label', t('stock', { n: v.stock }));
  const discard = v.discard ? [node('span', 'label', t('topDiscard')), cardRow([v.discard], 0.8)] : [node('span', 'label', t('noDiscard'))];
  ui.centre.replaceChildren(stock, ...discard);
  ui.melds.hidden = v.melds.length === 0;
  ui.melds.replaceChildren(
    ...[0, 1, 2]
      .filter((seat) => v.melds.some((m) => m.owner === seat))
      .map((seat) => {
        const line = node('div', 'row');
        line.append(
          node('span', 'owner', seatName(seat, 3)),
          ...v.melds.filter((m) => m.owner === seat).map((m) => cardRow(m.cards, 0.45)),
        );
        return line;
      }),
  );
  drawLog(v.log, 3, tongitsEvent);
}

function renderTongits(v) {
  drawTable(v, (seat) => [
    backs(v.seats[seat].count),
    node('span', 'note', [seat === v.dealer ? t('dealer') : '', v.seats[seat].blocked ? t('blocked') : ''].filter(Boolean).join(' · ')),
  ]);
  ui.score.textContent = t('points', { n: v.points });
  const picked = [...chosen];
  const { legal } = v;
  if (v.phase === 'respond') {
    drawHand(v.hand);
    ui.moves.replaceChildren(button('fight', act('fight'), { main: true }), button('fold', act('fold')));
    return;
  }
  if (v.phase === 'start') {
    drawHand(v.hand, { selectable: true, candidates: legal.take, dim: true });
    ui.moves.replaceChildren(
      button('drawStock', act('draw'), { main: true }),
      button('take', act('take', picked), { enabled: legal.take.some((option) => sameSet(option, picked)) }),
      button('call', act('call'), { enabled: legal.call }),
    );
    return;
  }
  drawHand(v.hand, { selectable: true, candidates: legal.melds, extra: legal.sapaw });
  ui.moves.replaceChildren(
    button('meld', act('meld', picked), { enabled: legal.melds.some((meld) => sameSet(meld, picked)) }),
    button('sapaw', act('sapaw', picked), { enabled: picked.length === 1 && legal.sapaw.includes(picked[0]) }),
    button('discard', act('discard', picked), { enabled: picked.length === 1, main: true }),
    button('clear', clearChoice, { enabled: picked.length > 0 }),
  );
}

function endTongits(result, win) {
  drawTable({ ...result, turn: null }, (seat) => [
    result.hands[seat].length ? cardRow(result.hands[seat], 0.45) : node('span', 'note', ''),
    node('span', result.winner === seat ? 'won' : 'note', t('pointsOf', { n: result.points[seat] })),
  ]);
  ui.score.textContent = t('points', { n: result.points[0] });
  drawHand(result.hands[0]);
  if (win > 0) return { tongits: 'tgWonTongits', draw: 'tgWonDraw', stock: 'tgWonStock' }[result.how];
  const how = { tongits: 'howTongits', draw: 'howDraw', stock: 'howStock' }[result.how];
  return ['tgLost', { who: seatName(result.winner, 3), how: t(how) }];
}

const RENDER = { 'lucky-9': renderLucky9, 'pusoy-dos': renderPusoy, tongits: renderTongits };
const END = { 'lucky-9': endLucky9, 'pusoy-dos': endPusoy, tongits: endTongits };

function render() {
  if (view) RENDER[view.game](view);
}

/** What the player is to do now, said once when the table comes back to them. */
function hint(v) {
  if (v.game === 'lucky-9') return t('chooseL9');
  if (v.game === 'pusoy-dos') return v.pile ? t('toBeat', { who: seatName(v.pile.seat, 4) }) : t(v.opening ? 'opening' : 'lead');
  if (v.phase === 'respond') return t('respond', { who: seatName(v.caller, 3) });
  return t(v.phase === 'start' ? 'startTurn' : 'playTurn');
}

function clearChoice() {
  chosen.clear();
  render();
}

/** While a call is out every button waits; after it the moves are drawn again as the table allows. */
function setBusy(busy) {
  if (busy) for (const b of ui.moves.querySelectorAll('button')) b.disabled = true;
  else render();
  ui.deal.disabled = busy;
}

/** Between games: the stake and the deal button; during one: the moves. */
function setPlaying(playing) {
  ui.stakeControls.hidden = playing;
  ui.moves.hidden = !playing;
}

function show(answer) {
  ui.balance.textContent = money(answer.balance);
  if (answer.open) {
    openId = answer.roundId;
    view = answer.view;
    chosen.clear();
    setPlaying(true);
    ui.message.textContent = hint(view);
    render();
    return;
  }
  openId = null;
  view = null;
  chosen.clear();
  const outcome = END[answer.result.game](answer.result, answer.win);
  const [key, values] = Array.isArray(outcome) ? outcome : [outcome, {}];
  ui.message.textContent = t(key, { ...values, win: money(answer.win) });
  ui.seed.textContent = `${t('seed')}: ${answer.serverSeed} · ${t('clientSeed')}: ${answer.clientSeed}`;
  setPlaying(false);
  void commit();
}

/** Commits the next round: its seed hash shows before the player deals. */
async function commit() {
  try {
    round = await nextRound(ui.hash);
    refusal = null;
  } catch (error) {
    round = null;
    refusal = error;
  }
}

ui.deal.addEventListener('click', async () => {
  if (!round) await commit();
  if (!round) {
    ui.message.textContent = explain(refusal ?? {});
    return;
  }
  setBusy(true);
  ui.seed.textContent = '';
  try {
    const dealt = round;
    round = null;
    show(await api('/api/pvp/deal', { ...player, roundId: dealt.roundId, clientSeed: clientSeed(), stake: Number(ui.stake.value) }));
  } catch (error) {
    ui.message.textContent = explain(error);
    await showBalance(ui.balance).catch(() => undefined);
    await commit();
  } finally {
    setBusy(false);
  }
});

helpToggle(ui.helpToggle, ui.help);

function describeTable() {
  document.title = facts.name;
  ui.title.textContent = facts.name;
  // The table's own felt and card back, and its studio, number and host under the title.
  applyLook(facts.look);
  // Before the first deal, the deck waits face down in the middle of the felt.
  const deck = node('span', 'backs');
  deck.setAttribute('role', 'img');
  deck.setAttribute('aria-label', t('deck'));
  deck.append(...Array.from({ length: 3 }, () => faceDown(1)));
  ui.centre.replaceChildren(deck);
  for (const stake of facts.stakes) ui.stake.append(new Option(money(stake), String(stake)));
  el('rules').replaceChildren(...facts.rules.map((key) => node('li', '', t(key))));
  el('rake').textContent = t('rakeText', { pct: facts.rakePercent });
  const rtp = `${(facts.returnToPlayer * 100).toFixed(2)}%`;
  el('rtp').textContent = facts.variant === 'lucky-9' ? t('rtpLucky', { rtp }) : t('rtpSeats', { rtp, seats: facts.seats.max });
  el('fairness').textContent = t('fairText');
  ui.message.textContent = t('pickStake');
}

setPlaying(false);
try {
  facts = await api(`/api/games/${game}`);
  describeTable();
  await Promise.all([showBalance(ui.balance), commit()]);
} catch {
  ui.message.textContent = t('failed');
}
