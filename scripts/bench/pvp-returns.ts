import { simulateSymmetricReturn, type ReturnCheck, type SymmetricTable } from '../../server/vendors/house/pvp/simulate';

/** A million games of each PVP table whose return is 1 - rake by symmetry: the suite plays fewer, for time. */
export function measurePvpReturns(games = 1_000_000): { table: SymmetricTable; check: ReturnCheck; seconds: number }[] {
  return (['pusoy-dos', 'tongits'] as const).map((table, i) => {
    const started = performance.now();
    const check = simulateSymmetricReturn(table, games, 2030 + i);
    return { table, check, seconds: (performance.now() - started) / 1000 };
  });
}
