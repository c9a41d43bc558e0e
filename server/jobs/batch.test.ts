import { describe, expect, it } from 'vitest';
import { forEachWithin } from './batch';

describe('a periodic job’s batch', () => {
  it('works a few items at a time', async () => {
    let running = 0;
    let most = 0;
    const done = await forEachWithin([1, 2, 3, 4, 5, 6, 7], { concurrency: 3, budgetMs: 10_000 }, async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    });
    expect([done, most]).toEqual([7, 3]);
  });

  it('starts nothing new once its time is up, leaving the rest for the next run', async () => {
    const seen: number[] = [];
    const done = await forEachWithin([1, 2, 3, 4], { concurrency: 1, budgetMs: 30 }, async (n) => {
      seen.push(n);
      await new Promise((resolve) => setTimeout(resolve, 40));
    });
    expect(done).toBe(1);
    expect(seen).toEqual([1]);
  });
});
