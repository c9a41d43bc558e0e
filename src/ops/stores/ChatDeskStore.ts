import { makeAutoObservable, runInAction } from 'mobx';
import type { DeskConversation, DeskEvent, DeskMessage, DeskState } from '../../../contracts/chat-desk';
import type { OpsApi } from '../api/opsApi';
import type { FeedState } from '../api/chatFeed';

type ConversationEvent = Extract<DeskEvent, { type: 'conversation' }>;

/** The server's order: open conversations waiting first (longest waiting first), then the latest active; closed ones latest first. */
function byDeskOrder(a: DeskConversation, b: DeskConversation): number {
  if (a.closedAt && b.closedAt) return b.closedAt.localeCompare(a.closedAt);
  if (a.unread > 0 !== b.unread > 0) return a.unread > 0 ? -1 : 1;
  if (a.waitingSince && b.waitingSince && a.waitingSince !== b.waitingSince) return a.waitingSince.localeCompare(b.waitingSince);
  return b.lastMessageAt.localeCompare(a.lastMessageAt);
}

/**
 * The support desk (permission chat.answer): the open or closed conversations, the one opened with
 * its transcript, and the live feed that keeps both current while the screen is shown.
 */
export class ChatDeskStore {
  state: DeskState = 'open';
  conversations: DeskConversation[] = [];
  loading = false;
  selected: DeskConversation | null = null;
  messages: DeskMessage[] = [];
  hasOlder = false;
  feed: FeedState | 'off' = 'off';

  constructor(private readonly api: OpsApi) {
    makeAutoObservable<ChatDeskStore, 'api'>(this, { api: false });
  }

  /** The conversations waiting for an answer, for the navigation's badge. */
  get waiting(): number {
    return this.state === 'open' ? this.conversations.filter((c) => c.unread > 0).length : 0;
  }

  async load(state: DeskState = this.state): Promise<void> {
    this.state = state;
    this.loading = true;
    try {
      const { list } = await this.api.chatList(state);
      runInAction(() => {
        if (this.state === state) this.conversations = list;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async open(conversationId: number): Promise<void> {
    const { conversation, messages, hasOlder } = await this.api.chatTranscript(conversationId);
    runInAction(() => {
      this.selected = conversation;
      this.messages = messages;
      this.hasOlder = hasOlder;
    });
  }

  async loadOlder(): Promise<void> {
    const first = this.messages[0];
    if (!this.selected || !first) return;
    const { messages, hasOlder } = await this.api.chatTranscript(this.selected.conversationId, first.id);
    runInAction(() => {
      this.messages = [...messages, ...this.messages];
      this.hasOlder = hasOlder;
    });
  }

  async reply(body: string): Promise<void> {
    if (!this.selected) return;
    const { conversation, message } = await this.api.chatReply(this.selected.conversationId, body);
    this.apply({ type: 'conversation', conversation, message });
  }

  async claim(takeOver = false): Promise<void> {
    if (this.selected) this.update(await this.api.chatClaim(this.selected.conversationId, takeOver));
  }

  async release(): Promise<void> {
    if (this.selected) this.update(await this.api.chatRelease(this.selected.conversationId));
  }

  async close(): Promise<void> {
    if (this.selected) this.update(await this.api.chatClose(this.selected.conversationId));
  }

  /** Starts the live feed; the answer stops it. Each time it is live again the list and the open transcript are read again. */
  connect(): () => void {
    const feed = this.api.chatFeed({
      onEvent: (event) => this.apply(event),
      onState: (state) => runInAction(() => (this.feed = state)),
      onReady: () => void this.refresh(),
    });
    return () => {
      feed.close();
      runInAction(() => (this.feed = 'off'));
    };
  }

  /** A conversation changed (here or at another agent's desk): its row, its place in the list, the open transcript. */
  apply({ conversation, message }: ConversationEvent): void {
    this.update(conversation);
    const shown = this.selected?.conversationId === conversation.conversationId;
    if (shown && message && !this.messages.some((m) => m.id === message.id)) {
      this.messages = [...this.messages, message].sort((a, b) => a.id - b.id);
    }
  }

  private update(conversation: DeskConversation): void {
    if (this.selected?.conversationId === conversation.conversationId) this.selected = conversation;
    const others = this.conversations.filter((c) => c.conversationId !== conversation.conversationId);
    const belongs = (conversation.closedAt !== null) === (this.state === 'closed');
    this.conversations = (belongs ? [...others, conversation] : others).sort(byDeskOrder);
  }

  private async refresh(): Promise<void> {
    await this.load().catch(() => undefined);
    const selected = this.selected;
    if (!selected) return;
    const { conversation, messages } = await this.api
      .chatTranscript(selected.conversationId)
      .catch(() => ({ conversation: null, messages: [] }));
    runInAction(() => {
      if (!conversation || this.selected?.conversationId !== conversation.conversationId) return;
      this.selected = conversation;
      const known = new Set(this.messages.map((m) => m.id));
      this.messages = [...this.messages, ...messages.filter((m) => !known.has(m.id))].sort((a, b) => a.id - b.id);
    });
  }
}
