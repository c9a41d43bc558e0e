import type { InboxSegment, OpsInboxBody, OpsInboxResult } from '../../../contracts/inbox';
import type { SegmentSize, SentPage } from '../../../contracts/inbox-ops';
import type { OpsCall } from './call';

/** Players' inboxes from the console (contracts/inbox-ops.ts): send, the messages sent, a segment's size. */
export interface InboxCalls {
  sendInbox(body: OpsInboxBody): Promise<OpsInboxResult>;
  sentInbox(before?: number): Promise<SentPage>;
  segmentSize(segment: InboxSegment): Promise<SegmentSize>;
}

export function inboxCalls(call: OpsCall): InboxCalls {
  return {
    sendInbox: (body) => call('POST', '/ops/api/inbox', body),
    sentInbox: (before) => call('GET', before ? `/ops/api/inbox?before=${before}` : '/ops/api/inbox'),
    segmentSize: (segment) => call('GET', `/ops/api/inbox/segments/${segment}`),
  };
}
