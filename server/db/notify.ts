import pg from 'pg';
import { postgresLocation } from './postgres';
import type { Db, Queryable } from './types';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (its default page size). */
export const NOTIFY_MAX_BYTES = 7_999;

/** Channel names are quoted into LISTEN (an identifier cannot be a parameter): plain lower-case words only. */
const CHANNEL_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * PostgreSQL's LISTEN/NOTIFY between the server processes sharing a database: a message sent on a
 * channel reaches every session listening to it, in every process, once the sender's transaction
 * (here: its statement) commits. Delivery is at most once: a listener whose connection drops
 * misses what was sent meanwhile, so it is told (`onLost`) and must catch up by other means.
 */
export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * The channel `name` of db's database, or null where there is no LISTEN/NOTIFY between processes
 * (PGlite, one process). A scratch schema (tests, bench) gets a channel of its own, so parallel
 * runs on one server never hear each other.
 */
export function channelOf(db: Db, name: string): string | null {
  if (!CHANNEL_NAME.test(name)) throw new Error(`a channel name is lower-case letters, digits and _: ${name}`);
  const location = db.dialect === 'postgres' ? postgresLocation(db) : undefined;
  if (!location) return null;
  return location.scratchSchema ? `${location.scratchSchema}_${name}` : name;
}

/** Sends `payload` (at most NOTIFY_MAX_BYTES of UTF-8) to everyone listening to `channel`. */
export async function notifyChannel(db: Queryable, channel: string, payload: string): Promise<void> {
  if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) throw new Error(`a notification holds at most ${NOTIFY_MAX_BYTES} bytes`);
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

/**
 * Listens to `channel` on a connection of its own (a pooled one would lose its LISTEN when handed
 * back). Resolves once listening, so whatever is sent after that is heard. `onLost` is called once
 * if the connection fails or ends before close().
 */
export async function listenChannel(
  db: Db,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: unknown) => void,
): Promise<ChannelListener> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const location = postgresLocation(db);
  if (!location) throw new Error('LISTEN needs a PostgreSQL Db from openPostgres or openScratchPostgres');
  const client = new pg.Client({ connectionString: location.url });
  let closing = false;
  let lost = false;
  const lose = (error: unknown) => {
    if (closing || lost) return;
    lost = true;
    onLost(error);
    client.end().catch(() => undefined);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('the LISTEN connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN "${channel}"`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async close() {
      if (closing) return;
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
}
