import type { WalletValue } from '../../../contracts/wallet';
import type { AppContext } from '../../app-context';
import type { MemberRow } from '../member/repository';
import { playerBalance } from '../../ledger/ledger';

/** The player's balance in their merchant's currency, read from the ledger. */
export async function walletOf(ctx: AppContext, member: Pick<MemberRow, 'id' | 'merchant_code'>): Promise<WalletValue> {
  const merchant = await ctx.merchants.get(member.merchant_code);
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    sumBalance: await playerBalance(ctx.db, member.id, merchant.currency),
  };
}
