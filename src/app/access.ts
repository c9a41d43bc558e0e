import type { Viewer } from '../stores/viewer';
import { routeOf, type RouteId } from './routes';

export type Access = 'allow' | 'login' | 'trialReject' | 'registerPrompt' | 'changePassword';

/**
 * What happens when `viewer` opens the screen: its record's access rule (routes.ts). A player
 * logged in with a password support gave out must choose their own before anything else (the
 * server refuses everything else to that session: PASSWORD_CHANGE_REQUIRED).
 */
export function accessFor(id: RouteId, viewer: Viewer, mustChangePassword = false): Access {
  if (mustChangePassword && id !== 'changePsw') return 'changePassword';
  const rule = routeOf(id).access;
  if (viewer === 'visitor') return rule.visitor;
  if (viewer === 'trial') return rule.trial;
  return 'allow';
}
