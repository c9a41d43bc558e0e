import { COLOURS, returnToPlayer, rollDice, settle, type Colour } from '../colour-game';
import { checkStake, unknownSpot, type LiveTable } from './table';

/**
 * The perya colour game as a live table: the same three colour dice and the same rule (the stake
 * back plus the stake once per die showing the colour: 1:1, 2:1, 3:1), shared by everyone at
 * the table for one roll. Returns 1 - 17/216 (92.13%) on every colour.
 */
export interface ColourOutcome {
  dice: [Colour, Colour, Colour];
}

const isColour = (spot: string): spot is Colour => (COLOURS as readonly string[]).includes(spot);

export const colourTable: LiveTable<ColourOutcome> = {
  kind: 'colour',
  // A perya round is quick: a short betting window and the dice shown for ten seconds.
  timing: { betting: 15, result: 10 },
  spots: COLOURS.map((id) => ({ id, pays: '1:1, 2:1, 3:1' })),
  accepts: isColour,
  prepare: () => null,
  draw: (random) => ({ dice: rollDice(random) }),
  settle(spot, stake, outcome) {
    checkStake(stake);
    if (!isColour(spot)) unknownSpot();
    return settle(outcome.dice, { [spot]: stake });
  },
  returns: () => Object.fromEntries(COLOURS.map((colour) => [colour, returnToPlayer()])),
};
