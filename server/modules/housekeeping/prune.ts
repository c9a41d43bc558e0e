import type { Queryable } from '../../db/types';
import { pruneExpired } from './repository';

/** Runs pruneExpired every hour; the timer never keeps the process alive on its own. */
export function schedulePruning(db: Queryable, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void pruneExpired(db).catch(onError), 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
