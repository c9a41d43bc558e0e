import { ERROR_CODES } from '../../contracts/envelope';

/**
 * The server's stable error codes, taken from the contract itself rather than a copy
 * (contracts/envelope.ts has no dependencies): a code added there needs its texts in the locales
 * (src/i18n/locales.test.ts checks every one).
 */
export const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);
