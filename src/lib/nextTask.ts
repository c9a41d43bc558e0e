/**
 * Resolves in a new task of the event loop, so the browser can paint and answer a tap in between.
 * The start splits its work with it: on a slow phone one long task is a frozen screen, and
 * Lighthouse counts every task over 50 ms as blocking.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
