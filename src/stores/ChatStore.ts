import { makeAutoObservable, runInAction } from 'mobx';
import { localeOf } from '../i18n/languages';
import { throttled } from '../lib/throttled';
import { UNREAD_THROTTLE_MS } from './InboxStore';
import type { RootStore } from './RootStore';

/**
 * Live chat with customer service (SPEC §2 "Message center", §6): offered only while the
 * merchant's CBS3 flag is on, and only to a real account (a visitor logs in first, a trial
 * player is told 'free_reject'; neither ever asks the server). The message centre shows the
 * unread badge and opens the chat page `launch()` answers.
 */
export class ChatStore {
  private count = 0;
  /** One request per 250 ms at most (SPEC §9): the first at once, the calls of its window folded into one more. */
  private readonly askUnread = throttled(() => void this.fetchUnread(), UNREAD_THROTTLE_MS);

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ChatStore, 'root' | 'askUnread'>(this, { root: false, askUnread: false }, { autoBind: true });
  }

  /** The merchant offers live chat (whitelabel CBS3); false until the flags are known. */
  get available(): boolean {
    return this.root.system.whitelabel?.CBS3 ?? false;
  }

  private get canChat(): boolean {
    return this.available && this.root.session.viewer === 'member';
  }

  /** Support messages the player has not seen; 0 for anyone who cannot chat, so no badge shows. */
  get unreadCount(): number {
    return this.canChat ? this.count : 0;
  }

  /** Asks the server for the count when the player can chat (the flags are asked first when not known yet). */
  refreshUnread(): void {
    if (this.root.session.viewer !== 'member') return;
    if (this.root.system.whitelabel) {
      if (this.canChat) this.askUnread();
      return;
    }
    void this.root.system.loadWhitelabel().then(() => {
      if (this.canChat) this.askUnread();
    });
  }

  private async fetchUnread(): Promise<void> {
    try {
      const { unReadCount } = await this.root.api.chat.unreadCount();
      runInAction(() => (this.count = unReadCount));
    } catch {
      // The badge keeps its last count; the next visit asks again.
    }
  }

  /**
   * The chat page's address for this player, to navigate to: it comes back to the page the player
   * is on, in the app's language; `title` is the page's heading (the caller's translation).
   */
  async launch(title?: string): Promise<string> {
    const { pathname, search } = window.location;
    const { chatUrl } = await this.root.api.chat.launch({
      backUrl: `${pathname}${search}`,
      language: localeOf(this.root.ui.language),
      ...(title ? { title } : {}),
    });
    return chatUrl;
  }
}
