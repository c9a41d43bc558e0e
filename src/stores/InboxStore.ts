import { makeAutoObservable, runInAction } from 'mobx';
import type { InboxPage } from '../api/inbox';
import { throttled } from '../lib/throttled';
import type { RootStore } from './RootStore';

/** SPEC §9: unread counts are asked at most once per 250 ms. */
export const UNREAD_THROTTLE_MS = 250;

/**
 * The inbox's unread count, for the message centre's badge (SPEC §2 "Message center"). Only a
 * real account has an inbox: visitors and trial players (type 4) never ask, and see no badge.
 * The list itself is paged by the inbox screen; reading or deleting there answers the new count.
 */
export class InboxStore {
  private count = 0;
  private readonly askUnread = throttled(() => void this.fetchUnread(), UNREAD_THROTTLE_MS);

  constructor(private readonly root: RootStore) {
    makeAutoObservable<InboxStore, 'root' | 'askUnread'>(this, { root: false, askUnread: false }, { autoBind: true });
  }

  /** Asks the server for the count, at most once per throttle window (only a real account has an inbox). */
  refreshUnread(): void {
    if (this.root.session.viewer === 'member') this.askUnread();
  }

  get unreadCount(): number {
    return this.root.session.viewer === 'member' ? this.count : 0;
  }

  /** A page of the messages, newest first; the count it carries replaces the badge's. */
  async page(pageNo: number, pageSize: number, beforeId?: number): Promise<InboxPage> {
    const page = await this.root.api.inbox.page(pageNo, pageSize, beforeId);
    runInAction(() => (this.count = page.unReadCount));
    return page;
  }

  /** Marks a message read; a failure stays silent (it shows unread again on the next visit). */
  async markRead(messageId: number): Promise<void> {
    try {
      const { unReadCount } = await this.root.api.inbox.markRead([messageId]);
      runInAction(() => (this.count = unReadCount));
    } catch {
      // Nothing to undo: the list shows it read until it is fetched again.
    }
  }

  /** Deletes a message for good; rejects when the server did not, so the screen keeps it. */
  async remove(messageId: number): Promise<void> {
    const { unReadCount } = await this.root.api.inbox.remove([messageId]);
    runInAction(() => (this.count = unReadCount));
  }

  private async fetchUnread(): Promise<void> {
    try {
      const { unReadCount } = await this.root.api.inbox.unreadCount();
      runInAction(() => (this.count = unReadCount));
    } catch {
      // The badge keeps its last count; the next visit asks again.
    }
  }
}
