import type { DeskConversation, DeskList, DeskReplied, DeskState, DeskTicket, DeskTranscript } from '../../../contracts/chat-desk';
import type { OpsCall } from './call';
import { connectFeed, feedUrl, type FeedHandlers } from './chatFeed';

/** The support desk's calls (contracts/chat-desk.ts) and its live feed. */
export interface ChatCalls {
  chatList(state: DeskState): Promise<DeskList>;
  /** The conversation and its latest messages, or those before the `before` message. */
  chatTranscript(conversationId: number, before?: number): Promise<DeskTranscript>;
  chatReply(conversationId: number, body: string): Promise<DeskReplied>;
  chatClaim(conversationId: number, takeOver: boolean): Promise<DeskConversation>;
  chatRelease(conversationId: number): Promise<DeskConversation>;
  chatClose(conversationId: number): Promise<DeskConversation>;
  /** Opens the live feed (chatFeed.ts); close() ends it. */
  chatFeed(handlers: FeedHandlers): { close(): void };
}

export function chatCalls(call: OpsCall): ChatCalls {
  const at = (conversationId: number, action = '') => `/ops/api/chats/${conversationId}${action}`;
  return {
    chatList: (state) => call('GET', `/ops/api/chats?state=${state}`),
    chatTranscript: (conversationId, before) => call('GET', before ? `${at(conversationId)}?before=${before}` : at(conversationId)),
    chatReply: (conversationId, body) => call('POST', at(conversationId, '/reply'), { body }),
    chatClaim: (conversationId, takeOver) => call('POST', at(conversationId, '/claim'), takeOver ? { takeOver } : {}),
    chatRelease: (conversationId) => call('POST', at(conversationId, '/release')),
    chatClose: (conversationId) => call('POST', at(conversationId, '/close')),
    chatFeed: (handlers) =>
      connectFeed(
        {
          ticket: async () => (await call<DeskTicket>('POST', '/ops/api/chats/live-ticket')).ticket,
          url: feedUrl(window.location),
        },
        handlers,
      ),
  };
}
