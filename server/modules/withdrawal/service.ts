import type {
  BindPayoutAccountBody,
  PayoutAccount,
  PayoutAccounts,
  PayoutBankList,
  WithdrawRequest,
  Withdrawal,
  WithdrawalRecords,
  WithdrawalRecordsQuery,
  WithdrawalStatus,
  WithdrawSettings,
} from '../../../contracts/withdrawal';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { DEFAULT_PAGE_SIZE, dayRange, pageOf } from '../../http/paging';
import { newReference, rowIdOf } from '../../ledger/references';
import { applyTransfer, ensurePlayerAccount, ensureSystemAccount, playerBalance } from '../../ledger/ledger';
import { audited } from '../audit/log';
import { lockedBonus } from '../bonus/repository';
import type { MemberRow } from '../member/repository';
import { checkPaymentPassword, paymentPasswordState } from '../security/service';
import { sameName } from './names';
import { PAYOUT_BANKS, payoutBank } from './payout-banks';
import {
  findPayoutAccount,
  findWithdrawal,
  insertPayoutAccount,
  findWithdrawalByRequestKey,
  insertWithdrawal,
  listPayoutAccounts,
  listWithdrawals,
  lockPlayerLedgerAccount,
  memberIdentity,
  type PayoutAccountRow,
  type WithdrawalRow,
} from './repository';

type Member = Pick<MemberRow, 'id' | 'merchant_code'>;

/** Per request, in centavos: ₱100 to ₱100,000 (what e-wallets and InstaPay carry in one go). */
export const WITHDRAW_MIN = 100_00;
export const WITHDRAW_MAX = 100_000_00;
/** From this amount a withdrawal waits on hold for the operator's closer look (AMLA's large-transaction care). */
export const REVIEW_FROM = 50_000_00;
const MAX_PAYOUT_ACCOUNTS = 5;

export function withdrawalIdOf(id: number): string {
  return `W${id}`;
}

export function parseWithdrawalId(withdrawalId: string): number {
  return rowIdOf(withdrawalId, 'withdrawal');
}

function accountView(a: PayoutAccountRow): PayoutAccount {
  return {
    accountId: a.id,
    kind: a.kind,
    bankCode: a.bankCode,
    bankName: payoutBank(a.bankCode)?.bankName ?? a.bankCode,
    accountName: a.accountName,
    accountNumberMasked: `•••• ${a.accountNumber.slice(-4)}`,
  };
}

export function withdrawalView(w: WithdrawalRow, account: PayoutAccountRow): Withdrawal {
  return {
    withdrawalId: withdrawalIdOf(w.id),
    status: w.status,
    amount: w.amount,
    reference: w.reference,
    account: accountView(account),
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    completedAt: w.completedAt ? w.completedAt.toISOString() : null,
  };
}

/** Cash the player may take out: the balance less what bonuses still lock. */
function withdrawableOf(balance: number, locked: number): number {
  return balance - Math.min(locked, balance);
}

export async function withdrawSettings(ctx: AppContext, member: Member): Promise<WithdrawSettings> {
  const { currency } = await ctx.merchants.get(member.merchant_code);
  const balance = await playerBalance(ctx.db, member.id, currency);
  const locked = await lockedBonus(ctx.db, member.id);
  return {
    min: WITHDRAW_MIN,
    max: WITHDRAW_MAX,
    withdrawable: withdrawableOf(balance, locked.amount),
    turnoverLeft: locked.turnoverLeft,
    kycStatus: (await memberIdentity(ctx.db, member.id)).kycStatus,
    paymentPasswordSet: (await paymentPasswordState(ctx, member.id)).exists,
  };
}

export function payoutBankList(): PayoutBankList {
  return PAYOUT_BANKS.map(({ bankCode, bankName, kind, accountPattern }) => ({ bankCode, bankName, kind, accountPattern }));
}

export async function payoutAccounts(ctx: AppContext, member: Member): Promise<PayoutAccounts> {
  return (await listPayoutAccounts(ctx.db, member.id)).map(accountView);
}

