import { describe, expect, it } from 'vitest';
import { fairStream } from '../fairness';
import { chances, DRAW_CHANCE, FEATHERS, PLASADA_RETURN, sabong, walaPrice, type Fight } from './sabong';

const fight = (meron: number): Fight => ({
  meron: { name: 'Kidlat ng Batangas', feather: 'pula', weight: 2050 },
  wala: { name: 'Bagyo ng Cebu', feather: 'bulik', weight: 2030 },
  payout: { meron, wala: walaPrice(meron), draw: 90_000 },
});

describe('sabong', () => {
  const random = fairStream('5b'.repeat(32), 'derby');
  const fights = Array.from({ length: 1_000 }, () => sabong.prepare(random));

  it('matches two different cocks of fighting weight, within 40 g of each other', () => {
    for (const { meron, wala } of fights) {
      expect(meron.name).toMatch(/^\p{L}+ ng \p{L}+$/u);
      expect(meron.name.split(' ')[0]).not.toBe(wala.name.split(' ')[0]);
      expect(meron.feather).not.toBe(wala.feather);
      expect(FEATHERS).toContain(wala.feather);
      expect(Math.abs(meron.weight - wala.weight)).toBeLessThanOrEqual(40);
      expect(Math.min(meron.weight, wala.weight)).toBeGreaterThanOrEqual(1810);
      expect(Math.max(meron.weight, wala.weight)).toBeLessThanOrEqual(2340);
    }
    expect(new Set(fights.map((f) => f.meron.name)).size).toBeGreaterThan(150);
  });

  it('prices every fight so the house keeps its 10% plasada on each side', () => {
    for (const f of fights) {
      const chance = chances(f);
      expect(chance.meron + chance.wala + chance.draw).toBeCloseTo(1, 14);
      // Meron is the favourite: likelier to win, so it pays less.
      expect(chance.meron).toBeGreaterThan(chance.wala);
      expect(f.payout.meron).toBeLessThan(f.payout.wala);
      expect(f.payout.meron).toBeGreaterThanOrEqual(14_336);
      expect(f.payout.meron).toBeLessThanOrEqual(17_094);
      expect(Number.isInteger(f.payout.wala)).toBe(true);
      // What a unit returns: the win at the price, or the stake back on a draw.
      const meron = (chance.meron * f.payout.meron) / 10_000 + chance.draw;
      const wala = (chance.wala * f.payout.wala) / 10_000 + chance.draw;
      expect(meron).toBeCloseTo(PLASADA_RETURN, 12);
      expect(wala).toBeGreaterThanOrEqual(PLASADA_RETURN - 1e-12);
      expect(wala).toBeLessThan(PLASADA_RETURN + 0.00005);
      expect(chance.draw * 9).toBeCloseTo(PLASADA_RETURN, 12);
    }
    expect(DRAW_CHANCE).toBe(0.1);
    expect(sabong.returns()).toEqual({ meron: 0.9, wala: 0.9, draw: 0.9 });
    expect(sabong.spots).toEqual([
      { id: 'meron', pays: '0.43:1-0.71:1' },
      { id: 'wala', pays: '0.85:1-1.34:1' },
      { id: 'draw', pays: '8:1' },
    ]);
  });

  it('calls each result as often as its chance says', () => {
    const f = fight(16_000);
    const chance = chances(f);
    const tally = { meron: 0, wala: 0, draw: 0 };
    const rounds = 100_000;
    const stream = fairStream('5c'.repeat(32), 'calls');
    for (let i = 0; i < rounds; i++) tally[sabong.draw(stream, f).winner]++;
    for (const side of ['meron', 'wala', 'draw'] as const) {
      const p = chance[side];
      expect(Math.abs(tally[side] / rounds - p), side).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / rounds));
    }
  });

  it('pays the winner its price rounded down to the centavo, and hands Meron and Wala stakes back on a draw', () => {
    const f = fight(16_234);
    expect(f.payout.wala).toBe(walaPrice(16_234));
    expect(sabong.settle('meron', 10_000, { winner: 'meron' }, f)).toBe(16_234);
    expect(sabong.settle('meron', 100, { winner: 'meron' }, f)).toBe(162);
    expect(sabong.settle('meron', 700, { winner: 'meron' }, f)).toBe(1_136);
    expect(sabong.settle('wala', 10_000, { winner: 'wala' }, f)).toBe(f.payout.wala);
    expect(sabong.settle('meron', 10_000, { winner: 'wala' }, f)).toBe(0);
    expect(sabong.settle('wala', 10_000, { winner: 'meron' }, f)).toBe(0);
    expect(sabong.settle('meron', 10_000, { winner: 'draw' }, f)).toBe(10_000);
    expect(sabong.settle('wala', 10_000, { winner: 'draw' }, f)).toBe(10_000);
    expect(sabong.settle('draw', 10_000, { winner: 'draw' }, f)).toBe(90_000);
    expect(sabong.settle('draw', 10_000, { winner: 'meron' }, f)).toBe(0);
  });

  it('rounds Wala\u2019s price up, in the player\u2019s favour', () => {
    // Meron at 170.94: Meron wins 8000/17094 of fights, Wala 0.9 minus that, whose fair price is 185.1813...
    expect(walaPrice(17_094)).toBe(18_519);
    expect(walaPrice(16_000)).toBe(20_000);
  });
});
