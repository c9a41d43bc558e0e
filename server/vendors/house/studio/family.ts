import type { GameType } from '../../../../contracts/games';
import type { AggregatorGame, GameFamily, TableGame } from '../family';
import { tableLook } from '../table-look';
import { MAX_BET_MULTIPLE, Studio, type StudioTable, type TableSetup } from './engine';
import { baccarat, noCommissionBaccarat } from './games/baccarat';
import { dragonTiger } from './games/dragon-tiger';
import { studioRoutes } from './routes';
import { TableSchedule } from './schedule';

/** The studio's own tables; the other kinds come in through studioFamily's argument. */
export const STUDIO_TABLES: Readonly<Record<string, TableGame<unknown, unknown>>> = {
  baccarat,
  'dragon-tiger': dragonTiger,
};

/** The kind of table a live game's name announces ("VIP Roulette", "Golden Dragon Tiger"), first match wins. */
const KINDS: [RegExp, string][] = [
  [/\bbaccarat\b/i, 'baccarat'],
  [/\bdragon tiger\b/i, 'dragon-tiger'],
  [/\broulette\b/i, 'roulette'],
  [/\bsic bo\b/i, 'sic-bo'],
  [/\bfan tan\b/i, 'fan-tan'],
  [/\bandar bahar\b/i, 'andar-bahar'],
  [/\bcolou?r game\b/i, 'colour'],
  [/\b(sabong|derby|pintakasi|slasher|cockfight)/i, 'sabong'],
];

/**
 * The kind of studio table that plays a live game, from its name; null for a game that is no
 * studio table (blackjack is dealt hand by hand, elsewhere). With its catalogue type, a game of
 * another type than LIVE or COCKFIGHT is none, and every cockfight is a sabong table.
 */
export function tableKindOf(name: string, type?: GameType): string | null {
  if (type !== undefined && type !== 'LIVE' && type !== 'COCKFIGHT') return null;
  const kind = KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? null;
  return kind ?? (type === 'COCKFIGHT' ? 'sabong' : null);
}

/** Tables whose name calls for other rules than their kind's: "No Commission Baccarat". */
function variantOf(kind: string, name: string): StudioTable | undefined {
  if (kind === 'baccarat' && /\bno commission\b/i.test(name)) return noCommissionBaccarat;
  return undefined;
}

/**
 * The live studio as a family ('table', page table.html): every live table of the catalogue
 * runs shared rounds on its kind's timing. `tables` gives the rules by kind (roulette, sic-bo,
 * fan-tan, andar-bahar, colour, sabong); baccarat and dragon-tiger are the studio's own and
 * come with it. A game whose kind has no rules here is described without a return and refused
 * at its table (UNKNOWN_GAME).
 *
 * Limits per spot: a bet of at least the game's catalogue minimum (whole pesos), and a player's
 * stakes on one spot in one round at most MAX_BET_MULTIPLE times that.
 */
export function studioFamily(tables: Readonly<Record<string, TableGame<unknown, unknown>>>, options: { pace?: number } = {}): GameFamily {
  const all = { ...STUDIO_TABLES, ...tables } as Record<string, StudioTable>;
  // A tester's faster studio: every window and result shown `pace` times shorter.
  const pace = options.pace ?? 1;
  const timingOf = (table: StudioTable) => ({ betting: table.timing.betting / pace, result: table.timing.result / pace });
  const setups = new Map<string, TableSetup | null>();
  const setupOf = (game: AggregatorGame): TableSetup | null => {
    if (!setups.has(game.code)) {
      const kind = tableKindOf(game.name, game.type);
      const table = kind ? (variantOf(kind, game.name) ?? all[kind]) : undefined;
      const min = Math.max(100, Math.ceil(game.minBet / 100) * 100);
      setups.set(
        game.code,
        kind && table
          ? { game, kind, table, schedule: new TableSchedule(game.code, timingOf(table)), limits: { min, max: min * MAX_BET_MULTIPLE } }
          : null,
      );
    }
    return setups.get(game.code)!;
  };
  const studio = new Studio(setupOf);
  return {
    family: 'table',
    page: 'table',
    describe(game) {
      const setup = setupOf(game);
      if (!setup) return { kind: tableKindOf(game.name, game.type), returnToPlayer: null };
      const returns = setup.table.returns();
      return {
        kind: setup.kind,
        spots: setup.table.spots,
        timing: timingOf(setup.table),
        limits: setup.limits,
        returns,
        // The best a player can do: the spot with the highest return.
        returnToPlayer: Math.max(...Object.values(returns)),
        // Its own felt, card back, studio, table number and dealer (table-look.ts).
        look: tableLook(game),
      };
    },
    routes: (app, ctx) => studioRoutes(app, ctx, studio),
    tick: (ctx) => studio.tick(ctx),
    roundDetails: (ctx, round) => studio.roundDetails(ctx, round),
  };
}
