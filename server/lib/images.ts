import sharp from 'sharp';

/** The picture formats the platform takes from people (a receipt, a banner), by their MIME type. */
export const IMAGE_TYPES = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageFormat = keyof typeof IMAGE_TYPES;

/** The format a file's first bytes announce (PNG, JPEG or WebP), whatever its name or declared type says. */
export function imageFormatOf(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * An uploaded picture checked by its content and stored re-encoded: its first bytes must name a
 * format we take and sharp must read it as that format, within `maxPixels` (a bounded decode).
 * Re-encoding drops whatever else the file carried (a photo's EXIF location, trailing bytes) and
 * turns it the right way up; `maxWidth` scales a larger one down, `square` cuts it to a square of
 * that side. Null when it is not such a
 * picture (each caller says so in its own words).
 */
export async function cleanImage(
  bytes: Buffer,
  { maxPixels, maxWidth, square }: { maxPixels: number; maxWidth?: number; square?: number },
): Promise<{ format: ImageFormat; contentType: string; content: Buffer } | null> {
  const announced = imageFormatOf(bytes);
  if (!announced) return null;
  try {
    const meta = await sharp(bytes, { limitInputPixels: maxPixels }).metadata();
    if (meta.format !== announced) return null;
    let image = sharp(bytes, { limitInputPixels: maxPixels }).rotate();
    if (maxWidth) image = image.resize({ width: maxWidth, withoutEnlargement: true });
    // A square of that side, cut from the middle (a profile picture), whatever the shape sent.
    if (square) image = image.resize({ width: square, height: square, fit: 'cover' });
    const content = await image.toFormat(announced).toBuffer();
    return { format: announced, contentType: IMAGE_TYPES[announced], content };
  } catch {
    return null;
  }
}
