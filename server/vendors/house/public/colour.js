import { api, gameTable, money, player, t } from './common.js';

const COLOURS = { yellow: '#f7d23e', white: '#f4f4f4', pink: '#f59ac4', blue: '#4f8ef7', red: '#e5484d', green: '#3dbb6b' };
const STAKES = [1000, 2000, 5000, 10000];
const board = document.getElementById('board');
const dice = document.getElementById('dice');
const stake = document.getElementById('stake');
const chosen = new Set();

for (const value of STAKES) stake.append(new Option(money(value), String(value)));
for (const [name, colour] of Object.entries(COLOURS)) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = t(name);
  button.style.background = colour;
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', () => {
    if (chosen.has(name)) chosen.delete(name);
    else chosen.add(name);
    button.setAttribute('aria-pressed', String(chosen.has(name)));
  });
  board.append(button);
}

function drawDice(faces) {
  dice.replaceChildren(
    ...faces.map((face) => {
      const die = document.createElement('div');
      die.className = 'die';
      die.style.background = COLOURS[face];
      die.setAttribute('aria-label', t(face));
      return die;
    }),
  );
}

drawDice(['yellow', 'blue', 'red']);
await gameTable({
  button: document.getElementById('play'),
  guard: () => (chosen.size === 0 ? 'pick' : null),
  play: (round, clientSeed) => {
    const bets = Object.fromEntries([...chosen].map((c) => [c, Number(stake.value)]));
    return api('/api/colour/play', { ...player, roundId: round.roundId, clientSeed, bets });
  },
  show: (result) => drawDice(result.result.dice),
});
