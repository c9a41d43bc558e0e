/**
 * The response envelope every /wps route answers with, and the stable error codes.
 * Shared by server and renderer. This file must stay free of imports: the renderer bundles
 * ERROR_CODES from it (other contracts it imports as types only).
 */
export interface Envelope<T> {
  success: boolean;
  value: T;
  /** Stable machine-readable code; present whenever success is false. */
  code?: ErrorCode;
  /** Human-readable English text; the client shows its own translation of `code`. */
  message?: string;
}

/**
 * Every error code the platform answers with. Stable: clients map them to texts, so a code is
 * never renamed or reused, only added.
 */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'MALFORMED_JSON',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DISABLED',
  'LOGIN_THROTTLED',
  'RATE_LIMITED',
  'TRIAL_FORBIDDEN',
  'FORBIDDEN',
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'INTERNAL',
  // Accounts
  'FIELD_INVALID',
  'REGISTRATION_CLOSED',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'UNDER_AGE',
  'DISCLAIMER_REQUIRED',
  'INVITATION_CODE_INVALID',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'HUMAN_CHECK_FAILED',
  'VERIFICATION_CODE_INVALID',
  'SMS_TOO_SOON',
  'PASSWORD_MISMATCH',
  'PASSWORD_WEAK',
  'PASSWORD_REUSED',
  'NON_MEMBER_ACCOUNT',
  'ENCRYPTION_REQUIRED',
  // Cashier
  'PAYMENT_PASSWORD_EXISTS',
  'PAYMENT_PASSWORD_MISSING',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_WEAK',
  'PAYMENT_PASSWORD_THROTTLED',
  'IDEMPOTENCY_IN_PROGRESS',
  'DEPOSIT_CHANNEL_UNAVAILABLE',
  'DEPOSIT_AMOUNT_OUT_OF_RANGE',
  'DEPOSIT_PROMOTION_NOT_APPLICABLE',
  'DEPOSIT_TOO_MANY_PENDING',
  'DEPOSIT_NOT_PENDING',
  'DEPOSIT_EXPIRED',
  'RECEIPT_INVALID',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'KYC_REQUIRED',
  'PAYOUT_ACCOUNT_NAME_MISMATCH',
  'PAYOUT_ACCOUNT_LIMIT',
  'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
  'WITHDRAWAL_EXCEEDS_WITHDRAWABLE',
  'WITHDRAWAL_NOT_PENDING',
  // Games
  'GAME_WITHDRAWN',
  // Identity verification (KYC); KYC_REQUIRED above also refuses a game launch under MANDATORYKYC3
  'KYC_IMAGE_MISSING',
  'KYC_IMAGE_INVALID',
  'KYC_IMAGE_TOO_LARGE',
  'KYC_PERSONAL_INFO_MISSING',
  'KYC_SUBMISSION_CLOSED',
  // Security centre
  'SECURITY_QUESTIONS_MISSING',
  'SECURITY_ANSWER_WEAK',
  'SECURITY_ANSWERS_WRONG',
  'SECURITY_ANSWERS_THROTTLED',
  'EMAIL_TAKEN',
  'PAYEE_NAME_MISMATCH',
  'PAYEE_ALREADY_BOUND',
  // Player protection
  'SELF_EXCLUDED',
  'COOLING_OFF',
  'SESSION_LIMIT_REACHED',
  'PLAY_LIMIT_REACHED',
  'DEPOSIT_LIMIT_REACHED',
  'LIMIT_CHANGE_NOT_CONFIRMABLE',
  'ALREADY_ON_BREAK',
  'EXCLUSION_IRREVOCABLE',
  'REGISTRATION_RESTRICTED',
  // Agents
  'NON_AGENT',
  'AGENT_CONTRACT_DECIDED',
  // Promotions
  'PROMOTION_NOT_OPEN',
  'PROMOTION_LIMIT_REACHED',
  'PROMOTION_NOT_CLAIMABLE',
  'PROMOTION_APPLICATION_DECIDED',
  // Back-office: the player view
  'LIMIT_LOOSENING_REFUSED',
  'ADJUSTMENT_SELF_APPROVAL',
  'ADJUSTMENT_DECIDED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
