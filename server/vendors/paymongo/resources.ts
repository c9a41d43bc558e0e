import { randomInt } from 'node:crypto';
import type { GatewayMethod } from '../payments';

/**
 * The sandbox's records and the JSON:API resources PayMongo answers with (developers.paymongo.com:
 * "Checkout Session Resource", "Payment Resource", "Events"), built from them. Times are unix
 * seconds, amounts centavos, ids prefixed as PayMongo's (`cs_`, `pay_`, `pi_`, `src_`, `evt_`).
 */

export interface LineItem {
  amount: number;
  currency: 'PHP';
  name: string;
  quantity: number;
  description?: string;
}

/**
 * A checkout session's status. PayMongo's sessions are `active` until paid or expired; it has
 * no failed session: a declined attempt is a payment with status `failed` in `payments`, and
 * the session stays active (the payer may try again) until it is paid or expires.
 */
export type SessionStatus = 'active' | 'paid' | 'expired';

export interface SessionRow {
  id: string;
  idempotency_key: string | null;
  request_hash: string;
  payment_intent_id: string;
  client_key: string;
  reference_number: string | null;
  description: string | null;
  line_items: LineItem[];
  payment_method_types: GatewayMethod[];
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string> | null;
  amount: number | string;
  status: SessionStatus;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  expired_at: Date | null;
}

export interface PaymentRow {
  id: string;
  checkout_session_id: string;
  method: GatewayMethod;
  source_id: string;
  amount: number | string;
  status: 'paid' | 'failed';
  failed_code: string | null;
  failed_message: string | null;
  created_at: Date;
  paid_at: Date | null;
}

/** The merchant name the sandbox's sessions carry (PayMongo fills it from the account). */
export const SANDBOX_MERCHANT = 'Sandbox merchant';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new id in PayMongo's form: the prefix and 24 random letters and digits. */
export function newId(prefix: 'cs' | 'pay' | 'pi' | 'src' | 'evt'): string {
  let id = '';
  for (let i = 0; i < 24; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}_${id}`;
}

export const unix = (date: Date): number => Math.floor(date.getTime() / 1000);
const unixOrNull = (date: Date | null): number | null => (date ? unix(date) : null);

/** The status as of `now`: an active session past its expiry reads as expired before the sweep records it. */
export function statusAt(session: SessionRow, now: Date): SessionStatus {
  return session.status === 'active' && session.expires_at.getTime() <= now.getTime() ? 'expired' : session.status;
}

/** The method a payment on this session is made with: the first offered (the sandbox's page pays with it). */
export const methodOf = (session: SessionRow): GatewayMethod => session.payment_method_types[0]!;

export function paymentResource(payment: PaymentRow, session: SessionRow) {
  return {
    id: payment.id,
    type: 'payment' as const,
    attributes: {
      access_url: null,
      amount: Number(payment.amount),
      billing: null,
      currency: 'PHP',
      description: session.description,
      disputed: false,
      external_reference_number: session.reference_number,
      failed_code: payment.failed_code,
      failed_message: payment.failed_message,
      livemode: false,
      // PayMongo's payment names its payment intent, not its checkout session. The sandbox adds
      // the session's id to the payment's metadata (beside the session's own metadata), so a
      // payment event leads back to its checkout.
      metadata: { ...(session.metadata ?? {}), checkout_session_id: session.id },
      origin: 'api',
      payment_intent_id: session.payment_intent_id,
      source: { id: payment.source_id, type: payment.method },
      statement_descriptor: SANDBOX_MERCHANT,
      status: payment.status,
      created_at: unix(payment.created_at),
      paid_at: unixOrNull(payment.paid_at),
      updated_at: unix(payment.paid_at ?? payment.created_at),
    },
  };
}

/** The checkout session as PayMongo answers it, with its payments (oldest first), as of `now`. */
export function sessionResource(session: SessionRow, payments: readonly PaymentRow[], now: Date, publicUrl: string) {
  const status = statusAt(session, now);
  const paid = payments.find((p) => p.status === 'paid');
  return {
    id: session.id,
    type: 'checkout_session' as const,
    attributes: {
      billing: null,
      cancel_url: session.cancel_url,
      checkout_url: `${publicUrl}/checkout/${session.id}`,
      client_key: session.client_key,
      description: session.description,
      line_items: session.line_items,
      livemode: false,
      merchant: SANDBOX_MERCHANT,
      metadata: session.metadata,
      payment_intent: {
        id: session.payment_intent_id,
        type: 'payment_intent' as const,
        attributes: {
          amount: Number(session.amount),
          currency: 'PHP',
          status: paid ? 'succeeded' : 'awaiting_payment_method',
        },
      },
      payment_method_types: session.payment_method_types,
      payment_method_used: paid ? paid.method : null,
      payments: payments.map((p) => paymentResource(p, session)),
      reference_number: session.reference_number,
      send_email_receipt: false,
      show_description: true,
      show_line_items: true,
      status,
      success_url: session.success_url,
      created_at: unix(session.created_at),
      updated_at: unix(session.updated_at),
      paid_at: unixOrNull(session.paid_at),
      // Not in PayMongo's resource: when the session stops taking payments (by its method's
      // lifetime, see methods.ts), so the platform can tell the player without guessing.
      expires_at: unix(session.expires_at),
    },
  };
}

export type SessionResource = ReturnType<typeof sessionResource>;
export type PaymentResource = ReturnType<typeof paymentResource>;

/**
 * An event as PayMongo posts it (developers.paymongo.com, "Events"): `data.attributes.data` is
 * the resource as it is after the change; `previous_data` is always empty here.
 */
export function eventBody(id: string, type: string, resource: SessionResource | PaymentResource, createdAt: Date): string {
  const at = unix(createdAt);
  return JSON.stringify({
    data: { id, type: 'event', attributes: { type, livemode: false, data: resource, previous_data: {}, created_at: at, updated_at: at } },
  });
}
