import type { Db } from '../../db/types';

/** What the demo player finds in the inbox: two operator messages, one already read. */
const DEMO_MESSAGES = [
  {
    title: 'Welcome to Pinoy Play',
    body:
      'Your account is ready. Deposit with GCash or Maya in a minute, and play responsibly: ' +
      'you can set deposit, loss and time limits under Member centre › Responsible gaming.',
    read: true,
  },
  {
    title: 'Your weekly cashback is live',
    body: 'Every Monday we return part of last week’s net losses. See Promotions for the rules and claim it before Sunday ends.',
    read: false,
  },
];

/** Writes the demo player's messages once (a restart finds them there and adds none). */
export async function seedInbox(db: Db, merchantCode: string, memberId: number): Promise<void> {
  const existing = await db.query('SELECT 1 FROM inbox_deliveries WHERE member_id = $1 LIMIT 1', [memberId]);
  if (existing.length > 0) return;
  for (const message of DEMO_MESSAGES) {
    await db.query(
      `WITH message AS (
         INSERT INTO inbox_messages (merchant_code, sender, operator_name, title, body, audience)
         VALUES ($1, 'operator', 'sandbox', $2, $3, 'member:' || $4::text) RETURNING id)
       INSERT INTO inbox_deliveries (message_id, member_id, read_at)
       SELECT id, $4::bigint, CASE WHEN $5::boolean THEN now() END FROM message`,
      [merchantCode, message.title, message.body, memberId, message.read],
    );
  }
}
