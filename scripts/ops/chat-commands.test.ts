import { describe, expect, it } from 'vitest';
import { callFor, describe as describeRow, UsageError } from './commands';

describe('the operator’s live-chat commands', () => {
  it('lists the conversations and replies to one player', () => {
    expect(callFor('chats', [], {})).toEqual({ method: 'GET', path: '/ops/chats' });
    expect(callFor('chat-reply', ['juan123'], { body: ' It is on its way. ' })).toEqual({
      method: 'POST',
      path: '/ops/chats/juan123/reply',
      body: { body: 'It is on its way.' },
    });
  });

  it('refuses a missing or odd username and a blank or too long reply, before calling anything', () => {
    expect(() => callFor('chat-reply', [], { body: 'Hi' })).toThrow(UsageError);
    expect(() => callFor('chat-reply', ['../x'], { body: 'Hi' })).toThrow(UsageError);
    expect(() => callFor('chat-reply', ['juan123'], { body: '   ' })).toThrow(UsageError);
    expect(() => callFor('chat-reply', ['juan123'], {})).toThrow(UsageError);
    expect(() => callFor('chat-reply', ['juan123'], { body: 'x'.repeat(1001) })).toThrow(UsageError);
  });

  it('prints a conversation with its latest messages, and a reply sent', () => {
    const waiting = {
      username: 'juan123',
      unanswered: 2,
      waitingSince: '2025-05-01T02:00:00.000Z',
      lastMessageAt: '2025-05-01T02:01:00.000Z',
      recent: [
        { id: 1, from: 'player' as const, body: 'Where is\nmy deposit?', createdAt: '2025-05-01T02:00:00.000Z', seen: false },
        { id: 2, from: 'player' as const, body: 'Hello?', createdAt: '2025-05-01T02:01:00.000Z', seen: false },
      ],
    };
    expect(describeRow(waiting)).toBe(
      [
        'juan123  2 unanswered, waiting since 2025-05-01T02:00:00.000Z',
        '    2025-05-01T02:00:00.000Z  player   Where is my deposit?',
        '    2025-05-01T02:01:00.000Z  player   Hello?',
      ].join('\n'),
    );
    expect(describeRow({ ...waiting, unanswered: 0, waitingSince: null, recent: [] })).toBe('juan123  answered');
    expect(describeRow({ username: 'juan123', messageId: 7, answered: 2 })).toBe(
      'Reply 7 sent to juan123 (2 of their message(s) answered)',
    );
  });
});
