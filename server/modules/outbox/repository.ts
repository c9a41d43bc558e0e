import type { Queryable } from '../../db/types';
import type { OutgoingMessage } from './messenger';

export interface OutboxRow extends OutgoingMessage {
  id: number;
  created_at: Date;
}

export async function insertOutboxMessage(db: Queryable, m: OutgoingMessage): Promise<void> {
  await db.query('INSERT INTO outbox (channel, destination, subject, body, code) VALUES ($1, $2, $3, $4, $5)', [
    m.channel,
    m.destination,
    m.subject,
    m.body,
    m.code,
  ]);
}

/** The newest messages, to anyone or to one destination. */
export async function latestOutboxMessages(db: Queryable, destination: string | undefined, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT id, channel, destination, subject, body, code, created_at FROM outbox
      WHERE ($1::text IS NULL OR destination = $1) ORDER BY id DESC LIMIT $2`,
    [destination ?? null, limit],
  );
}
