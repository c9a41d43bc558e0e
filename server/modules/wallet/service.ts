import {
  TX_CODES,
  type MemberTransactionPage,
  type MemberTransactionQuery,
  type TxCodeList,
  type WalletValue,
} from '../../../contracts/wallet';
import type { AppContext } from '../../app-context';
import { DEFAULT_PAGE_SIZE, dayRange, pageOf } from '../../http/paging';
import type { MemberRow } from '../member/repository';
import { listTransactions, walletFigures } from './repository';

type Member = Pick<MemberRow, 'id' | 'merchant_code'>;

/**
 * The player's balances in their merchant's currency, read from the ledger. A bonus whose
 * turnover is not met is part of the playable balance but not of the cash; when play has taken
 * the balance below the locked bonus, what is left is all bonus.
 */
export async function walletOf(ctx: AppContext, member: Member): Promise<WalletValue> {
  const merchant = await ctx.merchants.get(member.merchant_code);
  const { balance, lockedBonus, turnoverLeft, held } = await walletFigures(ctx.db, member.id, merchant.currency);
  const bonus = Math.min(lockedBonus, balance);
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    sumBalance: balance,
    balances: { cash: balance - bonus, bonus, held },
    turnoverLeft,
  };
}

/** Every code the transaction history filters by. */
export function txCodes(): TxCodeList {
  return TX_CODES.map((txCode) => ({ txCode }));
}

/** One page of the player's transaction history in their merchant's currency, newest first. */
export async function transactionPage(ctx: AppContext, member: Member, q: MemberTransactionQuery): Promise<MemberTransactionPage> {
  const { from, to } = dayRange(q.startDate, q.endDate);
  const { currency } = await ctx.merchants.get(member.merchant_code);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const { list, totalCount } = await listTransactions(ctx.db, {
    memberId: member.id,
    currency,
    from,
    to,
    txCode: q.txCode,
    pageNo,
    pageSize,
  });
  return pageOf(list, pageNo, pageSize, totalCount);
}
