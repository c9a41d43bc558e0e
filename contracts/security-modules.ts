/**
 * The module ids the security centre's calls travel with (SPEC §7 "Security (module id per
 * call ...)"), as the query parameter `moduleId`, like BINDCARD3 on the bank list. The spec names
 * COMM3 (the security config), UPLOADID3, PERS3 and BINDCARD3; the others are this platform's own,
 * named after the same pattern. Like constants.ts this file has no imports: the client bundles it.
 */
export const SECURITY_MODULES = {
  /** POST /wps/v2/member/password */
  loginPassword: 'LOGINPSW3',
  /** GET, PUT, POST /wps/v2/member/securityConfig/paymentPassword and POST …/paymentPassword/reset */
  paymentPassword: 'PAYPSW3',
  /** GET …/securityQuestions, GET …/memberQuestions, PUT …/securityAnswers */
  securityQuestions: 'SECQ3',
  /** POST …/email/code, POST …/email */
  bindEmail: 'BINDEMAIL3',
  /** POST …/payee */
  bindPayee: 'BINDPAYEE3',
  /** GET, DELETE …/sessions and DELETE …/sessions/:id */
  sessions: 'SESSION3',
  /** GET …/centre: the facts the security centre lists */
  centre: 'SECCTR3',
} as const;

export type SecurityModule = (typeof SECURITY_MODULES)[keyof typeof SECURITY_MODULES];
