/**
 * Runs `work` on the items a few at a time, and starts no new one once `budgetMs` has passed, so
 * a periodic job's run ends well before the next one is due even when a provider answers slowly.
 * What is left waits for the next run (the caller's lists put the least recently tried first).
 */
export async function forEachWithin<T>(
  items: readonly T[],
  options: { concurrency: number; budgetMs: number },
  work: (item: T) => Promise<void>,
): Promise<number> {
  const until = Date.now() + options.budgetMs;
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency, items.length) }, async () => {
      while (next < items.length && Date.now() < until) {
        const item = items[next++]!;
        await work(item);
        done++;
      }
    }),
  );
  return done;
}
