import { RECEIPT_MAX_BYTES, TRANSFER_REFERENCE_PATTERN, type DepositOrder } from '../../../contracts/deposit';
import type { AppContext } from '../../app-context';
import { errors } from '../../http/app-error';
import { cleanImage } from '../../lib/images';
import type { MemberRow } from '../member/repository';
import { findDeposit, lockDeposit, saveReceipt } from './repository';
import { orderView, ownDeposit } from './service';

/** Enough for any phone screenshot or photo of a slip (a 12 MP camera is 4000x3000), and a bounded decode (about 64 MB). */
const MAX_PIXELS = 16_000_000;

/**
 * A receipt is checked by its content, never its name or declared type: it must be a JPEG, PNG or
 * WebP picture (server/lib/images.ts). It is stored re-encoded, which drops whatever else the file
 * carried (a photo's EXIF location, trailing bytes) and turns it the right way up.
 */
export async function cleanReceipt(bytes: Buffer): Promise<{ contentType: string; content: Buffer }> {
  if (bytes.length === 0 || bytes.length > RECEIPT_MAX_BYTES) throw errors.receiptInvalid('The receipt must be an image of at most 5 MB');
  const image = await cleanImage(bytes, { maxPixels: MAX_PIXELS });
  if (!image) throw errors.receiptInvalid('The receipt must be a JPEG, PNG or WebP image');
  return { contentType: image.contentType, content: image.content };
}

type Member = Pick<MemberRow, 'id' | 'merchant_code' | 'username'>;

/** Attaches a manual transfer's receipt and reference; the order then waits for the operator. */
export async function uploadReceipt(
  ctx: AppContext,
  member: Member,
  depositId: string,
  upload: { bytes: Buffer; reference: string },
): Promise<DepositOrder> {
  if (!new RegExp(TRANSFER_REFERENCE_PATTERN).test(upload.reference)) {
    throw errors.invalidInput('reference must be 4 to 40 letters, digits, spaces or hyphens');
  }
  const { id } = await ownDeposit(ctx, member, depositId);
  const receipt = await cleanReceipt(upload.bytes);
  // Checked again under the row's lock, so a cancel or an expiry at the same moment wins cleanly.
  await ctx.db.transaction(async (tx) => {
    const deposit = (await lockDeposit(tx, id))!;
    if (deposit.flow !== 'manual' || !['pending', 'reviewing'].includes(deposit.status)) throw errors.depositNotPending(deposit.status);
    if (deposit.expiresAt && deposit.expiresAt.getTime() < Date.now()) throw errors.depositExpired();
    await saveReceipt(tx, id, receipt.contentType, receipt.content, upload.reference.trim());
  });
  return orderView((await findDeposit(ctx.db, id))!);
}
