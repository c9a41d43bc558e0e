import { api, clientSeed, explain, money, nextRound, player, showBalance, t } from './common.js';

const COLOURS = { yellow: '#f7d23e', white: '#f4f4f4', pink: '#f59ac4', blue: '#4f8ef7', red: '#e5484d', green: '#3dbb6b' };
const STAKES = [1000, 2000, 5000, 10000];
const board = document.getElementById('board');
const dice = document.getElementById('dice');
const stake = document.getElementById('stake');
const play = document.getElementById('play');
const message = document.getElementById('message');
const balance = document.getElementById('balance');
const hash = document.getElementById('hash');
const seed = document.getElementById('seed');
const chosen = new Set();

for (const value of STAKES) stake.append(new Option(money(value), String(value)));
for (const [name, colour] of Object.entries(COLOURS)) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = name;
  button.style.background = colour;
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', () => {
    if (chosen.has(name)) chosen.delete(name); else chosen.add(name);
    button.setAttribute('aria-pressed', String(chosen.has(name)));
  });
  board.append(button);
}

function drawDice(faces) {
  dice.replaceChildren(...faces.map((face) => {
    const die = document.createElement('div');
    die.className = 'die';
    die.style.background = COLOURS[face];
    die.setAttribute('aria-label', face);
    return die;
  }));
}

let round = null;
const prepare = async () => { round = await nextRound(hash); };

play.addEventListener('click', async () => {
  if (chosen.size === 0) { message.textContent = t('pick'); return; }
  play.disabled = true;
  try {
    const bets = Object.fromEntries([...chosen].map((c) => [c, Number(stake.value)]));
    const result = await api('/api/colour/play', { ...player, roundId: round.roundId, clientSeed: clientSeed(), bets });
    drawDice(result.result.dice);
    balance.textContent = money(result.balance);
    message.textContent = result.win > 0 ? `${t('win')} ${money(result.win)}` : t('noWin');
    seed.textContent = `${t('seed')}: ${result.serverSeed}`;
  } catch (error) {
    message.textContent = explain(error);
    await showBalance(balance).catch(() => undefined);
  } finally {
    await prepare().catch(() => undefined);
    play.disabled = false;
  }
});

drawDice(['yellow', 'blue', 'red']);
await Promise.all([showBalance(balance), prepare()]).catch(() => { message.textContent = t('failed'); });
