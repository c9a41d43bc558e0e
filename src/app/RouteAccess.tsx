import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/context';
import { accessFor } from './access';
import { PATHS, type RouteId } from './routes';
import { useAccessCheck } from './useAccessCheck';

/**
 * The same rules for a screen opened by URL (bookmark, reload, typed address) or left behind by
 * a logout. A refused trial player has nowhere to "stay", so after the toast or prompt they land
 * on home.
 */
export const RouteAccess = observer(function RouteAccess({ id, children }: { id: RouteId; children: ReactNode }) {
  const { session } = useStores();
  const { deny } = useAccessCheck();
  const navigate = useNavigate();
  const access = accessFor(id, session.viewer, session.mustChangePassword);

  const refuse = useEffectEvent(() => {
    if (access === 'allow') return;
    deny(access, true);
    if (access === 'trialReject' || access === 'registerPrompt') navigate(PATHS.home, { replace: true });
  });

  useEffect(() => {
    refuse();
  }, [access]);

  return access === 'allow' ? children : null;
});
