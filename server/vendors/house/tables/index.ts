import { andarBahar } from './andar-bahar';
import { colourTable } from './colour';
import { fanTan } from './fan-tan';
import { roulette } from './roulette';
import { sabong } from './sabong';
import { sicBo } from './sic-bo';
import type { LiveTable } from './table';

export type { LiveTable } from './table';

/** The live tables the studio plays, by kind (the page loads /static/table-<kind>.js for each). */
export const TABLE_GAMES: Record<string, LiveTable<unknown, unknown>> = {
  roulette,
  'sic-bo': sicBo,
  'fan-tan': fanTan,
  'andar-bahar': andarBahar,
  colour: colourTable,
  sabong,
};
