import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/context';
import { TOAST_MS } from '../stores/UiStore';
import { accessFor, type Access } from './access';
import { PATHS, routeIdOf } from './routes';

/**
 * Applies the access rules (app/access.ts) in the UI. `deny` does what a refusal asks: the login
 * page, the free_reject toast for 2 s, the register prompt, or the change-password screen. `check` is for in-app navigation:
 * it returns true when the navigation may go ahead, otherwise it has already denied it and the
 * caller stays where it is.
 */
export function useAccessCheck() {
  const { session, ui } = useStores();
  const navigate = useNavigate();

  const deny = (access: Exclude<Access, 'allow'>, replace = false) => {
    if (access === 'login') navigate(PATHS.login, { replace });
    if (access === 'trialReject') ui.showToast('toasts.freeReject', TOAST_MS.freeReject);
    if (access === 'registerPrompt') ui.openDialog('registerPrompt');
    if (access === 'changePassword') navigate(PATHS.changePsw, { replace });
  };

  const check = (to: string): boolean => {
    const id = routeIdOf(to.split(/[?#]/)[0] ?? to);
    const access = id ? accessFor(id, session.viewer, session.mustChangePassword) : 'allow';
    if (access === 'allow') return true;
    deny(access);
    return false;
  };

  return { check, deny };
}
