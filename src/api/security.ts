import type { EncryptedBody } from '../../contracts/account';
import type { PaymentPasswordState } from '../../contracts/security';
import type { Http } from './http';

export type { ChangePaymentPasswordBody, SetPaymentPasswordBody } from '../../contracts/security';

const PAYMENT_PASSWORD = '/wps/v2/member/securityConfig/paymentPassword';

/**
 * The security centre's payment password (real accounts only). Writes carry a body encrypted
 * with encryptBody (SetPaymentPasswordBody, ChangePaymentPasswordBody); `encryption` is the
 * Encryption header, as for the login.
 */
export function securityApi(http: Http) {
  return {
    paymentPasswordState: () => http.request<PaymentPasswordState>({ method: 'GET', url: PAYMENT_PASSWORD }),
    setPaymentPassword: (body: EncryptedBody, encryption: string) =>
      http.request<null>({ method: 'PUT', url: PAYMENT_PASSWORD, data: body, headers: { Encryption: encryption } }),
    changePaymentPassword: (body: EncryptedBody, encryption: string) =>
      http.request<null>({ method: 'POST', url: PAYMENT_PASSWORD, data: body, headers: { Encryption: encryption } }),
  };
}
