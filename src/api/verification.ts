import type { HumanChallengeValue, SmsRegisterBody, SmsRequestBody, SmsValue } from '../../contracts/account';
import type { Http } from './http';

/** Human verification (the proof-of-work challenge) and SMS codes. */
export function verificationApi(http: Http) {
  return {
    challenge: () => http.request<HumanChallengeValue>({ method: 'GET', url: '/wps/verification/challenge' }),
    smsRegister: (body: SmsRegisterBody) => http.request<SmsValue>({ method: 'POST', url: '/wps/verification/sms/register', data: body }),
    smsNoLogin: (body: SmsRequestBody) => http.request<SmsValue>({ method: 'POST', url: '/wps/verification/sms/noLogin', data: body }),
  };
}
