import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/types';
import type { GatewayMethod } from '../payments';
import { attributeError, notFound, PaymongoError } from './errors';
import { raiseEvent } from './events';
import { MAX_AMOUNT, METHOD_LIFETIME_MS } from './methods';
import {
  expireDueSessions,
  insertPayment,
  insertSession,
  markSessionExpired,
  markSessionPaid,
  paymentsOf,
  sessionById,
  sessionByIdempotencyKey,
  touchSession,
} from './repository';
import {
  methodOf,
  newId,
  paymentResource,
  sessionResource,
  statusAt,
  type LineItem,
  type PaymentRow,
  type SessionResource,
  type SessionRow,
  type SessionStatus,
} from './resources';
import { canonicalJson } from '../../lib/canonical-json';

/** The attributes of a create call, as the route's schema lets them through. */
export interface CreateAttributes {
  line_items: LineItem[];
  payment_method_types: GatewayMethod[];
  reference_number?: string;
  description?: string;
  success_url: string;
  cancel_url: string;
  metadata?: Record<string, string>;
}

/** What the hosted page's buttons do. */
export type PayerAction = 'authorize' | 'fail' | 'expire';

/** A declined attempt, as Maya reports one on the payment's failed_code (PayMongo's e-wallet errors). */
const DECLINE = { code: 'generic_decline', message: 'The payment was declined (sandbox test payment).' } as const;

/** A session and its payments as they stand. */
export interface SessionView {
  session: SessionRow;
  payments: PaymentRow[];
  status: SessionStatus;
}

/** Checkout sessions: created by the merchant's API calls, changed by the payer's page and by time. */
export class CheckoutSessions {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly publicUrl: string,
  ) {}

  /** Opens a session; the same Idempotency-Key with the same body gives the first session back. */
  async create(attributes: CreateAttributes, idempotencyKey: string | null): Promise<SessionResource> {
    const amount = attributes.line_items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
    if (amount > MAX_AMOUNT) {
      throw new PaymongoError(400, [
        attributeError('parameter_above_maximum', 'line_items', `The total of line_items cannot be greater than ${MAX_AMOUNT}.`),
      ]);
    }
    const requestHash = createHash('sha256').update(canonicalJson(attributes)).digest('hex');
    if (idempotencyKey !== null) {
      const earlier = await sessionByIdempotencyKey(this.db, idempotencyKey);
      if (earlier) return this.replay(earlier, requestHash);
    }
    const now = this.clock();
    const id = newId('cs');
    const created = await insertSession(this.db, {
      id,
      idempotencyKey,
      requestHash,
      paymentIntentId: newId('pi'),
      clientKey: `${id}_client_${randomBytes(12).toString('hex')}`,
      referenceNumber: attributes.reference_number ?? null,
      description: attributes.description ?? null,
      lineItems: attributes.line_items,
      methods: attributes.payment_method_types,
      successUrl: attributes.success_url,
      cancelUrl: attributes.cancel_url,
      metadata: attributes.metadata ?? null,
      amount,
      createdAt: now,
      // The page pays with the first method offered, so that method's lifetime is the session's.
      expiresAt: new Date(now.getTime() + METHOD_LIFETIME_MS[attributes.payment_method_types[0]!]),
    });
    if (created) return sessionResource(created, [], now, this.publicUrl);
    // Another call with the same key got there first: answer with its session.
    const winner = await sessionByIdempotencyKey(this.db, idempotencyKey!);
    return this.replay(winner!, requestHash);
  }

  private async replay(session: SessionRow, requestHash: string): Promise<SessionResource> {
    if (session.request_hash !== requestHash) {
      throw new PaymongoError(400, [
        attributeError('parameter_invalid', 'Idempotency-Key', 'Idempotency-Key was already used with other parameters.'),
      ]);
    }
    return sessionResource(session, await paymentsOf(this.db, session.id), this.clock(), this.publicUrl);
  }

  async view(id: string, db: Queryable = this.db): Promise<SessionView | null> {
    const session = await sessionById(db, id);
    if (!session) return null;
    return { session, payments: await paymentsOf(db, id), status: statusAt(session, this.clock()) };
  }

  async get(id: string): Promise<SessionResource> {
    const view = await this.view(id);
    if (!view) throw notFound('checkout_session', id);
    return sessionResource(view.session, view.payments, this.clock(), this.publicUrl);
  }

  /** The expire endpoint: an active session ends now; an expired one is answered as it is; a paid one cannot expire. */
  async expire(id: string): Promise<SessionResource> {
    const outcome = await this.act(id, 'expire');
    if (!outcome) throw notFound('checkout_session', id);
    if (outcome.status === 'paid') {
      throw new PaymongoError(400, [{ code: 'resource_succeeded_state', detail: `The checkout_session ${id} is already paid.` }]);
    }
    return sessionResource(outcome.session, outcome.payments, this.clock(), this.publicUrl);
  }

  /**
   * The payer's choice on the hosted page, applied to an active session in one transaction with
   * its events. A session that is no longer active is left as it is (its expiry is recorded if
   * only the clock knew it). Null for an unknown session.
   */
  async act(id: string, action: PayerAction): Promise<SessionView | null> {
    return this.db.transaction(async (tx) => {
      const session = await sessionById(tx, id, true);
      if (!session) return null;
      const now = this.clock();
      const status = statusAt(session, now);
      if (status === 'expired' && session.status === 'active') await this.recordExpiry(tx, session, session.expires_at, now);
      if (status !== 'active') return this.view(id, tx);
      if (action === 'expire') {
        await this.recordExpiry(tx, session, now, now);
        return this.view(id, tx);
      }
      const paymentId = newId('pay');
      const paid = action === 'authorize';
      await insertPayment(tx, {
        id: paymentId,
        sessionId: id,
        method: methodOf(session),
        sourceId: newId('src'),
        amount: Number(session.amount),
        status: paid ? 'paid' : 'failed',
        failedCode: paid ? null : DECLINE.code,
        failedMessage: paid ? null : DECLINE.message,
        at: now,
      });
      await (paid ? markSessionPaid(tx, id, now) : touchSession(tx, id, now));
      const view = (await this.view(id, tx))!;
      const payment = paymentResource(
        view.payments.find((p) => p.id === paymentId)!,
        view.session,
      );
      await raiseEvent(tx, paid ? 'payment.paid' : 'payment.failed', id, payment, now);
      if (paid) await raiseEvent(tx, 'checkout_session.payment.paid', id, this.resourceOf(view, now), now);
      return view;
    });
  }

  /** Records the expiry of every session whose time is up (and raises their events); how many. */
  async sweepExpired(limit = 100): Promise<number> {
    return this.db.transaction(async (tx) => {
      const now = this.clock();
      const expired = await expireDueSessions(tx, now, limit);
      for (const session of expired) {
        const payments = await paymentsOf(tx, session.id);
        await raiseEvent(tx, 'checkout_session.expired', session.id, this.resourceOf({ session, payments, status: 'expired' }, now), now);
      }
      return expired.length;
    });
  }

  private async recordExpiry(tx: Queryable, session: SessionRow, expiredAt: Date, now: Date): Promise<void> {
    await markSessionExpired(tx, session.id, expiredAt, now);
    const view = (await this.view(session.id, tx))!;
    await raiseEvent(tx, 'checkout_session.expired', session.id, this.resourceOf(view, now), now);
  }

  private resourceOf(view: SessionView, now: Date): SessionResource {
    return sessionResource(view.session, view.payments, now, this.publicUrl);
  }
}
