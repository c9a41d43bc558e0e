import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { RoundError } from '../round-error';
import { mulberry32 } from '../seeded-random';
import { TABLE_GAMES } from '.';

const KINDS = ['roulette', 'sic-bo', 'fan-tan', 'andar-bahar', 'colour', 'sabong'];
const STAKE = 10_000;

describe('the live tables', () => {
  it('are the six kinds, each under its own key', () => {
    expect(Object.keys(TABLE_GAMES).sort()).toEqual([...KINDS].sort());
    for (const [key, table] of Object.entries(TABLE_GAMES)) expect(table.kind).toBe(key);
  });

  it.each(KINDS)('%s: publishes a studio timing, distinct spots and a return for each, all below 100%', (kind) => {
    const table = TABLE_GAMES[kind]!;
    expect(table.timing.betting).toBeGreaterThanOrEqual(15);
    expect(table.timing.result).toBeGreaterThanOrEqual(10);
    const ids = table.spots.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const returns = table.returns();
    expect(Object.keys(returns).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(returns[id], id).toBeGreaterThan(0.8);
      expect(returns[id], id).toBeLessThan(1);
      expect(table.spots.find((s) => s.id === id)!.pays, id).toMatch(/\d:\d/);
    }
  });

  it.each(KINDS)('%s: settles every spot it lists in whole centavos, and refuses unknown spots and broken stakes', (kind) => {
    const table = TABLE_GAMES[kind]!;
    const random = fairStream('ab'.repeat(32), kind);
    for (let round = 0; round < 50; round++) {
      const info = table.prepare(random);
      const outcome = table.draw(random, info);
      for (const { id } of table.spots) {
        expect(table.accepts(id), id).toBe(true);
        const back = table.settle(id, STAKE, outcome, info);
        expect(Number.isSafeInteger(back) && back >= 0, `${id} -> ${back}`).toBe(true);
      }
    }
    const info = table.prepare(random);
    const outcome = table.draw(random, info);
    for (const spot of ['', 'nothing', 'red-7', 'meron ', 'straight-37', 'fan-5', 'cards-0-5']) {
      expect(table.accepts(spot), spot).toBe(false);
      expect(() => table.settle(spot, STAKE, outcome, info)).toThrow(expect.objectContaining({ code: 'BAD_NUMBERS' }));
    }
    const spot = table.spots[0]!.id;
    for (const stake of [-100, 150.5, Number.NaN]) {
      expect(() => table.settle(spot, stake, outcome, info)).toThrow(RoundError);
    }
  });

  it.each(KINDS)('%s: replays the same round from the same seeds', (kind) => {
    const table = TABLE_GAMES[kind]!;
    const play = (client: string) => {
      const random = fairStream('cd'.repeat(32), client);
      const info = table.prepare(random);
      return { info, outcome: table.draw(random, info) };
    };
    expect(play('player')).toEqual(play('player'));
    const many = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(play(`player-${i}`))));
    expect(many.size).toBeGreaterThan(1);
  });
});

describe('a million simulated rounds per table', () => {
  // Each round stakes one unit on up to three spots, taken in turn, so every spot is played about
  // equally. Every spot's result must land within 5 standard errors of its exact return (about
  // one failure in 1.7 million per spot by chance; the seed is fixed, so a run never flakes),
  // and so must the whole table's.
  const ROUNDS = 1_000_000;

  it.each(KINDS)('%s: lands on the exact returns', (kind) => {
    const table = TABLE_GAMES[kind]!;
    const ids = table.spots.map((s) => s.id);
    const exact = table.returns();
    const perRound = Math.min(3, ids.length);
    const sum = new Float64Array(ids.length);
    const squares = new Float64Array(ids.length);
    const count = new Float64Array(ids.length);
    const random = mulberry32(20_261_123);
    let bet = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const info = table.prepare(random);
      const outcome = table.draw(random, info);
      for (let k = 0; k < perRound; k++, bet++) {
        const i = bet % ids.length;
        const back = table.settle(ids[i]!, STAKE, outcome, info) / STAKE;
        sum[i]! += back;
        squares[i]! += back * back;
        count[i]!++;
      }
    }
    let total = 0;
    let expected = 0;
    let variance = 0;
    ids.forEach((id, i) => {
      const n = count[i]!;
      const mean = sum[i]! / n;
      const spread = squares[i]! / n - mean * mean;
      expect(Math.abs(mean - exact[id]!), `${id}: ${mean} vs ${exact[id]}`).toBeLessThan(5 * Math.sqrt(spread / n) + 1e-9);
      total += sum[i]!;
      expected += exact[id]! * n;
      variance += spread * n;
    });
    const bets = ROUNDS * perRound;
    expect(Math.abs(total - expected) / bets).toBeLessThan((5 * Math.sqrt(variance)) / bets);
  });
});
