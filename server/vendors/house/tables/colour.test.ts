import { describe, expect, it } from 'vitest';
import { COLOURS, returnToPlayer, rollDice, type Colour } from '../colour-game';
import { fairStream } from '../fairness';
import { colourTable } from './colour';

const roll = (...dice: [Colour, Colour, Colour]) => ({ dice });

describe('the live colour game', () => {
  it('pays the stake back plus once per die showing the colour', () => {
    expect(colourTable.settle('red', 10_000, roll('red', 'blue', 'green'), null)).toBe(20_000);
    expect(colourTable.settle('red', 10_000, roll('red', 'red', 'green'), null)).toBe(30_000);
    expect(colourTable.settle('red', 10_000, roll('red', 'red', 'red'), null)).toBe(40_000);
    expect(colourTable.settle('pink', 10_000, roll('red', 'red', 'red'), null)).toBe(0);
  });

  it('returns 1 - 17/216 on every colour, counted over the 216 rolls', () => {
    for (const colour of COLOURS) {
      let back = 0;
      for (const a of COLOURS)
        for (const b of COLOURS) for (const c of COLOURS) back += colourTable.settle(colour, 100, roll(a, b, c), null);
      expect(back / (216 * 100)).toBeCloseTo(1 - 17 / 216, 12);
      expect(colourTable.returns()[colour]).toBe(returnToPlayer());
    }
  });

  it('rolls the same dice the colour game rolls from the same seeds', () => {
    const dice = colourTable.draw(fairStream('c0'.repeat(32), 'perya'), null).dice;
    expect(dice).toEqual(rollDice(fairStream('c0'.repeat(32), 'perya')));
    expect(colourTable.spots.map((s) => s.id)).toEqual([...COLOURS]);
  });
});
