import type { Viewer } from '../stores/viewer';
import type { RouteId } from './routes';

export type Access = 'allow' | 'login' | 'trialReject' | 'registerPrompt';

/**
 * Screens that need an account. The message centre is open to visitors (it lists announcements;
 * the inbox inside it asks for login, SPEC "Message center"), so it is not here. Launching a
 * lottery is a game launch (SPEC §5 "Game click ... need a session").
 */
const LOGIN_REQUIRED: ReadonlySet<RouteId> = new Set(['memberHome', 'voucherCenter', 'withdraw', 'gameRecord', 'changePsw', 'launchGame']);

/**
 * Screens a trial player may not open (SPEC §5/§6: deposit, member centre, inbox; withdraw added
 * because a trial balance is play money; change password because a trial account has none). The
 * member centre asks them to register instead.
 */
const TRIAL_BLOCKED: ReadonlySet<RouteId> = new Set(['voucherCenter', 'withdraw', 'message', 'memberHome', 'changePsw']);

export function accessFor(id: RouteId, viewer: Viewer): Access {
  if (viewer === 'visitor') return LOGIN_REQUIRED.has(id) ? 'login' : 'allow';
  if (viewer === 'trial' && TRIAL_BLOCKED.has(id)) return id === 'memberHome' ? 'registerPrompt' : 'trialReject';
  return 'allow';
}
