import { useNavigate } from 'react-router-dom';
import { routeIdOf } from '../app/routes';
import { useAccessCheck } from '../app/useAccessCheck';
import { openExternal } from '../platform/openExternal';
import { useStores } from '../stores/context';

/** A path of the app's own route table (`/m/message`), which opens inside the app. */
function appPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return routeIdOf(url.split(/[?#]/)[0]!) ? url : null;
}

/**
 * Opens a link the merchant configured (customer service, social, tutorial): one of the app's own
 * screens in the app (with its access rule), anything else outside it, a path of this site (a
 * sandbox download page) as a full address. A missing or refused link gets the `unavailableKey`
 * toast instead of a dead tap.
 */
export function useOpenLink() {
  const { ui } = useStores();
  const navigate = useNavigate();
  const { check } = useAccessCheck();
  const unavailable = (key: string) => ui.showToast(key);

  return (url: string | null | undefined, unavailableKey: string): void => {
    if (!url) return unavailable(unavailableKey);
    const inApp = appPath(url);
    if (inApp) {
      if (check(inApp)) navigate(inApp);
      return;
    }
    const absolute = url.startsWith('/') && !url.startsWith('//') ? new URL(url, window.location.origin).href : url;
    void openExternal(absolute).then((opened) => opened || unavailable(unavailableKey));
  };
}
