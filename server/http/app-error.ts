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
  unauthenticated: () =>
    new AppError('UNAUTHENTICATED', 401, 'You are not logged in, please login first'),
  sessionExpired: () =>
    new AppError('SESSION_EXPIRED', 401, 'The account has been logged out, please log in again'),
  invalidCredentials: () =>
    new AppError('INVALID_CREDENTIALS', 401, 'Incorrect username or password'),
  accountDisabled: () =>
    new AppError('ACCOUNT_DISABLED', 403, 'Sorry, the user does not exist or is disabled.'),
  loginThrottled: (retryAfterSeconds: number) =>
    new AppError(
      'LOGIN_THROTTLED',
      429,
      'Too many failed logins, please try again later',
      { retryAfter: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  trialForbidden: () =>
    new AppError('TRIAL_FORBIDDEN', 403, 'Please login an actual account to use this function'),
  insufficientFunds: (balance: number) =>
    new AppError('INSUFFICIENT_FUNDS', 409, 'Not enough balance', { balance }),
  idempotencyConflict: () =>
    new AppError(
      'IDEMPOTENCY_CONFLICT',
      409,
      'This idempotency key was already used for a different request',
    ),
};
