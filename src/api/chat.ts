import type { ChatUnread, LaunchChatQuery, LaunchChatValue } from '../../contracts/chat';
import type { Http } from './http';

/** Live chat with customer service (a real account's session; the merchant's CBS3 flag on). */
export function chatApi(http: Http) {
  return {
    /** The chat page's address, with a one-time ticket; SPEC §7 "moduleId CBS3". */
    launch: (params: Omit<LaunchChatQuery, 'moduleId'>) =>
      http.request<LaunchChatValue>({ method: 'GET', url: '/wps/relay/CBS_launchChat', params: { ...params, moduleId: 'CBS3' } }),
    unreadCount: () => http.request<ChatUnread>({ method: 'GET', url: '/wps/relay/CSP_unreadCount' }),
  };
}
