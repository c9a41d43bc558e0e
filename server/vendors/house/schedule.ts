/**
 * Runs the house vendor's background work (lottery draws and payouts, retries of unconfirmed
 * wins) every second. A beat still running makes the next one wait its turn; the timer never
 * keeps the process alive on its own.
 */
export function runEverySecond(job: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
