import type { ErrorCode } from '../../contracts/envelope';

/** A refusal the caller can act on: a stable code, an HTTP status, an optional value. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly value: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** English texts from SPEC §8 where it has one; the client shows its own translation. */
export const errors = {
  invalidInput: (message: string) => new AppError('INVALID_INPUT', 400, message),
  notFound: (message: string) => new AppError('NOT_FOUND', 404, message),
  unsupportedMediaType: (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, message),
  unauthenticated: () => new AppError('UNAUTHENTICATED', 401, 'You are not logged in, please login first'),
  sessionExpired: () => new AppError('SESSION_EXPIRED', 401, 'The account has been logged out, please log in again'),
  /** value.captcha tells the client the next try needs a captcha (it always does after a failure). */
  invalidCredentials: () => new AppError('INVALID_CREDENTIALS', 401, 'Incorrect username or password', { captcha: true }),
  /** A password support gave out, past its time: only support can give another. */
  passwordExpired: () =>
    new AppError('PASSWORD_EXPIRED', 403, 'This temporary password has expired. Please ask customer service for a new one.'),
  /** A session opened with a password support gave out, before the player chose their own. */
  passwordChangeRequired: () => new AppError('PASSWORD_CHANGE_REQUIRED', 403, 'Please change your password first'),
  accountDisabled: () => new AppError('ACCOUNT_DISABLED', 403, 'Sorry, the user does not exist or is disabled.'),
  loginThrottled: (retryAfterSeconds: number) =>
    new AppError(
      'LOGIN_THROTTLED',
      429,
      'Too many failed logins, please try again later',
      { retryAfter: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  featureUnavailable: () =>
    new AppError('FORBIDDEN', 403, 'Sorry, this account does not have permission or the feature is temporarily unavailable.'),
  trialForbidden: () => new AppError('TRIAL_FORBIDDEN', 403, 'Please login an actual account to use this function'),
  insufficientFunds: (balance: number) => new AppError('INSUFFICIENT_FUNDS', 409, 'Not enough balance', { balance }),
  fieldInvalid: (field: string, message: string) => new AppError('FIELD_INVALID', 400, message, { field }),
  registrationClosed: () => new AppError('REGISTRATION_CLOSED', 403, 'Registration is closed'),
  usernameTaken: () => new AppError('USERNAME_TAKEN', 409, 'Sorry, the username already exists.', { field: 'username' }),
  mobileTaken: () => new AppError('MOBILE_TAKEN', 409, 'This mobile number is already registered', { field: 'mobileNum' }),
  underAge: (minimumAge: number) =>
    new AppError('UNDER_AGE', 400, `You must be at least ${minimumAge} years old to register`, { field: 'birthday' }),
  disclaimerRequired: () => new AppError('DISCLAIMER_REQUIRED', 400, 'Please accept to the disclaimer first'),
  invitationCodeInvalid: () => new AppError('INVITATION_CODE_INVALID', 400, 'Invalid invitation code', { field: 'affiliateCode' }),
  captchaRequired: () => new AppError('CAPTCHA_REQUIRED', 400, 'Please enter the captcha', { captcha: true }),
  captchaInvalid: () => new AppError('CAPTCHA_INVALID', 400, 'Verification code error', { captcha: true, field: 'captcha' }),
  humanCheckFailed: () => new AppError('HUMAN_CHECK_FAILED', 400, 'Human verification failed, please try again'),
  verificationCodeInvalid: () => new AppError('VERIFICATION_CODE_INVALID', 400, 'Verification code error', { field: 'verificationCode' }),
  smsTooSoon: (expirationTime: number) =>
    new AppError(
      'SMS_TOO_SOON',
      429,
      'Please wait before requesting another code',
      { expirationTime },
      {
        'retry-after': String(Math.max(1, Math.ceil((expirationTime - Date.now()) / 1000))),
      },
    ),
  passwordMismatch: () => new AppError('PASSWORD_MISMATCH', 400, 'Confirmation password not matched', { field: 'confirmPassword' }),
  passwordWeak: (message: string) => new AppError('PASSWORD_WEAK', 400, message, { field: 'password' }),
  passwordReused: () =>
    new AppError('PASSWORD_REUSED', 400, 'The new password and the old password cannot be the same', { field: 'newPassword' }),
  nonMemberAccount: () => new AppError('NON_MEMBER_ACCOUNT', 403, 'Non-member account unable to login'),
  encryptionRequired: () => new AppError('ENCRYPTION_REQUIRED', 400, 'This request must be sent encrypted'),
  paymentPasswordExists: () => new AppError('PAYMENT_PASSWORD_EXISTS', 409, 'You already have a payment password. Change it instead.'),
  paymentPasswordMissing: () => new AppError('PAYMENT_PASSWORD_MISSING', 409, 'Set a payment password first.'),
  paymentPasswordWrong: (attemptsLeft: number, field = 'oldPaymentPassword') =>
    new AppError('PAYMENT_PASSWORD_WRONG', 400, 'The payment password is incorrect.', { attemptsLeft, field }),
  paymentPasswordWeak: (field: string) =>
    new AppError('PAYMENT_PASSWORD_WEAK', 400, 'Choose six digits that are not all the same or in a row.', { field }),
  paymentPasswordThrottled: (retryAfterSeconds: number) =>
    new AppError(
      'PAYMENT_PASSWORD_THROTTLED',
      429,
      'Too many wrong payment passwords. Please try again later.',
      { retryAfter: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  idempotencyConflict: () => new AppError('IDEMPOTENCY_CONFLICT', 409, 'This idempotency key was already used for a different request'),
  idempotencyInProgress: () =>
    new AppError('IDEMPOTENCY_IN_PROGRESS', 409, 'A request with this idempotency key is still being processed', null, {
      'retry-after': '1',
    }),
  depositChannelUnavailable: () => new AppError('DEPOSIT_CHANNEL_UNAVAILABLE', 400, 'This deposit channel is not available'),
  depositAmountOutOfRange: (min: number, max: number) =>
    new AppError('DEPOSIT_AMOUNT_OUT_OF_RANGE', 400, 'The amount is outside this channel’s range', { min, max, field: 'amount' }),
  depositPromotionNotApplicable: () =>
    new AppError('DEPOSIT_PROMOTION_NOT_APPLICABLE', 400, 'This promotion does not apply to this deposit', { field: 'promotionId' }),
  depositTooManyPending: (limit: number) =>
    new AppError('DEPOSIT_TOO_MANY_PENDING', 409, 'Finish or cancel a pending deposit first', { limit }),
  depositNotPending: (status: string) => new AppError('DEPOSIT_NOT_PENDING', 409, 'This deposit can no longer be changed', { status }),
  depositExpired: () => new AppError('DEPOSIT_EXPIRED', 409, 'This deposit order has expired', { status: 'expired' }),
  receiptInvalid: (message: string) => new AppError('RECEIPT_INVALID', 400, message, { field: 'receipt' }),
  kycRequired: (kycStatus: string) =>
    new AppError('KYC_REQUIRED', 403, 'Verify your identity first (Member centre > Identity verification)', { kycStatus }),
  payoutAccountNameMismatch: () =>
    new AppError('PAYOUT_ACCOUNT_NAME_MISMATCH', 400, 'The account must be in your own verified name', { field: 'accountName' }),
  payoutAccountLimit: (limit: number) => new AppError('PAYOUT_ACCOUNT_LIMIT', 409, 'You have bound as many accounts as allowed', { limit }),
  withdrawalAmountOutOfRange: (min: number, max: number) =>
    new AppError('WITHDRAWAL_AMOUNT_OUT_OF_RANGE', 400, 'The amount is outside the withdrawal range', { min, max, field: 'amount' }),
  withdrawalExceedsWithdrawable: (withdrawable: number, turnoverLeft: number) =>
    new AppError('WITHDRAWAL_EXCEEDS_WITHDRAWABLE', 409, 'The amount is more than you can withdraw now', {
      withdrawable,
      turnoverLeft,
      field: 'amount',
    }),
  withdrawalNotPending: (status: string) =>
    new AppError('WITHDRAWAL_NOT_PENDING', 409, 'This withdrawal can no longer be changed', { status }),
  /** The round cannot be cancelled (any more): settled, refunded, its draw closed, or not one its provider cancels. */
  orderNotCancellable: () => new AppError('ORDER_NOT_CANCELLABLE', 409, 'This bet can no longer be cancelled'),
  gameProviderUnavailable: () =>
    new AppError('GAME_PROVIDER_UNAVAILABLE', 503, 'The game provider cannot be reached, please try again later'),
  gameWithdrawn: () => new AppError('GAME_WITHDRAWN', 410, 'This game has been withdrawn by its provider'),
  securityQuestionsMissing: () => new AppError('SECURITY_QUESTIONS_MISSING', 409, 'Set your security questions first.'),
  securityAnswerWeak: (field: string) =>
    new AppError('SECURITY_ANSWER_WEAK', 400, 'Give each question a different answer of at least 2 characters.', { field }),
  securityAnswersWrong: (attemptsLeft: number) =>
    new AppError('SECURITY_ANSWERS_WRONG', 400, 'The answers do not match.', { attemptsLeft, field: 'answers' }),
  securityAnswersThrottled: (retryAfterSeconds: number) =>
    new AppError(
      'SECURITY_ANSWERS_THROTTLED',
      429,
      'Too many wrong answers. Please try again later.',
      { retryAfter: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  emailTaken: () => new AppError('EMAIL_TAKEN', 409, 'This e-mail is already linked to another account.', { field: 'email' }),
  payeeNameMismatch: () =>
    new AppError('PAYEE_NAME_MISMATCH', 400, 'The payee name must be your own name as verified.', { field: 'payeeName' }),
  payeeAlreadyBound: () =>
    new AppError('PAYEE_ALREADY_BOUND', 409, 'Your payee name is already set. Contact customer service to change it.'),
  paymentProviderUnavailable: () =>
    new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503, 'The payment provider cannot be reached, please try again later', null, {
      'retry-after': '30',
    }),
};
