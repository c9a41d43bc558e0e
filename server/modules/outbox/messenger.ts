import type { Queryable } from '../../db/types';
import { insertOutboxMessage } from './repository';

export type Channel = 'sms' | 'email' | 'captcha';

export interface OutgoingMessage {
  channel: Channel;
  destination: string;
  subject: string;
  body: string;
  /** The code the message carries; kept readable only by the sandbox outbox. */
  code: string;
}

/**
 * How codes reach people. The sandbox writes them to the outbox table that testers read at
 * /sandbox/outbox; a real SMS or email gateway is another implementation of this interface.
 */
export interface Messenger {
  readonly available: boolean;
  send(message: OutgoingMessage): Promise<void>;
}

export function sandboxOutbox(db: Queryable): Messenger {
  return {
    available: true,
    async send(m) {
      await insertOutboxMessage(db, m);
    },
  };
}

/** Production until a gateway is configured: nothing is sent, and the features say so. */
export const noMessenger: Messenger = {
  available: false,
  async send() {
    throw new Error('no SMS or email gateway is configured');
  },
};
