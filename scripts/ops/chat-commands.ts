import { CHAT_MESSAGE_MAX, type ChatMessage, type OpsChat, type OpsChatReply } from '../../contracts/chat';
import { UsageError, type OpsCall } from './commands';

/** Customer service's live-chat commands (`npm run ops -- chats`, `chat-reply`; their usage lines are in commands.ts). */

/** The API call of a chat command; null when the command is not one of them. */
export function chatCallFor(
  command: string | undefined,
  positionals: string[],
  options: Record<string, string | undefined>,
): OpsCall | null {
  if (command === 'chats') return { method: 'GET', path: '/ops/chats' };
  if (command !== 'chat-reply') return null;
  const username = positionals[0];
  if (!username || !/^[A-Za-z0-9_]{3,64}$/.test(username)) throw new UsageError('Give the player’s username');
  const body = options.body?.trim() ?? '';
  if (body.length === 0 || body.length > CHAT_MESSAGE_MAX) throw new UsageError(`Give --body "…" (1 to ${CHAT_MESSAGE_MAX} characters)`);
  return { method: 'POST', path: `/ops/chats/${username}/reply`, body: { body } };
}

const line = (m: ChatMessage) => `    ${m.createdAt}  ${m.from === 'player' ? 'player ' : 'support'}  ${m.body.replace(/\s+/g, ' ')}`;

/** A conversation (who, whether it waits for an answer, its latest messages) or a reply sent; null for other rows. */
export function describeChat(row: object): string | null {
  if ('recent' in row && 'unanswered' in row) {
    const c = row as OpsChat;
    const state = c.unanswered > 0 ? `${c.unanswered} unanswered, waiting since ${c.waitingSince}` : 'answered';
    return [`${c.username}  ${state}`, ...c.recent.map(line)].join('\n');
  }
  if ('answered' in row && 'messageId' in row) {
    const r = row as OpsChatReply;
    return `Reply ${r.messageId} sent to ${r.username} (${r.answered} of their message(s) answered)`;
  }
  return null;
}
