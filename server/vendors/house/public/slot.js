import { api, clientSeed, explain, money, nextRound, player, showBalance, t } from './common.js';

const ICONS = { mango: '🥭', coconut: '🥥', jeepney: '🚌', carabao: '🐃', sampaguita: '🌼', pearl: '🦪' };
const STAKES = [500, 1000, 2000, 5000, 10000];
const reels = document.getElementById('reels');
const stake = document.getElementById('stake');
const spin = document.getElementById('spin');
const message = document.getElementById('message');
const balance = document.getElementById('balance');
const hash = document.getElementById('hash');
const seed = document.getElementById('seed');

for (const value of STAKES) stake.append(new Option(money(value), String(value)));

function draw(grid, wins = []) {
  const lines = [[1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2]];
  const winning = new Set(wins.flatMap((w) => lines[w.line].slice(0, w.count).map((row, reel) => `${reel}:${row}`)));
  reels.replaceChildren(
    ...[0, 1, 2].flatMap((row) => grid.map((column, reel) => {
      const cell = document.createElement('div');
      cell.className = winning.has(`${reel}:${row}`) ? 'cell win' : 'cell';
      cell.textContent = ICONS[column[row]];
      cell.setAttribute('aria-label', column[row]);
      return cell;
    })),
  );
}

let round = null;
async function prepare() {
  round = await nextRound(hash);
}

spin.addEventListener('click', async () => {
  spin.disabled = true;
  message.textContent = '';
  try {
    const result = await api('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed: clientSeed(), stake: Number(stake.value) });
    draw(result.result.grid, result.result.wins);
    balance.textContent = money(result.balance);
    message.textContent = result.win > 0 ? `${t('win')} ${money(result.win)}` : t('noWin');
    seed.textContent = `${t('seed')}: ${result.serverSeed}`;
  } catch (error) {
    message.textContent = explain(error);
    await showBalance(balance).catch(() => undefined);
  } finally {
    await prepare().catch(() => undefined);
    spin.disabled = false;
  }
});

draw(Array.from({ length: 5 }, () => ['pearl', 'mango', 'jeepney']));
await Promise.all([showBalance(balance), prepare()]).catch(() => { message.textContent = t('failed'); });
