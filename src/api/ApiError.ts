import type { ErrorCode } from '../../contracts/envelope';

/**
 * Codes the client adds to the server's stable set: NETWORK when no answer arrived, NETWORK_SLOW
 * when none arrived in time (SPEC §8's network-slow message), UNKNOWN when the answer was not an
 * envelope. Each maps to the i18n key `errors.<code>`.
 */
export type ClientErrorCode = ErrorCode | 'NETWORK' | 'NETWORK_SLOW' | 'UNKNOWN';

export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number | undefined;
  /** The envelope's value on a refusal: e.g. { field }, { captcha }, { expirationTime }, { retryAfter }. */
  readonly value: unknown;

  constructor(code: ClientErrorCode, message: string, status?: number, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }

  /** One entry of the refusal's value, when the server sent it with the expected type. */
  detail<T extends string | number | boolean>(key: string, type: 'string' | 'number' | 'boolean'): T | undefined {
    const value = this.value;
    if (typeof value !== 'object' || value === null) return undefined;
    const entry = (value as Record<string, unknown>)[key];
    return typeof entry === type ? (entry as T) : undefined;
  }

  /** The form field a refusal is about (value.field), so the form shows it there. */
  get field(): string | undefined {
    return this.detail<string>('field', 'string');
  }

  /** The translation key components show; never the server's English text. */
  get i18nKey(): string {
    return `errors.${this.code}`;
  }
}

/** Any thrown value as an ApiError, so callers need one catch shape. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('UNKNOWN', error instanceof Error ? error.message : String(error));
}

/** A bad or expired token: the session is dropped silently (no error toast). */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED');
}

/**
 * The refusal of a request that got no answer: NETWORK_SLOW when it waited past its timeout
 * (axios's ECONNABORTED, or ETIMEDOUT with transitional.clarifyTimeoutError), NETWORK otherwise.
 */
export function noAnswer(error: unknown): ApiError {
  const code = (error as { code?: unknown } | null)?.code;
  const slow = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
  return new ApiError(slow ? 'NETWORK_SLOW' : 'NETWORK', error instanceof Error ? error.message : 'Network error');
}
