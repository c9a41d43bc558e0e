import { RECEIPT_MAX_BYTES, TRANSFER_REFERENCE_PATTERN } from '../../../contracts/constants';

/** What the server reads (it checks the content; this only spares a pointless upload). */
const RECEIPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** An i18n key under deposit.receipt when the file may not be sent, else null. */
export function receiptFileError(file: File | null): string | null {
  if (!file) return 'deposit.receipt.fileRequired';
  if (!file.type.startsWith('image/')) return 'deposit.receipt.notImage';
  if (!RECEIPT_TYPES.has(file.type)) return 'deposit.receipt.format';
  if (file.size > RECEIPT_MAX_BYTES) return 'deposit.receipt.tooLarge';
  return null;
}

/** An i18n key when the transfer's reference (as the bank printed it) may not be sent, else null. */
export function referenceError(reference: string): string | null {
  const trimmed = reference.trim();
  if (trimmed === '') return 'deposit.receipt.referenceRequired';
  return new RegExp(TRANSFER_REFERENCE_PATTERN).test(trimmed) ? null : 'deposit.receipt.referenceInvalid';
}
