import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { cleanKycImage } from './images';
import { photo } from './test-support';

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await cleanKycImage('idCardFront', bytes);
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'accepted';
}

/** A minimal ZIP (an empty archive: just its end record), the usual second half of a polyglot. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

describe('an ID image', () => {
  it('is kept re-encoded in its own format, without its metadata', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const original = await photo(format);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const clean = await cleanKycImage('idCardFront', original);
      expect(clean.contentType).toBe(format === 'jpeg' ? 'image/jpeg' : 'image/png');
      const meta = await sharp(clean.content).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(clean.content.includes('secret-camera-note')).toBe(false);
      expect(clean.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('is scaled down to 2560 px when larger', async () => {
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const meta = await sharp((await cleanKycImage('idCardBack', big)).content).metadata();
    expect([meta.width, meta.height]).toEqual([2560, 640]);
  });

  it('is judged by its bytes: text, HTML, a PDF, GIF and WebP are refused whatever they are called', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const bytes of [
      Buffer.from('just some text'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('%PDF-1.7\n'),
      gif,
      webp,
      Buffer.alloc(0),
    ]) {
      expect(await refusal(bytes)).toBe('KYC_IMAGE_INVALID');
    }
  });

  it('refuses polyglots: an image with a ZIP, a script or a second image after its end', async () => {
    const jpeg = await photo('jpeg');
    const png = await photo('png');
    expect(await refusal(Buffer.concat([jpeg, ZIP_END]))).toBe('KYC_IMAGE_INVALID');
    expect(await refusal(Buffer.concat([png, Buffer.from('<?php system($_GET[1]); ?>')]))).toBe('KYC_IMAGE_INVALID');
    expect(await refusal(Buffer.concat([jpeg, png]))).toBe('KYC_IMAGE_INVALID');
    expect(await refusal(Buffer.concat([jpeg, Buffer.from([0])]))).toBe('KYC_IMAGE_INVALID');
  });

  it('refuses a truncated image and a broken one', async () => {
    const jpeg = await photo('jpeg');
    const png = await photo('png');
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length * 0.7)))).toBe('KYC_IMAGE_INVALID');
    expect(await refusal(png.subarray(0, png.length - 12))).toBe('KYC_IMAGE_INVALID');
    // Whole in shape (it still ends with EOI) but its scan data cut: the decode must notice.
    const cut = Buffer.concat([jpeg.subarray(0, Math.floor(jpeg.length * 0.8)), Buffer.from([0xff, 0xd9])]);
    expect(await refusal(cut)).toBe('KYC_IMAGE_INVALID');
    // The PNG signature in front of anything else.
    expect(await refusal(Buffer.concat([png.subarray(0, 8), Buffer.from('not chunks at all, really not')]))).toBe('KYC_IMAGE_INVALID');
  });

  it('refuses more than 5 MB, even of a real image', async () => {
    const padded = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    (await photo('jpeg')).copy(padded);
    expect(await refusal(padded)).toBe('KYC_IMAGE_TOO_LARGE');
  });
});
