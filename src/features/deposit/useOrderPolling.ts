import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { DepositOrder } from '../../api';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { isAwaited } from './orderPaths';

/** How often an awaited order is asked again, and for how long after the page opened (or "Check again"). */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 120_000;

/**
 * One order, asked again every 2 s while the platform may still change it on its own (a gateway
 * or crypto payment, a receipt under review: orderPaths.isAwaited), for up to 2 minutes; then
 * `gaveUp` until `checkAgain`. Polling stops at unmount. `show` puts in the answer of an action
 * (a receipt, a cancellation) until the next poll answers.
 */
export function useOrderPolling(depositId: string) {
  const { deposit } = useStores();
  const [shown, setShown] = useState<DepositOrder | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const deadline = useRef<number | null>(null);
  const loaded = useLoad(depositId, () => deposit.order(depositId), { onValue: () => setShown(null) });
  const order = shown ?? loaded.value ?? null;
  const awaited = order !== null && isAwaited(order);

  const tick = useEffectEvent(() => {
    if (deadline.current !== null && Date.now() >= deadline.current) setGaveUp(true);
    else loaded.reload();
  });

  useEffect(() => {
    if (!awaited || loaded.loading || gaveUp) return;
    deadline.current ??= Date.now() + POLL_FOR_MS;
    const timer = setTimeout(tick, POLL_EVERY_MS);
    return () => clearTimeout(timer);
  }, [awaited, loaded.loading, loaded.value, loaded.error, gaveUp]);

  return {
    order,
    /** Why the first answer failed (later failures keep the last order and polling goes on). */
    error: order === null ? loaded.error : null,
    gaveUp: awaited && gaveUp,
    show: setShown,
    reload: loaded.reload,
    checkAgain: () => {
      deadline.current = null;
      setGaveUp(false);
      loaded.reload();
    },
  };
}
