import type {
  DepositChannels,
  DepositChannelsQuery,
  DepositOrder,
  DepositPromotions,
  DepositRecords,
  DepositRecordsQuery,
  DepositRequest,
} from '../../../contracts/deposit';
import { DEPOSIT_PROMOTION_CODE } from '../../../contracts/deposit';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, dayRange, pageOf } from '../../http/paging';
import { newReference, rowIdOf } from '../../ledger/references';
import type { MemberRow } from '../member/repository';
import { GatewayUnavailable, type GatewayMethod } from '../../vendors/payments';
import { channelFor, channelList } from './channels';
import { CRYPTO_QUOTE_MINUTES, cryptoQuote, hasCoin } from './crypto-quote';
import { appliesTo, bonusFor } from './promotion-rules';
import {
  attachCheckout,
  countOpenDeposits,
  findDeposit,
  findDepositByRequestKey,
  insertDeposit,
  listActivePromotions,
  listChannels,
  listDeposits,
  promotionById,
  promotionUsed,
  type ChannelRow,
  type DepositRow,
} from './repository';
import { closeDeposit } from './settlement';
import { guardDeposit } from '../protection/guards';

type Member = Pick<MemberRow, 'id' | 'merchant_code' | 'username'>;

/** Open orders a player may hold at once: enough for a retry, not enough to flood the cashier. */
export const MAX_OPEN_DEPOSITS = 5;
/** A manual transfer's order waits this long for its receipt (PESONet settles the next banking day). */
const MANUAL_ORDER_HOURS = 24;
const MINUTE = 60_000;

/**
 * Whether a channel can take money here: a gateway's only with a payment gateway connected, and
 * crypto only in the sandbox, whose desk quotes fixed rates to addresses nobody holds (a real desk
 * watching the chain is not connected yet).
 */
function usable(ctx: AppContext, channel: ChannelRow): boolean {
  if (channel.flow === 'gateway') return ctx.payments !== null;
  if (channel.flow === 'crypto') return ctx.config.mode === 'sandbox';
  return true;
}

export async function depositChannels(ctx: AppContext, member: Member, q: DepositChannelsQuery): Promise<DepositChannels> {
  const channels = await listChannels(ctx.db, member.merchant_code);
  return channelList(
    channels.filter((c) => usable(ctx, c)),
    q,
  );
}

/** The active deposit promotions (DPSTBAS3), without a once-per-player one this player has used. */
export async function depositPromotions(ctx: AppContext, member: Member): Promise<DepositPromotions> {
  const all = await listActivePromotions(ctx.db, member.merchant_code, DEPOSIT_PROMOTION_CODE);
  const offered = [];
  for (const p of all) {
    if (p.oncePerPlayer && (await promotionUsed(ctx.db, member.id, p.promotionId))) continue;
    offered.push({
      promotionId: p.promotionId,
      title: p.title,
      minDeposit: p.minDeposit,
      bonusPercent: p.bonusPercent,
      maxBonus: p.maxBonus,
      turnoverMultiplier: p.turnoverMultiplier,
    });
  }
  return offered;
}

export function depositIdOf(id: number): string {
  return `D${id}`;
}

export function parseDepositId(depositId: string): number {
  return rowIdOf(depositId, 'deposit');
}

function isPayable(d: DepositRow): boolean {
  const alive = d.expiresAt === null || d.expiresAt.getTime() > Date.now();
  return alive && (d.status === 'pending' || (d.status === 'failed' && d.reason === 'declined'));
}

export function orderView(d: DepositRow): DepositOrder {
  return {
    depositId: depositIdOf(d.id),
    status: d.status,
    flow: d.flow,
    bankType: d.bankType,
    bankCode: d.bankCode,
    channelName: d.channelName,
    amount: d.amount,
    bonusAmount: d.bonusAmount,
    promotionTitle: d.promotionTitle,
    reference: d.reference,
    createdAt: d.createdAt.toISOString(),
    expiresAt: d.expiresAt ? d.expiresAt.toISOString() : null,
    // The hosted page is offered while it can still be paid: pending, or declined (PayMongo lets the player try
    // again on the same page) until it expires.
    checkoutUrl: isPayable(d) ? d.checkoutUrl : null,
    payee: d.payee,
    crypto: d.crypto,
    receiptUploaded: d.receiptUploaded,
    reason: d.reason,
  };
}

async function bonusOf(ctx: AppContext, member: Member, promotionId: number | undefined, amount: number): Promise<number> {
  if (promotionId === undefined) return 0;
  const promotion = await promotionById(ctx.db, promotionId);
  const offered = (await depositPromotions(ctx, member)).some((p) => p.promotionId === promotionId);
  if (!promotion || !offered || !appliesTo(promotion, amount)) throw errors.depositPromotionNotApplicable();
  return bonusFor(promotion, amount);
}

function checkRequest(channel: ChannelRow | null, member: Member, body: DepositRequest): ChannelRow {
  if (!channel) throw errors.depositChannelUnavailable();
  if (body.amount < channel.min || body.amount > channel.max) throw errors.depositAmountOutOfRange(channel.min, channel.max);
  if (body.targetUsername !== undefined && body.targetUsername.toLowerCase() !== member.username.toLowerCase()) {
    throw errors.invalidInput('targetUsername must be the logged-in player (deposits credit only one’s own wallet)');
  }
  if (channel.flow === 'gateway' && channel.method === null) throw errors.depositChannelUnavailable();
  if (channel.flow === 'crypto' && !hasCoin(channel.method)) throw errors.depositChannelUnavailable();
  return channel;
}

