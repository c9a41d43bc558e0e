import type { InboxPage, InboxUnread } from '../../contracts/inbox';
import type { Http } from './http';

export type { InboxMessage, InboxPage, InboxTemplate } from '../../contracts/inbox';

/** The player's inbox (a real account's session required). */
export function inboxApi(http: Http) {
  return {
    /** A page of messages; with `beforeId` (the oldest already shown), those older than it. */
    page: (pageNo: number, pageSize: number, beforeId?: number) =>
      http.request<InboxPage>({ method: 'GET', url: '/wps/member/inbox', params: { pageNo, pageSize, ...(beforeId ? { beforeId } : {}) } }),
    unreadCount: () => http.request<InboxUnread>({ method: 'GET', url: '/wps/member/inbox/unreadCount' }),
    markRead: (messageIds: number[]) => http.request<InboxUnread>({ method: 'POST', url: '/wps/member/inbox/read', data: { messageIds } }),
    remove: (messageIds: number[]) => http.request<InboxUnread>({ method: 'POST', url: '/wps/member/inbox/delete', data: { messageIds } }),
  };
}
