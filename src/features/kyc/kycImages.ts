import {
  KYC_IMAGE_FIELDS,
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_QUALITY,
  KYC_IMAGE_TYPES,
  type KycImageField,
} from '../../../contracts/kyc-constants';

const IMAGE_TYPES: ReadonlySet<string> = new Set(KYC_IMAGE_TYPES);

/** An i18n key when a chosen file cannot be one of the photos (SPEC §5: image files, png/jpg), else null. */
export function imageFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'kyc.upload.notImage';
  if (!IMAGE_TYPES.has(file.type)) return 'kyc.upload.format';
  return null;
}

export type Prepared = { image: Blob; error?: never } | { error: string; image?: never };

/** compressorjs is fetched with the first photo picked: registration shows the slots, and most players pick none. */
const compressImage = (file: File) => import('./compressImage').then((module) => module.compressImage(file, KYC_IMAGE_QUALITY));

/**
 * A chosen file made ready to send: checked, compressed to quality 0.6, then held to 5 MB (what
 * is sent is what counts). A failed compression is only logged (SPEC §8): the original goes, and
 * the server, which reads the bytes, is the judge.
 */
export async function prepareImage(file: File, compress: (file: File) => Promise<Blob> = compressImage): Promise<Prepared> {
  const error = imageFileError(file);
  if (error) return { error };
  let image: Blob = file;
  try {
    image = await compress(file);
  } catch (failure) {
    console.error('KYC photo compression failed', failure);
  }
  return image.size > KYC_IMAGE_MAX_BYTES ? { error: 'kyc.upload.tooLarge' } : { image };
}

/**
 * Where several files chosen at once go: the first into the slot the player opened, the rest into
 * the empty slots in order (front, back, selfie). At most three photos (SPEC §9): files beyond the
 * free slots are refused with `tooMany`.
 */
export function placeFiles(
  slot: KycImageField,
  files: readonly File[],
  filled: ReadonlySet<KycImageField>,
): { placed: Array<[KycImageField, File]>; tooMany: boolean } {
  const free = KYC_IMAGE_FIELDS.filter((field) => field !== slot && !filled.has(field));
  const targets = [slot, ...free];
  const placed = files.slice(0, targets.length).map((file, i): [KycImageField, File] => [targets[i]!, file]);
  return { placed, tooMany: files.length > targets.length };
}
