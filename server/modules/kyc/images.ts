import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { KYC_IMAGE_MAX_BYTES, type KycImageField } from '../../../contracts/kyc';
import { kycErrors } from './errors';

/** A 48 MP phone photo (8000 x 6000) still decodes; a decompression bomb does not. */
const MAX_PIXELS = 50_000_000;
/** Enough to read every line of an ID and see a face; bigger photos are scaled down when re-encoded. */
const MAX_EDGE = 2560;

export interface CleanImage {
  contentType: 'image/jpeg' | 'image/png';
  content: Buffer;
  sha256: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Where a PNG's IEND chunk ends, walking the chunks by their lengths; -1 when the walk breaks
 * (a truncated file, a chunk of no valid type).
 */
function pngEnd(bytes: Buffer): number {
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || length > bytes.length) return -1;
    at += 12 + length;
    if (at > bytes.length) return -1;
    if (type === 'IEND') return at;
  }
  return -1;
}

/**
 * Where a JPEG's EOI marker ends: marker segments are skipped by their lengths (so a thumbnail
 * inside EXIF, with its own EOI, is passed over), entropy-coded data is scanned for the next
 * marker (0xFF00 stuffing and restart markers belong to the data); -1 when the walk breaks.
 */
function jpegEnd(bytes: Buffer): number {
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    let marker = bytes[at + 1]!;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && at + 2 < bytes.length) marker = bytes[++at + 1]!;
    if (marker === 0xd9) return at + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return -1;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return -1;
    at += 2 + length;
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the next marker that is not stuffing or a restart.
      while (at + 1 < bytes.length) {
        if (bytes[at] === 0xff) {
          const next = bytes[at + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        at++;
      }
    }
  }
  return -1;
}

/**
 * The format by the bytes themselves, never the name or the declared type: a PNG or JPEG that ends
 * exactly where its structure ends. Bytes after the end (a ZIP, a script, a second file: the usual
 * polyglot) or a structure cut short are refused.
 */
function sniff(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngEnd(bytes) === bytes.length ? 'png' : null;
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return jpegEnd(bytes) === bytes.length ? 'jpeg' : null;
  return null;
}

/**
 * One ID image as the platform keeps it: checked by its content (PNG or JPEG only, at most 5 MB,
 * whole, nothing appended), then decoded and re-encoded, which drops every metadata block (a
 * photo's EXIF GPS position, comments, embedded thumbnails), turns it the right way up and scales
 * it to at most 2560 px. A decode that meets a truncated or corrupt stream is refused.
 */
export async function cleanKycImage(field: KycImageField, bytes: Buffer): Promise<CleanImage> {
  if (bytes.length > KYC_IMAGE_MAX_BYTES) throw kycErrors.imageTooLarge(field);
  const format = sniff(bytes);
  if (!format) throw kycErrors.imageInvalid(field);
  let content: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    content = await (format === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch {
    throw kycErrors.imageInvalid(field);
  }
  return {
    contentType: format === 'png' ? 'image/png' : 'image/jpeg',
    content,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}
