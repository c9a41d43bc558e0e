import { useEffect } from 'react';

/** What counts as staff being at the console. */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` after `minutes` without a key, click or scroll, like the server's idle timeout
 * (StaffMe.idleMinutes): a console left open on a cashier's desk signs itself out, not only at
 * its next call.
 */
export function useIdleSignOut(minutes: number, onIdle: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, minutes * 60_000);
    };
    restart();
    for (const event of ACTIVITY) window.addEventListener(event, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart);
    };
  }, [minutes, onIdle]);
}
