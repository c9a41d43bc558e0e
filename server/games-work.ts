import type { AppContext } from './app-context';
import { CATALOGUE_SYNC_JOB, syncCatalogues } from './modules/games/catalogue-sync';

/** The lobby's background work, on the durable queue: every minute, the vendors' published catalogues. */
export async function startGamesWork(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(CATALOGUE_SYNC_JOB, async () => {
    await syncCatalogues(ctx);
  });
  await ctx.jobs.schedule(CATALOGUE_SYNC_JOB, '* * * * *');
}
