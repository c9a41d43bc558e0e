import { vi } from 'vitest';
import type { InboxCalls } from '../api/inboxCalls';

/** The inbox's calls as fakeOpsApi answers them by default: nothing sent yet, every segment empty. */
export function fakeInboxCalls(): InboxCalls {
  return {
    sendInbox: vi.fn(async () => {
      throw new Error('sendInbox: give the test its answer');
    }),
    sentInbox: vi.fn(async () => ({ list: [], nextBefore: null })),
    segmentSize: vi.fn(async (segment) => ({ segment, players: 0 })),
  };
}
