import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';

/** The player's protection, read when a protection screen opens; the store's copy then follows every change made here. */
export function useProtectionState() {
  const { protection, session } = useStores();
  const loaded = useLoad(`protection:${session.accountName}`, () => protection.load());
  return { loaded, state: loaded.value ? protection.state : null };
}