/**
 * Opens a deposit order. The order is written first, then the gateway's checkout is opened
 * outside any transaction (no lock is held across the network); a provider that cannot be
 * reached closes the order as failed and answers 503.
 */
export async function createDeposit(
  ctx: AppContext,
  member: Member,
  body: DepositRequest,
  requestKey: string | null = null,
): Promise<DepositOrder> {
  // A retry of an order made before (its answer lost with a crash) is answered with that order.
  const made = requestKey === null ? null : await findDepositByRequestKey(ctx.db, member.id, requestKey);
  if (made) return orderView(made);
  const merchant = await ctx.merchants.get(member.merchant_code);
  const channels = await listChannels(ctx.db, member.merchant_code);
  const channel = checkRequest(channelFor(channels, body.bankType, body.vendorId, body.bankCode), member, body);
  if (!usable(ctx, channel)) throw errors.depositChannelUnavailable();
  const bonusAmount = await bonusOf(ctx, member, body.promotionId, body.amount);
  if ((await countOpenDeposits(ctx.db, member.id)) >= MAX_OPEN_DEPOSITS) throw errors.depositTooManyPending(MAX_OPEN_DEPOSITS);

  const reference = newReference();
  const bank = channel.banks.find((b) => b.bankCode === body.bankCode)!;
  const now = Date.now();
  // A break or a deposit limit refuses the order before it is written, so before any provider is
  // called; in the order's own transaction, which holds the player's protection row (guards.ts).
  const id = await ctx.db.transaction(async (tx) => {
    await guardDeposit(tx, member.id, body.amount);
    return insertDeposit(
      tx,
      {
        memberId: member.id,
        channelId: channel.channelId,
        bankType: channel.bankType,
        bankCode: body.bankCode,
        channelName: channel.channelName,
        flow: channel.flow,
        amount: body.amount,
        currency: merchant.currency,
        promotionId: body.promotionId ?? null,
        bonusAmount,
        reference,
        expiresAt:
          channel.flow === 'manual'
            ? new Date(now + MANUAL_ORDER_HOURS * 60 * MINUTE)
            : channel.flow === 'crypto'
              ? new Date(now + CRYPTO_QUOTE_MINUTES * MINUTE)
              : null,
        payee: channel.flow === 'manual' ? (bank.payee ?? null) : null,
        crypto: channel.flow === 'crypto' ? cryptoQuote(channel.method!, body.amount, reference) : null,
      },
      requestKey,
    );
  });
  if (id === null) return orderView((await findDepositByRequestKey(ctx.db, member.id, requestKey!))!);
  if (channel.flow === 'gateway') await openCheckout(ctx, id, channel, body, reference);
  return orderView((await findDeposit(ctx.db, id))!);
}

async function openCheckout(ctx: AppContext, id: number, channel: ChannelRow, body: DepositRequest, reference: string): Promise<void> {
  const gateway = ctx.payments!;
  const result = `${ctx.config.publicUrl}/m/depositResult?depositId=${depositIdOf(id)}`;
  try {
    const checkout = await gateway.createCheckout({
      reference,
      amount: body.amount,
      currency: 'PHP',
      method: channel.method as GatewayMethod,
      bankCode: channel.method === 'dob' ? body.bankCode.toLowerCase() : undefined,
      description: `${channel.channelName} deposit ${reference}`,
      successUrl: result,
      // The player left the hosted page without paying (declined, gave up, expired): the result page says so.
      cancelUrl: `${result}&left=1`,
      // The order's random reference, not its row id: ids start again after a restore or a sandbox reset.
      idempotencyKey: `deposit:${reference}`,
    });
    await attachCheckout(ctx.db, id, { provider: gateway.code, ...checkout });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    await closeDeposit(ctx.db, id, 'failed', 'provider_unavailable');
    throw errors.paymentProviderUnavailable();
  }
}

/** One of the player's own deposits; another player's is no deposit. */
export async function ownDeposit(ctx: AppContext, member: Member, depositId: string): Promise<DepositRow> {
  const deposit = await findDeposit(ctx.db, parseDepositId(depositId));
  if (!deposit || deposit.memberId !== member.id) throw errors.notFound('No such deposit');
  return deposit;
}

/**
 * Cancels a pending manual or crypto order (SPEC's cancel C2C); a gateway order ends at the
 * provider. Once a receipt is in, the money has left the player's bank: only the operator decides.
 */
export async function cancelDeposit(ctx: AppContext, member: Member, depositId: string): Promise<DepositOrder> {
  const deposit = await ownDeposit(ctx, member, depositId);
  if (deposit.flow === 'gateway' || deposit.status !== 'pending') throw errors.depositNotPending(deposit.status);
  if ((await closeDeposit(ctx.db, deposit.id, 'cancelled', null)) === 'already_final') {
    throw errors.depositNotPending((await findDeposit(ctx.db, deposit.id))!.status);
  }
  return orderView((await findDeposit(ctx.db, deposit.id))!);
}

export async function depositRecords(ctx: AppContext, member: Member, q: DepositRecordsQuery): Promise<DepositRecords> {
  const { from, to } = dayRange(q.startDate, q.endDate);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = await listDeposits(ctx.db, { memberId: member.id, status: q.status, from, to, pageNo, pageSize });
  return { ...pageOf(page.list.map(orderView), pageNo, pageSize, page.totalCount), footer: { completedAmount: page.completedAmount } };
}
