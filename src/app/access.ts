import type { Viewer } from '../stores/viewer';
import { routeOf, type RouteId } from './routes';

export type Access = 'allow' | 'login' | 'trialReject' | 'registerPrompt';

/** What happens when `viewer` opens the screen: its record's access rule (routes.ts). */
export function accessFor(id: RouteId, viewer: Viewer): Access {
  const rule = routeOf(id).access;
  if (viewer === 'visitor') return rule.visitor;
  if (viewer === 'trial') return rule.trial;
  return 'allow';
}
