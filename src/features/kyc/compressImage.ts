import Compressor from 'compressorjs';

/**
 * Re-encodes a photo in the browser at `quality` (0.6, SPEC §9) with compressorjs: a phone's 4 to 8 MB
 * camera shot becomes a few hundred KB, and the canvas drops the EXIF block (GPS position, camera)
 * before anything leaves the phone. PNG stays PNG (JPEG beyond compressorjs's 5 MB convertSize);
 * when the result would be larger than the original, the original is kept (compressorjs `strict`).
 */
export function compressImage(file: File, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    new Compressor(file, { quality, success: resolve, error: reject });
  });
}
