/** How often the main process asks the app page whether it is alive, and how long it waits for the answer. */
export const WATCHDOG = { intervalMs: 15_000, timeoutMs: 10_000 } as const;

/** The part of the app window's WebContents the watchdog uses. */
export interface WatchedContents {
  isDestroyed(): boolean;
  isLoading(): boolean;
  isCrashed(): boolean;
  executeJavaScript(code: string): Promise<unknown>;
  forcefullyCrashRenderer(): void;
}

/**
 * Every `intervalMs` the page is asked to run a trivial script; a renderer that cannot answer
 * within `timeoutMs` (a script stuck in a loop, a wedged GPU process) is crashed on purpose, and
 * `render-process-gone` hands it to the crash recovery, which reloads with backoff. No question
 * while a page loads (a slow server is the failed-load path's business) or after a crash.
 * Returns the stop function.
 */
export function startWatchdog(contents: WatchedContents, onHang: () => void = () => undefined, timing = WATCHDOG): () => void {
  let waiting = false;
  const ask = () => {
    if (contents.isDestroyed()) return stop();
    if (waiting || contents.isLoading() || contents.isCrashed()) return;
    waiting = true;
    const timer = setTimeout(() => {
      waiting = false;
      if (contents.isDestroyed()) return;
      onHang();
      contents.forcefullyCrashRenderer();
    }, timing.timeoutMs);
    const answered = () => {
      clearTimeout(timer);
      waiting = false;
    };
    // A rejection (a navigation dropped the question) is an answer too: no hang.
    contents.executeJavaScript('1').then(answered, answered);
  };
  const interval = setInterval(ask, timing.intervalMs);
  function stop() {
    clearInterval(interval);
  }
  return stop;
}
