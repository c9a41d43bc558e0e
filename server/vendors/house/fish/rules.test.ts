import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { newServerSeed, seedHash } from '../fairness';
import { mulberry32 } from '../seeded-random';
import { fishFamily } from './family';
import { BATCH_SIZES, betLevels, catchChance, isCaught, shoot, shotReturn, shotStream } from './rules';
import { BOSS_MULTIPLIERS, RETURNS_BP, fishTable } from './species';

const FISH_GAMES = catalogue()
  .filter((g) => g.gameType === 'FISH')
  .map((g) => ({ vendor: g.vendorCode, code: g.gameId, name: g.gameName, minBet: g.minBet }));

/** A stream that gives these 32-bit words, in order. */
const words = (...list: number[]) => {
  let i = 0;
  return () => list[i++]! / 2 ** 32;
};

describe('the fish games\u2019 tables', () => {
  it('covers every catalogue fish game (BAYANI 10, ISLA 8, TALA 12, DAGAT 15)', () => {
    const count = (vendor: string) => FISH_GAMES.filter((g) => g.vendor === vendor).length;
    expect([count('BAYANI'), count('ISLA'), count('TALA'), count('DAGAT')]).toEqual([10, 8, 12, 15]);
  });

  it('gives each game 8 to 15 species from 2x up to a boss of at most 300x, the same on every call', () => {
    for (const game of FISH_GAMES) {
      const table = fishTable(game);
      expect(fishTable(game), game.code).toEqual(table);
      const multipliers = table.species.map((s) => s.multiplier);
      expect(table.species.length, game.code).toBeGreaterThanOrEqual(8);
      expect(table.species.length, game.code).toBeLessThanOrEqual(15);
      expect(new Set(table.species.map((s) => s.id)).size, game.code).toBe(table.species.length);
      expect(multipliers[0], game.code).toBe(2);
      expect(multipliers, game.code).toEqual([...multipliers].sort((a, b) => a - b));
      const boss = table.species.at(-1)!;
      expect(boss.boss, game.code).toBe(true);
      expect(
        table.species.filter((s) => s.boss),
        game.code,
      ).toHaveLength(1);
      expect(BOSS_MULTIPLIERS as readonly number[], game.code).toContain(boss.multiplier);
      expect(RETURNS_BP as readonly number[], game.code).toContain(table.returnBp);
      for (const s of table.species) {
        expect(Number.isInteger(s.multiplier)).toBe(true);
        expect(s.name.en.length * s.name.fil.length).toBeGreaterThan(0);
      }
    }
    // The games do differ: not one table for all.
    expect(new Set(FISH_GAMES.map((g) => fishTable(g).species.length)).size).toBeGreaterThan(3);
  });

  it('takes its theme from the name', () => {
    expect(fishTable({ code: 'x-fish-001', name: 'Deep Sea Hunter' }).theme.id).toBe('deep');
    expect(fishTable({ code: 'x-fish-002', name: 'Shark Blast' }).theme.id).toBe('shark');
    expect(fishTable({ code: 'x-fish-003', name: 'Ocean King' }).species.at(-1)!.name).toEqual({ en: 'Ocean King', fil: 'Hari ng Dagat' });
  });

  it('sets per-shot stakes in whole pesos from the catalogue minimum', () => {
    expect(betLevels(200)).toEqual([200, 400, 600, 1000, 2000]);
    for (const game of FISH_GAMES) {
      const levels = betLevels(game.minBet);
      expect(levels[0]).toBe(game.minBet);
      expect(levels.every((l) => l % 100 === 0)).toBe(true);
    }
  });

  it('publishes its table, stakes, batch and return through describe', () => {
    const game = FISH_GAMES[0]!;
    const described = fishFamily.describe({ ...game, type: 'FISH', classify: null, family: 'fish' });
    const table = fishTable(game);
    expect(described.returnToPlayer).toBe(table.returnBp / 10_000);
    expect(described).toMatchObject({ betLevels: betLevels(game.minBet), batchSizes: [...BATCH_SIZES], batchSize: 50 });
    expect((described.species as { multiplier: number; chance: number }[]).map((s) => s.multiplier * s.chance)).toEqual(
      table.species.map(() => expect.closeTo(table.returnBp / 10_000, 12)),
    );
  });
});

