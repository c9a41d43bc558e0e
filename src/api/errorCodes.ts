import { ERROR_CODES } from '../../contracts/envelope';

/**
 * The server's stable error codes. contracts/envelope.ts has no dependencies, so the client
 * takes the list itself rather than a copy: a code added there needs its texts in the locales
 * (src/i18n/locales.test.ts checks every one).
 */
export const KNOWN_ERROR_CODES = ERROR_CODES;

export const ERROR_CODE_SET: ReadonlySet<string> = new Set(KNOWN_ERROR_CODES);
