import { api, gameTable, money, player, t } from './common.js';

const ICONS = { mango: '🥭', coconut: '🥥', jeepney: '🚌', carabao: '🐃', sampaguita: '🌼', pearl: '🦪' };
const STAKES = [500, 1000, 2000, 5000, 10000];
const reels = document.getElementById('reels');
const stake = document.getElementById('stake');

for (const value of STAKES) stake.append(new Option(money(value), String(value)));

function draw(grid, wins = []) {
  const lines = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
  ];
  const winning = new Set(wins.flatMap((w) => lines[w.line].slice(0, w.count).map((row, reel) => `${reel}:${row}`)));
  reels.replaceChildren(
    ...[0, 1, 2].flatMap((row) =>
      grid.map((column, reel) => {
        const cell = document.createElement('div');
        cell.className = winning.has(`${reel}:${row}`) ? 'cell win' : 'cell';
        cell.textContent = ICONS[column[row]];
        cell.setAttribute('aria-label', t(column[row]));
        return cell;
      }),
    ),
  );
}

draw(Array.from({ length: 5 }, () => ['pearl', 'mango', 'jeepney']));
await gameTable({
  button: document.getElementById('spin'),
  play: (round, clientSeed) => api('/api/slot/spin', { ...player, roundId: round.roundId, clientSeed, stake: Number(stake.value) }),
  show: (result) => draw(result.result.grid, result.result.wins),
});
