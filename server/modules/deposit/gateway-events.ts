import type { AppContext } from '../../app-context';
import { AppError, errors } from '../../http/app-error';
import { GatewayUnavailable, type GatewayPayment } from '../../vendors/payments';
import { forEachWithin } from '../../jobs/batch';
import { findEvent, listUnprocessedEvents, markEventProcessed, markEventTried, storeEvent } from './event-repository';
import { findDepositByProviderRef, listOverdueDeposits, markDepositChecked, type DepositRow } from './repository';
import { closeDeposit, creditDeposit, PAID_AT_PROVIDER } from './settlement';

/** The queue's job for one stored provider event. */
export const PAYMENT_EVENT_JOB = 'payment-event';
/** The queue's job that asks the provider about orders its webhooks left open. */
export const RECONCILE_JOB = 'deposit-reconcile';

export type ReceiveOutcome = 'stored' | 'duplicate';

/**
 * A provider's webhook: verified on the raw bytes (signature and timestamp window), stored under
 * its unique event id, and queued in the same transaction, then acknowledged. Nothing is
 * credited here: the job re-reads the payment from the provider first. A refused signature
 * stores nothing and is answered 401, so a forger learns nothing and changes nothing.
 */
export async function receiveEvent(ctx: AppContext, rawBody: Buffer, signature: string | undefined): Promise<ReceiveOutcome> {
  const gateway = ctx.payments;
  if (!gateway) throw errors.notFound('No payment provider is connected');
  const verdict = gateway.verifyWebhook(rawBody, signature, new Date());
  if (!verdict.ok) throw new AppError('UNAUTHENTICATED', 401, `Webhook refused: ${verdict.reason}`);
  const { event } = verdict;
  return ctx.db.transaction(async (tx) => {
    const stored = await storeEvent(tx, {
      provider: gateway.code,
      eventId: event.eventId,
      eventType: event.eventType,
      providerRef: event.providerRef,
      rawBody: rawBody.toString('utf8'),
    });
    if (!stored) return 'duplicate';
    await ctx.jobs.send(PAYMENT_EVENT_JOB, { provider: gateway.code, eventId: event.eventId }, { key: event.eventId, tx });
    return 'stored';
  });
}

export type ApplyOutcome = 'credited' | 'closed' | 'already_final' | 'still_pending' | 'amount_mismatch' | 'unknown_payment';

/**
 * Brings a deposit in line with the provider's truth, read back from its API. Paid for exactly
 * the order's amount and currency: credited once, even if the order had been marked declined or
 * expired (the money did arrive). Paid for anything else: not credited; the order fails with the
 * reason, for the operator to settle with the player. Declined: marked failed but the checkout
 * stays payable until it expires (PayMongo lets the player try again). Expired: closed.
 */
export async function applyProviderTruth(ctx: AppContext, deposit: DepositRow, payment: GatewayPayment): Promise<ApplyOutcome> {
  switch (payment.status) {
    case 'paid':
      if (payment.amount !== deposit.amount || payment.currency !== deposit.currency) {
        return (await closeDeposit(ctx.db, deposit.id, 'failed', 'amount_mismatch')) === 'closed' ? 'amount_mismatch' : 'already_final';
      }
      return creditDeposit(ctx.db, deposit.id, undefined, PAID_AT_PROVIDER);
    case 'failed':
      // The provider's own code stays in the stored event; the player is told it was declined.
      return closeDeposit(ctx.db, deposit.id, 'failed', 'declined');
    case 'expired':
      // A declined checkout that then expired stays declined: that is what happened to the player's money.
      return closeDeposit(ctx.db, deposit.id, 'expired', null);
    default:
      return 'still_pending';
  }
}

/**
 * The job for one stored event: find the deposit it is about, re-read the payment, apply it.
 * A provider that cannot be reached throws, and the queue retries later; an event about a
 * checkout the platform never opened is recorded and dropped.
 */
export async function processEvent(ctx: AppContext, provider: string, eventId: string): Promise<ApplyOutcome | 'unknown_event'> {
  const event = await findEvent(ctx.db, provider, eventId);
  if (!event) return 'unknown_event';
  if (event.processedAt) return 'already_final';
  const deposit = event.providerRef ? await findDepositByProviderRef(ctx.db, provider, event.providerRef) : null;
  let outcome: ApplyOutcome = 'unknown_payment';
  if (deposit && ctx.payments?.code === provider) {
    const payment = await ctx.payments.getPayment(event.providerRef!);
    outcome = payment.reference === deposit.reference ? await applyProviderTruth(ctx, deposit, payment) : 'unknown_payment';
  }
  await markEventProcessed(ctx.db, provider, eventId, outcome);
  return outcome;
}

/** Gateway orders are asked about after two minutes without news: webhooks can be lost or switched off. */
const ASK_AFTER_MS = 2 * 60_000;
/** An order the provider never got a checkout for (the platform stopped in between) is closed after this. */
const ORPHAN_AFTER_MS = 10 * 60_000;
const BATCH = 50;
/** A run asks the provider a few orders at a time and starts no new one after 40 s: the next run is a minute later. */
const PACE = { concurrency: 5, budgetMs: 40_000 };

/**
 * The reconciliation job, least recently asked first: every open gateway order older than two
 * minutes or past its expiry is re-read from the provider and applied (one the provider never got
 * a checkout for is closed: the player never had a page to pay on); manual and crypto orders past
 * their expiry are closed; events stored but never processed (their job failed for good) are
 * processed here. A provider error leaves that order for a later run.
 */
export async function reconcileDeposits(ctx: AppContext, now = new Date()): Promise<{ checked: number; settled: number }> {
  let settled = 0;
  const askBefore = new Date(now.getTime() - ASK_AFTER_MS);
  const gateway = ctx.payments;
  const overdue = gateway ? await listOverdueDeposits(ctx.db, 'gateway', now, askBefore, BATCH) : [];
  let checked = await forEachWithin(overdue, PACE, async (deposit) => {
    await markDepositChecked(ctx.db, deposit.id);
    if (!deposit.providerRef) {
      const orphaned = deposit.createdAt.getTime() < now.getTime() - ORPHAN_AFTER_MS;
      if (orphaned && (await closeDeposit(ctx.db, deposit.id, 'failed', 'provider_unavailable')) === 'closed') settled++;
      return;
    }
    try {
      const outcome = await applyProviderTruth(ctx, deposit, await gateway!.getPayment(deposit.providerRef));
      if (outcome !== 'still_pending' && outcome !== 'already_final') settled++;
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
    }
  });
  for (const flow of ['manual', 'crypto'] as const) {
    for (const deposit of await listOverdueDeposits(ctx.db, flow, now, new Date(0), BATCH)) {
      checked++;
      if ((await closeDeposit(ctx.db, deposit.id, 'expired', null)) === 'closed') settled++;
    }
  }
  await forEachWithin(await listUnprocessedEvents(ctx.db, askBefore, BATCH), PACE, async ({ provider, eventId }) => {
    await markEventTried(ctx.db, provider, eventId);
    try {
      await processEvent(ctx, provider, eventId);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
    }
  });
  return { checked, settled };
}
