import { describe, expect, it, vi } from 'vitest';
import { imageFileError, placeFiles, prepareImage } from './kycImages';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('KYC photos before the upload (SPEC §5, §9)', () => {
  it('takes png and jpg images only', () => {
    expect(imageFileError(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileError(file('a.png', 'image/png'))).toBeNull();
    expect(imageFileError(file('a.webp', 'image/webp'))).toBe('kyc.upload.format');
    expect(imageFileError(file('a.pdf', 'application/pdf'))).toBe('kyc.upload.notImage');
    expect(imageFileError(file('a', ''))).toBe('kyc.upload.notImage');
  });

  it('holds what is sent, the compressed photo, to 5 MB', async () => {
    const big = file('big.jpg', 'image/jpeg', 8 * 1024 * 1024);
    const small = new Blob([new Uint8Array(400_000)], { type: 'image/jpeg' });
    expect(await prepareImage(big, async () => small)).toEqual({ image: small });
    expect(await prepareImage(big, async () => big)).toEqual({ error: 'kyc.upload.tooLarge' });
  });

  it('keeps the original when compression fails, and says so only in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const photo = file('a.jpg', 'image/jpeg');
    expect(await prepareImage(photo, async () => Promise.reject(new Error('no canvas')))).toEqual({ image: photo });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('puts several files into the opened slot, then the empty ones in order; never more than three', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => file(`${name}.jpg`, 'image/jpeg'));
    expect(placeFiles('idCardBack', [a!, b!], new Set())).toEqual({
      placed: [
        ['idCardBack', a],
        ['idCardFront', b],
      ],
      tooMany: false,
    });
    expect(placeFiles('idCardFront', [a!, b!, c!, d!], new Set()).tooMany).toBe(true);
    expect(placeFiles('idCardFront', [a!, b!], new Set(['idCardBack', 'idCardSelfie']))).toEqual({
      placed: [['idCardFront', a]],
      tooMany: true,
    });
  });
});
