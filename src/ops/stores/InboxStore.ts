import { makeAutoObservable, runInAction } from 'mobx';
import type { InboxSegment, OpsInboxBody, OpsInboxResult } from '../../../contracts/inbox';
import type { SentMessage } from '../../../contracts/inbox-ops';
import type { OpsApi } from '../api/opsApi';

/** The inbox screen (inbox.send): the messages sent to players, newest first, and sending another. */
export class InboxStore {
  sent: SentMessage[] = [];
  nextBefore: number | null = null;
  loading = false;

  constructor(private readonly api: OpsApi) {
    makeAutoObservable<InboxStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const page = await this.api.sentInbox();
      runInAction(() => {
        this.sent = page.list;
        this.nextBefore = page.nextBefore;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async loadMore(): Promise<void> {
    if (this.nextBefore === null) return;
    const page = await this.api.sentInbox(this.nextBefore);
    runInAction(() => {
      this.sent = [...this.sent, ...page.list];
      this.nextBefore = page.nextBefore;
    });
  }

  /** How many players a message to the segment would reach now. */
  async segmentSize(segment: InboxSegment): Promise<number> {
    return (await this.api.segmentSize(segment)).players;
  }

  /** Sends, then reads the list again so the new message heads it as the server keeps it. */
  async send(body: OpsInboxBody): Promise<OpsInboxResult> {
    const result = await this.api.sendInbox(body);
    await this.load().catch(() => undefined);
    return result;
  }
}
