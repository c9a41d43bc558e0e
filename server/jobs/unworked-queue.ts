import type { JobQueue } from './queue';

/**
 * The queue of an app built without one (most tests, the bench): sends go nowhere and nothing is
 * worked. What the cashier queues is also stored in its own tables, so the reconciliation job,
 * where one runs, still finds it; tests that need the work done start the real queue.
 */
export const unworkedQueue: JobQueue = {
  send: async () => {},
  work: async () => {},
  schedule: async () => {},
  stop: async () => {},
};
