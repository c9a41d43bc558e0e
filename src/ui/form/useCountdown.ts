import { useEffect, useState } from 'react';

/** How often the remaining time is recomputed (SPEC §4 "SMS code": every 500 ms). */
export const COUNTDOWN_TICK_MS = 500;

const secondsLeft = (until: number | null) => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));

/** Whole seconds until `until` (epoch ms), 0 when ready. Recomputed from the clock, never decremented. */
export function useCountdown(until: number | null): number {
  const [target, setTarget] = useState(until);
  const [seconds, setSeconds] = useState(() => secondsLeft(until));
  // A new target shows its full time at once, not after the first tick.
  if (target !== until) {
    setTarget(until);
    setSeconds(secondsLeft(until));
  }
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const left = secondsLeft(until);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
