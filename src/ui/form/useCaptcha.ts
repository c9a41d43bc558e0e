import { useCallback, useEffect, useState } from 'react';
import type { CaptchaValue } from '../../../contracts/account';
import { useStores } from '../../stores/context';

/**
 * A captcha image and its id. Any use spends a captcha, right or wrong, so forms call refresh()
 * after every failed submit. Nothing is fetched while `active` is false.
 */
export function useCaptcha(active: boolean) {
  const { account } = useStores();
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const load = useCallback(() => account.captcha().catch(() => null), [account]);

  const refresh = useCallback(async () => setCaptcha(await load()), [load]);

  useEffect(() => {
    if (!active) return;
    let live = true;
    void load().then((value) => live && setCaptcha(value));
    return () => {
      live = false;
    };
  }, [active, load]);

  return { captcha, refresh };
}
