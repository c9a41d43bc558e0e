import { describe, expect, it } from 'vitest';
import { parseCards, shuffle, shuffledDeck } from './deck';
import { categoryOf, evaluate3, evaluate5, evaluateHand, FIVE_CARD, isRoyal, THREE_CARD } from './poker';
import { mulberry32 } from '../seeded-random';

const value = (names: string) => evaluateHand(parseCards(names));
const category = (names: string) => FIVE_CARD[categoryOf(value(names))];
const value3 = (names: string) => evaluate3(...(parseCards(names) as [number, number, number]));
const category3 = (names: string) => THREE_CARD[categoryOf(value3(names))];

describe('the five-card evaluator', () => {
  it('names known hands', () => {
    expect(category('AS KS QS JS TS')).toBe('straight-flush');
    expect(isRoyal(value('AS KS QS JS TS'))).toBe(true);
    expect(isRoyal(value('9S KS QS JS TS'))).toBe(false);
    expect(category('5H 4H 3H 2H AH')).toBe('straight-flush');
    expect(category('7C 7D 7H 7S 2C')).toBe('quads');
    expect(category('7C 7D 7H 2S 2C')).toBe('full-house');
    expect(category('2D 9D JD KD 4D')).toBe('flush');
    expect(category('5C 4D 3H 2S AC')).toBe('straight');
    expect(category('TC JD QH KS AC')).toBe('straight');
    expect(category('QC KD AH 2S 3C')).toBe('high');
    expect(category('7C 7D 7H 9S 2C')).toBe('trips');
    expect(category('7C 7D 9H 9S 2C')).toBe('two-pair');
    expect(category('7C 7D 9H TS 2C')).toBe('pair');
    expect(category('7C 8D 9H JS 2C')).toBe('high');
  });

  it('orders hands as poker does, kickers included, whatever the card order', () => {
    const ascending = [
      '7C 5D 4H 3S 2C',
      'AC QD 9H 5S 3C',
      'AC KD 9H 5S 3C',
      '2C 2D 5H 4S 3C',
      '2C 2D AH 4S 3C',
      'KC KD AH 4S 3C',
      'AC AD 5H 4S 3C',
      '3C 3D 2H 2S AC',
      'AC AD 2H 2S 3C',
      'AC AD KH KS 2C',
      '2C 2D 2H 4S 3C',
      'AC AD AH 3S 2C',
      'AC 2D 3H 4S 5C',
      '6C 2D 3H 4S 5C',
      'AC KD QH JS TC',
      '2H 3H 4H 5H 7H',
      'AH KH QH JH 9H',
      '2C 2D 2H 3S 3C',
      'AC AD AH KS KC',
      '2C 2D 2H 2S 3C',
      'AC AD AH AS KC',
      'AH 2H 3H 4H 5H',
      'KH QH JH TH 9H',
      'AH KH QH JH TH',
    ].map(value);
    for (let i = 1; i < ascending.length; i++) expect(ascending[i]).toBeGreaterThan(ascending[i - 1]!);
    expect(value('AS KS 9D 5C 3H')).toBe(value('3D 5S 9C KH AC'));
  });

  it('counts every one of the 2,598,960 hands into the textbook frequencies', () => {
    const counts = new Array<number>(FIVE_CARD.length).fill(0);
    let royals = 0;
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) {
              const v = evaluate5(a, b, c, d, e);
              counts[categoryOf(v)]!++;
              if (isRoyal(v)) royals++;
            }
    expect(counts).toEqual([1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]);
    expect(royals).toBe(4);
  });
});

describe('the three-card evaluator', () => {
  it('ranks straights above flushes, A-2-3 lowest and Q-K-A highest', () => {
    expect(category3('AH 2D 3C')).toBe('straight');
    expect(category3('QH KD AC')).toBe('straight');
    expect(category3('KH AD 2C')).toBe('high');
    expect(category3('2H 7H JH')).toBe('flush');
    expect(category3('9S 9H 9D')).toBe('trips');
    expect(category3('9S TS JS')).toBe('straight-flush');
    expect(value3('AH 2D 3C')).toBeLessThan(value3('2H 3D 4C'));
    expect(value3('QH KD AC')).toBeGreaterThan(value3('JH QD KC'));
    expect(value3('2H 3D 4C')).toBeGreaterThan(value3('AH KH JH'));
    expect(value3('AH AD 3C')).toBeGreaterThan(value3('AS AC 2D'));
  });

  it('counts the 22,100 hands into their frequencies', () => {
    const counts = new Array<number>(THREE_CARD.length).fill(0);
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) counts[categoryOf(evaluate3(a, b, c))]!++;
    expect(counts).toEqual([16_440, 3_744, 1_096, 720, 52, 48]);
  });
});

describe('the shuffle', () => {
  it('deals every card once per deck, and a partial shuffle deals the same first cards as the full one', () => {
    const deck = shuffledDeck(mulberry32(7), 6);
    expect(deck).toHaveLength(312);
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 312 }, (_, i) => Math.floor(i / 6)));
    const fresh = Array.from({ length: 52 }, (_, i) => i);
    expect(shuffle(fresh, mulberry32(9), 10).slice(0, 10)).toEqual(shuffledDeck(mulberry32(9)).slice(0, 10));
  });

  it('puts each card in each place equally often', () => {
    const random = mulberry32(3);
    const firsts = new Array<number>(52).fill(0);
    const deck = shuffledDeck(random);
    for (let i = 0; i < 52_000; i++) firsts[shuffle(deck, random, 1)[0]!]!++;
    for (const n of firsts) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });
});