describe('a shot\u2019s return', () => {
  it('is exactly the published return for every species of every game: p = return / multiplier', () => {
    for (const game of FISH_GAMES) {
      const table = fishTable(game);
      for (const species of table.species) {
        const { numerator, denominator } = catchChance(species, table.returnBp);
        // Exact in integers: multiplier x numerator / denominator = returnBp / 10,000.
        expect(species.multiplier * numerator * 10_000).toBe(table.returnBp * denominator);
        expect(shotReturn(species, table.returnBp)).toBe(table.returnBp / 10_000);
      }
    }
  });

  it('catches exactly returnBp of every multiplier x 10,000 equally likely draws, discarding the uneven top of the word', () => {
    // multiplier 3 at 96%: r in [0, 30,000), caught when r < 9,600.
    expect(isCaught(words(0), 3, 9600)).toBe(true);
    expect(isCaught(words(9599), 3, 9600)).toBe(true);
    expect(isCaught(words(9600), 3, 9600)).toBe(false);
    expect(isCaught(words(29_999), 3, 9600)).toBe(false);
    expect(isCaught(words(30_000 + 9599), 3, 9600)).toBe(true);
    // Words at or above the largest multiple of 30,000 below 2^32 are discarded: the next word decides.
    const limit = 2 ** 32 - (2 ** 32 % 30_000);
    expect(isCaught(words(limit - 30_000 + 9599), 3, 9600)).toBe(true);
    expect(isCaught(words(limit, 5), 3, 9600)).toBe(true);
    expect(isCaught(words(2 ** 32 - 1, 20_000), 3, 9600)).toBe(false);
  });

  it('pays the shot stake times the multiplier on a catch, nothing otherwise', () => {
    const table = fishTable(FISH_GAMES[0]!);
    const species = table.species[0]!;
    expect(shoot(words(0), table, species, 1, 500)).toEqual({ shotNo: 1, fishId: species.id, caught: true, multiplier: 2, win: 1000 });
    expect(shoot(words(2 ** 32 - 30_000), table, species, 2, 500)).toMatchObject({ caught: false, win: 0 });
  });

  it('lands within four standard errors of the published return over more than 3,000,000 shots', () => {
    const table = fishTable(FISH_GAMES.find((g) => fishTable(g).species.length >= 12)!);
    const random = mulberry32(20_260_512);
    const rtp = table.returnBp / 10_000;
    const n = table.species.length;
    const shotsPerSpecies = 300_000;
    let staked = 0;
    let won = 0;
    let variance = 0;
    for (const species of table.species) {
      let caught = 0;
      for (let i = 0; i < shotsPerSpecies; i++) {
        const shot = shoot(random, table, species, i + 1, 1);
        staked += 1;
        won += shot.win;
        if (shot.caught) caught++;
      }
      // Each species' catch rate on its own: within 5 standard errors of its p.
      const p = rtp / species.multiplier;
      expect(Math.abs(caught / shotsPerSpecies - p), species.id).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / shotsPerSpecies));
      // A shot's variance at this species: E[win^2] - E[win]^2 = p m^2 - rtp^2 = rtp m - rtp^2.
      variance += rtp * species.multiplier - rtp * rtp;
    }
    expect(staked).toBeGreaterThanOrEqual(3_000_000);
    const standardError = Math.sqrt(variance / n / staked);
    expect(Math.abs(won / staked - rtp)).toBeLessThan(4 * standardError);
    // The stated tolerance in plain figures: well under two percentage points here.
    expect(4 * standardError).toBeLessThan(0.02);
  });
});

describe('provable fairness of a round', () => {
  it('replays every shot from the revealed seeds, each shot from its own number', () => {
    const { seed, hash } = newServerSeed();
    expect(seedHash(seed)).toBe(hash);
    const table = fishTable(FISH_GAMES[3]!);
    const fish = table.species[1]!;
    const played = [5, 1, 3].map((k) => shoot(shotStream(seed, 'client', k), table, fish, k, 100));
    const replayed = [1, 3, 5].map((k) => shoot(shotStream(seed, 'client', k), table, fish, k, 100));
    expect(replayed).toEqual([played[1], played[2], played[0]]);
    const other = Array.from({ length: 40 }, (_, k) => shoot(shotStream(seed, 'other', k + 1), table, fish, k + 1, 100).caught);
    const same = Array.from({ length: 40 }, (_, k) => shoot(shotStream(seed, 'client', k + 1), table, fish, k + 1, 100).caught);
    expect(other).not.toEqual(same);
  });
});
