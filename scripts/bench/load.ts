/**
 * A closed-loop load: `workers` callers each run `task` back to back for `seconds`. Returns
 * how many tasks finished and their latencies, for exact percentiles.
 */
export async function runLoad(workers: number, seconds: number, task: (worker: number, i: number) => Promise<void>) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < until; i++) {
        const started = performance.now();
        try {
          await task(worker, i);
          latencies.push(performance.now() - started);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  return { perSecond: latencies.length / seconds, latencies, failures };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
