import type { OutboxMessage } from '../../../contracts/account';
import type { Queryable } from '../../db/types';
import { latestOutboxMessages } from './repository';

/** What the sandbox sent, newest first (50 unless asked otherwise). */
export async function outboxMessages(db: Queryable, destination?: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await latestOutboxMessages(db, destination, limit);
  return rows.map(({ created_at, ...r }) => ({ ...r, id: Number(r.id), createdAt: new Date(created_at).toISOString() }));
}
