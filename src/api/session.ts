import type { EncryptedBody, EncryptionKeyValue } from '../../contracts/account';
import type { LoginValue, TrialValue } from '../../contracts/session';
import type { Http } from './http';

export function sessionApi(http: Http) {
  return {
    encryptionKey: () => http.request<EncryptionKeyValue>({ method: 'GET', url: '/wps/session/encryption' }),
    /**
     * The body is a LoginRequest encrypted with encryptBody; `encryption` is the Encryption header.
     * An app installed on the home screen says so with `Device: OTHERS` (SPEC §7).
     */
    login: (body: EncryptedBody, encryption: string, installed = false) =>
      http.request<LoginValue>({
        method: 'POST',
        url: '/wps/session/login',
        data: body,
        headers: { Encryption: encryption, ...(installed ? { Device: 'OTHERS' } : {}) },
      }),
    loginFreePlay: () => http.request<TrialValue>({ method: 'POST', url: '/wps/session/login/freeplay' }),
    logout: () => http.request<unknown>({ method: 'DELETE', url: '/wps/session/logout' }),
  };
}
