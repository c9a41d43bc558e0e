/** A second crash within this window of the last reload means reloading is not helping. */
export const RELOAD_WINDOW_MS = 60_000;

export interface CrashRecoveryDeps {
  now(): number;
  reload(): void;
  showError(): void;
}

/**
 * Policy for `render-process-gone`: reload once; if the renderer dies again soon after,
 * show the error page instead of looping. A crash long after the last reload (a day of
 * kiosk uptime) gets a fresh reload.
 */
export function createCrashRecovery({ now, reload, showError }: CrashRecoveryDeps) {
  let lastReloadAt: number | null = null;
  return (details: { reason: string }): 'ignored' | 'reloaded' | 'error-page' => {
    // A clean exit is the window closing, not a crash.
    if (details.reason === 'clean-exit') return 'ignored';
    const t = now();
    if (lastReloadAt !== null && t - lastReloadAt < RELOAD_WINDOW_MS) {
      showError();
      return 'error-page';
    }
    lastReloadAt = t;
    reload();
    return 'reloaded';
  };
}
