import type { Queryable } from '../../db/types';

const P = 100;
/** The code of promotions that are not offered on the deposit page (the cashier lists DPSTBAS3 only). */
const ACTIVITY_CODE = 'ACTV3';

/** Filipino titles of the cashier's seeded promotions (deposit/channel-seed.ts), shown in /m/activity. */
const CASHIER_TITLES: Record<number, string> = {
  1: 'Welcome bonus: 100% hanggang ₱1,000',
  2: 'Reload bonus: 10% hanggang ₱500',
  3: 'Lingguhang cashback',
};

/** The weekly cashback the cashier seeded (minDeposit -1, never offered on a deposit) is the cashback kind. */
const CASHBACK_ID = 3;

const ACTIVITIES = [
  {
    id: 4,
    kind: 'check_in',
    title: 'Daily check-in: ₱10 every day',
    fil: 'Araw-araw na check-in: ₱10 bawat araw',
    reward: 10 * P,
    turnover: 1,
    once: false,
    startsAt: '2026-01-01T00:00:00+08:00',
    endsAt: null,
  },
  {
    id: 5,
    kind: 'application',
    title: 'Birthday bonus: ₱500 (apply in your birthday month)',
    fil: 'Birthday bonus: ₱500 (mag-apply sa buwan ng iyong kaarawan)',
    reward: 500 * P,
    turnover: 3,
    once: true,
    startsAt: null,
    endsAt: null,
  },
  {
    // The nine dawn masses before Christmas: announced until the 16th, then a check-in a day, then closed.
    id: 6,
    kind: 'check_in',
    title: 'Simbang Gabi check-in: ₱20 a day, 16–24 December',
    fil: 'Simbang Gabi check-in: ₱20 bawat araw, 16–24 Disyembre',
    reward: 20 * P,
    turnover: 1,
    once: false,
    startsAt: '2026-12-16T00:00:00+08:00',
    endsAt: '2026-12-25T00:00:00+08:00',
  },
] as const;

/**
 * The sandbox's promotions beside the cashier's: a daily check-in, one that needs the operator's
 * approval and a seasonal one with dates. Idempotent: existing rows are left as the operator may
 * have changed them; the cashier's rows get their Filipino titles and the cashback its kind once.
 */
export async function seedPromotions(db: Queryable, merchantCode: string): Promise<void> {
  await db.query(`UPDATE promotions SET kind = 'cashback' WHERE promotion_id = $1 AND kind = 'deposit' AND min_deposit = -1`, [
    CASHBACK_ID,
  ]);
  for (const [id, fil] of Object.entries(CASHIER_TITLES)) {
    await db.query(`UPDATE promotions SET titles = $2 WHERE promotion_id = $1 AND titles = '{}'::jsonb`, [
      Number(id),
      JSON.stringify({ fil }),
    ]);
  }
  for (const a of ACTIVITIES) {
    await db.query(
      `INSERT INTO promotions (promotion_id, merchant_code, code, title, titles, kind, min_deposit, bonus_percent, max_bonus,
                               reward_amount, turnover_multiplier, once_per_player, starts_at, ends_at, active)
       VALUES ($1, $2, $3, $4, $5, $6, -1, 0, 0, $7, $8, $9, $10, $11, true) ON CONFLICT (promotion_id) DO NOTHING`,
      [
        a.id,
        merchantCode,
        ACTIVITY_CODE,
        a.title,
        JSON.stringify({ fil: a.fil }),
        a.kind,
        a.reward,
        a.turnover,
        a.once,
        a.startsAt,
        a.endsAt,
      ],
    );
  }
}
