import type { EncryptedBody } from '../../contracts/account';
import type {
  ActiveSessions,
  BindEmailCodeValue,
  MemberQuestions,
  PaymentPasswordState,
  SecurityCentre,
  SecurityQuestionList,
  SessionsEnded,
} from '../../contracts/security';
import { SECURITY_MODULES } from '../../contracts/security-modules';
import type { Http } from './http';

export type {
  ActiveSession,
  ActiveSessions,
  BindEmailBody,
  BindEmailCodeBody,
  BindPayeeBody,
  ChangePaymentPasswordBody,
  MemberQuestions,
  ResetPaymentPasswordBody,
  SecurityAnswer,
  SecurityCentre,
  SecurityQuestion,
  SessionOrigin,
  SetPaymentPasswordBody,
  SetSecurityAnswersBody,
} from '../../contracts/security';

const SECURITY = '/wps/v2/member/securityConfig';
const PAYMENT_PASSWORD = `${SECURITY}/paymentPassword`;
const SESSIONS = `${SECURITY}/sessions`;

/** Every call names its module (SPEC §7 "module id per call"), as a query parameter. */
const moduleOf = (moduleId: string) => ({ moduleId });
const payment = moduleOf(SECURITY_MODULES.paymentPassword);
const questions = moduleOf(SECURITY_MODULES.securityQuestions);
const email = moduleOf(SECURITY_MODULES.bindEmail);
const sessions = moduleOf(SECURITY_MODULES.sessions);

/**
 * The security centre (real accounts only). Writes carry a body encrypted with encryptBody and
 * its Encryption header (`encryption`), as the login does; the body types are exported above.
 */
export function securityApi(http: Http) {
  const write = <T>(method: 'POST' | 'PUT', url: string, params: object, body: EncryptedBody, encryption: string) =>
    http.request<T>({ method, url, params, data: body, headers: { Encryption: encryption } });
  return {
    centre: () => http.request<SecurityCentre>({ method: 'GET', url: `${SECURITY}/centre`, params: moduleOf(SECURITY_MODULES.centre) }),
    paymentPasswordState: () => http.request<PaymentPasswordState>({ method: 'GET', url: PAYMENT_PASSWORD, params: payment }),
    setPaymentPassword: (body: EncryptedBody, encryption: string) => write<null>('PUT', PAYMENT_PASSWORD, payment, body, encryption),
    changePaymentPassword: (body: EncryptedBody, encryption: string) => write<null>('POST', PAYMENT_PASSWORD, payment, body, encryption),
    resetPaymentPassword: (body: EncryptedBody, encryption: string) =>
      write<null>('POST', `${PAYMENT_PASSWORD}/reset`, payment, body, encryption),
    questions: () => http.request<SecurityQuestionList>({ method: 'GET', url: `${SECURITY}/securityQuestions`, params: questions }),
    memberQuestions: () => http.request<MemberQuestions>({ method: 'GET', url: `${SECURITY}/memberQuestions`, params: questions }),
    setAnswers: (body: EncryptedBody, encryption: string) => write<null>('PUT', `${SECURITY}/securityAnswers`, questions, body, encryption),
    sendEmailCode: (body: EncryptedBody, encryption: string) =>
      write<BindEmailCodeValue>('POST', `${SECURITY}/email/code`, email, body, encryption),
    bindEmail: (body: EncryptedBody, encryption: string) => write<null>('POST', `${SECURITY}/email`, email, body, encryption),
    bindPayee: (body: EncryptedBody, encryption: string) =>
      write<null>('POST', `${SECURITY}/payee`, moduleOf(SECURITY_MODULES.bindPayee), body, encryption),
    sessions: () => http.request<ActiveSessions>({ method: 'GET', url: SESSIONS, params: sessions }),
    /** "Sign out everywhere else": the other sessions and their games end; this one stays. */
    endOtherSessions: () => http.request<SessionsEnded>({ method: 'DELETE', url: SESSIONS, params: sessions }),
    endSession: (id: number) => http.request<SessionsEnded>({ method: 'DELETE', url: `${SESSIONS}/${id}`, params: sessions }),
  };
}
