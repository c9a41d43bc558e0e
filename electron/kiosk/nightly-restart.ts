import type { TimeOfDay } from '../config';

export const NIGHTLY = {
  /** A busy kiosk is asked again this often… */
  retryMs: 10 * 60_000,
  /** …for this long after the set time; then the restart waits for the next night. */
  windowMs: 3 * 60 * 60_000,
} as const;

/** The next moment after `now` at the local time `at` (today's if still to come, else tomorrow's). */
export function nextOccurrence(now: Date, at: TimeOfDay): Date {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), at.hour, at.minute, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

export interface NightlyRestartDeps {
  at: TimeOfDay;
  now(): number;
  /** True when no player session is open and nobody is at the machine (the kiosk rests after an idle reset). */
  quiet(): boolean;
  /** app.relaunch() + app.exit(0). */
  restart(): void;
}

/**
 * A kiosk runs for weeks; a restart each night at a quiet hour starts every day on a fresh
 * renderer (memory, leaked timers). Only when quiet: otherwise asked again every 10 minutes for
 * 3 hours, then left for the next night. Returns the stop function.
 */
export function startNightlyRestart({ at, now, quiet, restart }: NightlyRestartDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const due = nextOccurrence(new Date(now()), at).getTime();
    timer = setTimeout(() => attempt(due), due - now());
  };
  const attempt = (due: number) => {
    if (quiet()) return restart();
    if (now() + NIGHTLY.retryMs <= due + NIGHTLY.windowMs) timer = setTimeout(() => attempt(due), NIGHTLY.retryMs);
    else schedule();
  };
  schedule();
  return () => clearTimeout(timer);
}
