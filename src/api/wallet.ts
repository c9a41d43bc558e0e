import type { MemberTransactionPage, MemberTransactionQuery, TxCodeList, WalletValue } from '../../contracts/wallet';
import type { Http } from './http';

export type { MemberTransaction, MemberTransactionPage, MemberTransactionQuery, TxCode, WalletValue } from '../../contracts/wallet';

/** The balance (any session) and the transaction history (real accounts only: TRIAL_FORBIDDEN). */
export function walletApi(http: Http) {
  return {
    gcs: () => http.request<WalletValue>({ method: 'GET', url: '/wps/wallets/gcs' }),
    txCodes: () => http.request<TxCodeList>({ method: 'GET', url: '/wps/relay/GLS2_TxCodeList' }),
    transactions: (query: MemberTransactionQuery) =>
      http.request<MemberTransactionPage>({ method: 'GET', url: '/wps/relay/ODS2_MemberTransaction', params: query }),
  };
}
