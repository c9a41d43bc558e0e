import { percentile, runLoad } from './load';
import { startTargets } from './targets';

/** Name searches a player would type, cycled through, over the whole catalogue. */
const TERMS = ['gold', 'color game', 'LUCKY', 'fishing', 'baccarat', 'mango', 'pearl', 'zz-nothing', 'dragon', 'lotto'];

/** GCSGAME_gameList with a name search: requests per second and p95 latency (PGlite, as npm start). */
export async function measureSearch(seconds: number, workers = 10) {
  const { targets, stop } = await startTargets(undefined);
  try {
    const result = await runLoad(workers, seconds, async (worker, i) => {
      const term = TERMS[(worker + i) % TERMS.length]!;
      const res = await fetch(`${targets.base}/wps/relay/GCSGAME_gameList?platform=html5&pageSize=25&gameName=${encodeURIComponent(term)}`);
      if (!res.ok) throw new Error(String(res.status));
      await res.arrayBuffer();
    });
    return { perSecond: result.perSecond, p95: percentile(result.latencies, 95), failures: result.failures, workers };
  } finally {
    await stop();
  }
}
