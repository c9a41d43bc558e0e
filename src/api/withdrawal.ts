import type { EncryptedBody } from '../../contracts/account';
import type {
  PayoutAccount,
  PayoutAccounts,
  PayoutBankList,
  Withdrawal,
  WithdrawalRecords,
  WithdrawalRecordsQuery,
  WithdrawSettings,
} from '../../contracts/withdrawal';
import { BINDCARD_MODULE } from '../../contracts/constants';
import type { Http } from './http';

export type {
  BindPayoutAccountBody,
  PayoutAccount,
  PayoutAccounts,
  PayoutBank,
  PayoutBankList,
  PayoutKind,
  Withdrawal,
  WithdrawalRecords,
  WithdrawalRecordsQuery,
  WithdrawalStatus,
  WithdrawRequest,
  WithdrawSettings,
} from '../../contracts/withdrawal';

const SECURITY = '/wps/v2/member/securityConfig';

/**
 * Withdrawals and payout accounts (real accounts only). Writes carry a body encrypted with
 * encryptBody (WithdrawRequest, BindPayoutAccountBody) and its Encryption header.
 */
export function withdrawalApi(http: Http) {
  return {
    settings: () => http.request<WithdrawSettings>({ method: 'GET', url: '/wps/transaction/withdraw/settings' }),
    /** `idempotencyKey`: one per intended withdrawal, the same on a retry of it (stores/orderSubmission.ts). */
    withdraw: (body: EncryptedBody, encryption: string, idempotencyKey: string) =>
      http.request<Withdrawal>({
        method: 'POST',
        url: '/wps/transaction/withdraw',
        data: body,
        headers: { Encryption: encryption, 'Idempotency-Key': idempotencyKey },
      }),
    records: (query: WithdrawalRecordsQuery) =>
      http.request<WithdrawalRecords>({ method: 'GET', url: '/wps/transaction/withdraw/records', params: query }),
    banks: () => http.request<PayoutBankList>({ method: 'GET', url: `${SECURITY}/bankCardList`, params: { moduleId: BINDCARD_MODULE } }),
    accounts: () => http.request<PayoutAccounts>({ method: 'GET', url: `${SECURITY}/bankCards` }),
    bindAccount: (body: EncryptedBody, encryption: string) =>
      http.request<PayoutAccount>({ method: 'PUT', url: `${SECURITY}/bankCard`, data: body, headers: { Encryption: encryption } }),
  };
}
