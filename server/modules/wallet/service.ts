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
import { playerBalance } from '../../ledger/ledger';
import { listTransactions } from './repository';

type Member = Pick<MemberRow, 'id' | 'merchant_code'>;

/** The player's balance in their merchant's currency, read from the ledger. */
export async function walletOf(ctx: AppContext, member: Member): Promise<WalletValue> {
  const merchant = await ctx.merchants.get(member.merchant_code);
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    sumBalance: await playerBalance(ctx.db, member.id, merchant.currency),
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
