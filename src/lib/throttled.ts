/**
 * `run` at most once per `windowMs`: the first call runs at once; calls within the window are
 * folded into one more run when it ends, so the last state asked for is always fetched (SPEC §9
 * "unread throttle 250 ms"). `cancel` drops a run still waiting (a store whose player signed out).
 */
export function throttled(run: () => void, windowMs: number): { (): void; cancel(): void } {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    lastRun = Date.now();
    run();
  };
  const call = () => {
    if (timer) return;
    const wait = lastRun + windowMs - Date.now();
    if (wait <= 0) fire();
    else timer = setTimeout(fire, wait);
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return call;
}
