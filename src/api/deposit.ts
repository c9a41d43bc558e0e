import type {
  DepositChannels,
  DepositChannelsQuery,
  DepositOrder,
  DepositPromotions,
  DepositRecords,
  DepositRecordsQuery,
  DepositRequest,
} from '../../contracts/deposit';
import { DEPOSIT_PROMOTION_CODE } from '../../contracts/constants';
import { UPLOAD_TIMEOUT_MS, type Http } from './http';

export type {
  CryptoQuote,
  DepositBank,
  DepositChannel,
  DepositChannels,
  DepositChannelsQuery,
  DepositFlow,
  DepositOrder,
  DepositPromotion,
  DepositPromotions,
  DepositRecords,
  DepositRecordsQuery,
  DepositRequest,
  DepositStatus,
  DepositType,
  ManualPayee,
} from '../../contracts/deposit';

const orderUrl = (depositId: string) => `/wps/deposit/orders/${encodeURIComponent(depositId)}`;

/** Deposits (session of a real account required; trial players are refused with TRIAL_FORBIDDEN). */
export function depositApi(http: Http) {
  return {
    channels: (query: DepositChannelsQuery) =>
      http.request<DepositChannels>({ method: 'GET', url: '/wps/deposit/channels', params: query }),
    promotions: () =>
      http.request<DepositPromotions>({ method: 'GET', url: '/wps/deposit/promotions', params: { code: DEPOSIT_PROMOTION_CODE } }),
    /** `idempotencyKey`: one per intended order, the same on a retry of it (stores/orderSubmission.ts). */
    create: (body: DepositRequest, idempotencyKey: string) =>
      http.request<DepositOrder>({
        method: 'POST',
        url: '/wps/deposit/orders',
        data: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    order: (depositId: string) => http.request<DepositOrder>({ method: 'GET', url: orderUrl(depositId) }),
    /** multipart/form-data: the image as `receipt`, the transfer's reference as `reference`. */
    uploadReceipt: (depositId: string, receipt: Blob, reference: string) => {
      const form = new FormData();
      form.append('reference', reference);
      form.append('receipt', receipt);
      return http.request<DepositOrder>({ method: 'POST', url: `${orderUrl(depositId)}/receipt`, data: form, timeout: UPLOAD_TIMEOUT_MS });
    },
    cancel: (depositId: string) => http.request<DepositOrder>({ method: 'POST', url: `${orderUrl(depositId)}/cancel` }),
    records: (query: DepositRecordsQuery) => http.request<DepositRecords>({ method: 'GET', url: '/wps/deposit/records', params: query }),
  };
}
