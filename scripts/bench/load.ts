/**
 * A closed-loop load: `workers` callers each run `task` back to back for `seconds`, or until
 * their task answers 'done' (it has nothing left to send). Returns how many tasks finished per
 * second of the load's real length and their latencies, for exact percentiles.
 */
export async function runLoad(workers: number, seconds: number, task: (worker: number, i: number) => Promise<void | 'done'>) {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  let failures = 0;
  let ranOut = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; performance.now() < until; i++) {
        const before = performance.now();
        try {
          if ((await task(worker, i)) === 'done') {
            ranOut += 1;
            break;
          }
          latencies.push(performance.now() - before);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = Math.min(performance.now(), until) - started;
  return { perSecond: latencies.length / (elapsed / 1000), latencies, failures, ranOut };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
