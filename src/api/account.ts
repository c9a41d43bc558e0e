import type {
  AffiliateValue,
  EncryptedBody,
  RegisterBody,
  RegisterSettingsValue,
  ResetByEmailBody,
  ResetBySmsBody,
  ResetEmailRequestBody,
  SmsValue,
  UsernameCheckValue,
} from '../../contracts/account';
import { SECURITY_MODULES } from '../../contracts/security-modules';
import type { LoginValue } from '../../contracts/session';
import type { Http } from './http';

/** Which registration route: by username or by mobile number (SPEC §7 Account). */
export type RegisterKind = 'username' | 'mobile';

export function accountApi(http: Http) {
  return {
    registerSettings: () => http.request<RegisterSettingsValue>({ method: 'GET', url: '/wps/system/setting/register' }),
    checkUsername: (username: string) =>
      http.request<UsernameCheckValue>({ method: 'GET', url: '/wps/check/username', params: { username } }),
    affiliate: (code: string) => http.request<AffiliateValue>({ method: 'POST', url: '/wps/agent/affiliate', data: { code } }),
    register: (kind: RegisterKind, body: RegisterBody) =>
      http.request<LoginValue>({
        method: 'PUT',
        url: kind === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
        data: body,
      }),
    /** A ChangePasswordBody encrypted with encryptBody, and its Encryption header (module LOGINPSW3). */
    changePassword: (body: EncryptedBody, encryption: string) =>
      http.request<null>({
        method: 'POST',
        url: '/wps/v2/member/password',
        params: { moduleId: SECURITY_MODULES.loginPassword },
        data: body,
        headers: { Encryption: encryption },
      }),
    resetBySms: (body: ResetBySmsBody) => http.request<null>({ method: 'POST', url: '/wps/member/password/verification', data: body }),
    requestEmailReset: (body: ResetEmailRequestBody) =>
      http.request<SmsValue>({ method: 'POST', url: '/wps/member/password/email', data: body }),
    resetByEmail: (body: ResetByEmailBody) => http.request<null>({ method: 'POST', url: '/wps/member/password/email/reset', data: body }),
  };
}
