import { toPesos } from './money';
import type { PayoutRow } from './repository';

/** The sandbox merchant's Xendit business id (24 hex digits, as Xendit's are). */
export const SANDBOX_BUSINESS_ID = '5f27a14a9bf05c73dd0a5b0d';

/** Xendit's payout events, one per status a payout can end in (Payouts v2 webhook). */
export const PAYOUT_EVENTS = { SUCCEEDED: 'payout.succeeded', FAILED: 'payout.failed', REVERSED: 'payout.reversed' } as const;

/**
 * A payout as Xendit's API answers it (Payouts v2: POST/GET /v2/payouts, and a callback's `data`).
 * `amount` is pesos; optional fields are left out when empty, as Xendit does.
 */
export function payoutResource(row: PayoutRow) {
  return {
    id: row.id,
    amount: toPesos(Number(row.amount)),
    channel_code: row.channel_code,
    currency: row.currency,
    ...(row.description === null ? {} : { description: row.description }),
    reference_id: row.reference_id,
    status: row.status,
    created: row.created_at.toISOString(),
    updated: row.updated_at.toISOString(),
    estimated_arrival_time: row.estimated_arrival_time.toISOString(),
    ...(row.failure_code === null ? {} : { failure_code: row.failure_code }),
    business_id: SANDBOX_BUSINESS_ID,
    channel_properties: { account_holder_name: row.account_holder_name, account_number: row.account_number },
    ...(row.receipt_notification === null ? {} : { receipt_notification: row.receipt_notification }),
    ...(row.metadata === null ? {} : { metadata: row.metadata }),
  };
}

export type PayoutResource = ReturnType<typeof payoutResource>;

/** A status callback's body, exactly as posted: `{ event, business_id, created, data }`. */
export function callbackBody(event: string, row: PayoutRow, at: Date): string {
  return JSON.stringify({ event, business_id: SANDBOX_BUSINESS_ID, created: at.toISOString(), data: payoutResource(row) });
}
