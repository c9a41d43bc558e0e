import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';

/**
 * A captcha image and its id. Any use spends a captcha, right or wrong, so forms call refresh()
 * after every failed submit. Nothing is fetched while `active` is false.
 */
export function useCaptcha(active: boolean) {
  const { account } = useStores();
  // A failed load shows no image; refresh asks again, and only its answer is shown.
  const { value, reload } = useLoad(active ? 'captcha' : null, () => account.captcha().catch(() => null), { keep: true });
  return { captcha: value ?? null, refresh: reload };
}
