import { vi } from 'vitest';
import type { DeskConversation, DeskEvent, DeskMessage } from '../../../contracts/chat-desk';
import type { ChatCalls } from '../api/chatCalls';
import type { FeedHandlers } from '../api/chatFeed';

/** The desk's live feed in a test: `push` delivers an event as the server's socket would. */
export interface FakeFeed {
  handlers: FeedHandlers | null;
  closed: boolean;
  push(event: Extract<DeskEvent, { type: 'conversation' }>): void;
}

/** The support desk's calls as fakeOpsApi answers them by default: no conversations, a feed that goes live at once. */
export function fakeChatCalls(feed: FakeFeed = fakeFeed()): ChatCalls {
  return {
    chatList: vi.fn(async () => ({ list: [] })),
    chatTranscript: vi.fn(async () => {
      throw new Error('chatTranscript: give the test its transcript');
    }),
    chatReply: vi.fn(async () => {
      throw new Error('chatReply: give the test its answer');
    }),
    chatClaim: vi.fn(async () => {
      throw new Error('chatClaim: give the test its answer');
    }),
    chatRelease: vi.fn(async () => {
      throw new Error('chatRelease: give the test its answer');
    }),
    chatClose: vi.fn(async () => {
      throw new Error('chatClose: give the test its answer');
    }),
    chatFeed: vi.fn((handlers: FeedHandlers) => {
      feed.handlers = handlers;
      feed.closed = false;
      handlers.onState('live');
      return { close: () => void (feed.closed = true) };
    }),
  };
}

export function fakeFeed(): FakeFeed {
  const feed: FakeFeed = {
    handlers: null,
    closed: true,
    push: (event) => feed.handlers?.onEvent(event),
  };
  return feed;
}

const AT = '2026-11-26T08:00:00.000Z';

export function deskConversation(conversationId: number, username: string, extra: Partial<DeskConversation> = {}): DeskConversation {
  return {
    conversationId,
    username,
    unread: 1,
    waitingSince: AT,
    lastMessageAt: AT,
    lastMessage: { from: 'player', body: 'Hello?' },
    claimedBy: null,
    closedAt: null,
    ...extra,
  };
}

export function deskMessage(id: number, from: 'player' | 'support', body: string, agent: string | null = null): DeskMessage {
  return { id, from, body, createdAt: AT, seen: false, agent };
}
