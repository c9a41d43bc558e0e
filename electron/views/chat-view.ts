import { isAllowedNavigation } from '../navigation/allow-list';
import type { ViewPolicy } from './isolated-views';

/** Every live-chat page runs in this in-memory partition: never the app's session, never a game's. */
export const CHAT_PARTITION = 'chat';

/**
 * The live chat (CBS_launchChat's address): a page on the app's own origin (the platform's chat
 * page; the partition keeps it from the app's cookies and storage all the same) or an https one
 * (a provider's). Its ticket rides in the fragment, which never reaches a server log. The chat
 * asks for no permission: typing and reading need none. Its "Back" link (to the app) closes it.
 */
export function chatViewPolicy(appOrigin: string): ViewPolicy {
  return {
    name: 'chat',
    partitionFor: (origin) => (origin === appOrigin || origin.startsWith('https://') ? CHAT_PARTITION : null),
    partitions: [CHAT_PARTITION],
    permissions: new Set(),
    // The chat page's back link leads to the app's page the player came from: the view closes instead.
    isExit: (url, page) => isAllowedNavigation(url, appOrigin) && new URL(url).pathname !== page.pathname,
  };
}
