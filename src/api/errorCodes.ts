import type { ErrorCode } from '../../contracts/envelope';

/**
 * The server's stable error codes (contracts/envelope.ts ERROR_CODES). The renderer imports the
 * contracts as types only, so the list is repeated here; `satisfies` makes the compiler reject
 * a code the contract does not know, and the `_everyCode` check below rejects a missing one.
 */
export const KNOWN_ERROR_CODES = [
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
] as const satisfies readonly ErrorCode[];

export const ERROR_CODE_SET: ReadonlySet<string> = new Set(KNOWN_ERROR_CODES);

type MissingCode = Exclude<ErrorCode, (typeof KNOWN_ERROR_CODES)[number]>;
// Fails to compile when the contract gains a code this list (and the locales) lack.
const _everyCode: [MissingCode] extends [never] ? true : MissingCode = true;
void _everyCode;