/** Binds a bank account or e-wallet in the player's own verified name, confirmed by the payment password. */
export async function bindPayoutAccount(ctx: AppContext, member: Member, body: BindPayoutAccountBody): Promise<PayoutAccount> {
  await checkPaymentPassword(ctx, member.id, body.paymentPassword);
  const identity = await memberIdentity(ctx.db, member.id);
  if (identity.kycStatus !== 'verified' || !identity.realName) throw errors.kycRequired(identity.kycStatus);
  const bank = payoutBank(body.bankCode);
  if (!bank) throw errors.fieldInvalid('bankCode', 'This bank is not available for withdrawals');
  if (!new RegExp(bank.accountPattern).test(body.accountNumber)) {
    throw errors.fieldInvalid('accountNumber', `This is not a ${bank.bankName} account number`);
  }
  if (!sameName(body.accountName, identity.realName)) throw errors.payoutAccountNameMismatch();
  const existing = await listPayoutAccounts(ctx.db, member.id);
  const same = existing.find((a) => a.bankCode === bank.bankCode && a.accountNumber === body.accountNumber);
  if (same) return accountView(same);
  if (existing.length >= MAX_PAYOUT_ACCOUNTS) throw errors.payoutAccountLimit(MAX_PAYOUT_ACCOUNTS);
  const account = {
    memberId: member.id,
    kind: bank.kind,
    bankCode: bank.bankCode,
    accountName: body.accountName.trim(),
    accountNumber: body.accountNumber,
  };
  // The bank and its row id, never the number or name: the audit log cannot be erased.
  const id = await audited(
    ctx.db,
    (tx) => insertPayoutAccount(tx, account),
    (payoutAccountId) =>
      payoutAccountId === null
        ? null
        : {
            kind: 'account.payout_account_bound',
            memberId: member.id,
            actor: `member:${member.id}`,
            data: { payoutAccountId, bankCode: bank.bankCode },
          },
  );
  return accountView(
    id === null ? (await listPayoutAccounts(ctx.db, member.id)).find((a) => a.accountNumber === body.accountNumber)! : { id, ...account },
  );
}

/** Where a new withdrawal starts: identity still under review, a large amount for review, or the operator's queue. */
function firstStatus(kycStatus: string, amount: number): WithdrawalStatus {
  if (kycStatus === 'pending') return 'waiting_kyc';
  return amount >= REVIEW_FROM ? 'on_hold' : 'pending';
}

/**
 * A withdrawal request. The amount moves to the hold in the same transaction that records the
 * request, with the player's ledger row locked while the withdrawable amount is worked out, so
 * two requests at once can never both spend the same money.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  member: Member,
  body: WithdrawRequest,
  requestKey: string | null = null,
): Promise<Withdrawal> {
  await checkPaymentPassword(ctx, member.id, body.paymentPassword);
  // A retry of a request made before (its answer lost with a crash) is answered with that withdrawal: one hold, not two.
  const made = requestKey === null ? null : await findWithdrawalByRequestKey(ctx.db, member.id, requestKey);
  if (made) return withdrawalView(made, (await findPayoutAccount(ctx.db, made.payoutAccountId))!);
  const identity = await memberIdentity(ctx.db, member.id);
  if (identity.kycStatus === 'unverified' || identity.kycStatus === 'rejected') throw errors.kycRequired(identity.kycStatus);
  const account = await findPayoutAccount(ctx.db, body.accountId);
  if (!account || account.memberId !== member.id) throw errors.fieldInvalid('accountId', 'Choose one of your bound accounts');
  if (body.amount < WITHDRAW_MIN || body.amount > WITHDRAW_MAX) throw errors.withdrawalAmountOutOfRange(WITHDRAW_MIN, WITHDRAW_MAX);
  const { currency } = await ctx.merchants.get(member.merchant_code);

  const id = await ctx.db.transaction(async (tx) => {
    const player = await ensurePlayerAccount(tx, member.id, currency);
    const balance = await lockPlayerLedgerAccount(tx, player);
    const locked = await lockedBonus(tx, member.id);
    const withdrawable = withdrawableOf(balance, locked.amount);
    if (body.amount > withdrawable) throw errors.withdrawalExceedsWithdrawable(withdrawable, locked.turnoverLeft);
    const withdrawalId = await insertWithdrawal(
      tx,
      {
        memberId: member.id,
        payoutAccountId: account.id,
        amount: body.amount,
        currency,
        status: firstStatus(identity.kycStatus, body.amount),
        reference: newReference('W'),
      },
      requestKey,
    );
    if (withdrawalId === null) return (await findWithdrawalByRequestKey(tx, member.id, requestKey!))!.id;
    await applyTransfer(tx, {
      idempotencyKey: `withdrawal-hold:${withdrawalId}`,
      kind: 'hold',
      fromAccountId: player,
      toAccountId: await ensureSystemAccount(tx, 'withdrawal_hold', currency),
      amount: body.amount,
      currency,
      metadata: { withdrawalId },
    });
    return withdrawalId;
  });
  return withdrawalView((await findWithdrawal(ctx.db, id))!, account);
}

export async function withdrawalRecords(ctx: AppContext, member: Member, q: WithdrawalRecordsQuery): Promise<WithdrawalRecords> {
  const { from, to } = dayRange(q.startDate, q.endDate);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = await listWithdrawals(ctx.db, { memberId: member.id, status: q.status, from, to, pageNo, pageSize });
  const accounts = new Map((await listPayoutAccounts(ctx.db, member.id)).map((a) => [a.id, a]));
  const list = [];
  for (const w of page.list)
    list.push(withdrawalView(w, accounts.get(w.payoutAccountId) ?? (await findPayoutAccount(ctx.db, w.payoutAccountId))!));
  return pageOf(list, pageNo, pageSize, page.totalCount);
}
