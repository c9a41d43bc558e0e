/**
 * Customer-service links of type '3' (SPEC §7: "paths decrypted with their last 8 characters as
 * the key"). A sealed path is `base64url(iv ‖ AES-256-GCM(path)) + key`: `key` is 8 characters
 * from the base64url alphabet, the AES key is SHA-256 of their UTF-8 bytes, the IV the first 12
 * bytes of SHA-256(key + path), the GCM tag 128 bits, no additional data. The key travels with the
 * text, so this hides a link from a casual look at the answer and proves it arrived whole; it
 * keeps no secret. Unless given, the key is the first 6 bytes of SHA-256(path) in base64url, so a
 * path always seals to the same text and the settings answer stays the same from one call to the
 * next (the page carries a copy of it). An IV repeats only with the same key and path, that is
 * with the same text.
 * AES-GCM because WebCrypto has it in the browser, Electron and Node alike (DES and AES-ECB,
 * which such schemes often used, are not in WebCrypto), and because a damaged or wrong text then
 * fails its tag instead of decoding into a wrong link.
 *
 * Plain WebCrypto and no imports, like encrypt-body.ts: the server seals, the renderer opens.
 */

/** The customer-service entry type whose path travels sealed. */
export const SEALED_LINK_TYPE = '3';
const KEY_LENGTH = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sha256 = async (text: string) => new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

async function aesKey(key: string, usage: 'encrypt' | 'decrypt') {
  return globalThis.crypto.subtle.importKey('raw', await sha256(key), 'AES-GCM', false, [usage]);
}

/** Seals `path` under `key` (8 base64url characters), by default one derived from the path. */
export async function sealLinkPath(path: string, key?: string): Promise<string> {
  if (path === '') throw new Error('an empty path has nothing to seal');
  key ??= toBase64Url((await sha256(path)).slice(0, 6));
  if (key.length !== KEY_LENGTH || !BASE64URL.test(key)) throw new Error('the key must be 8 base64url characters');
  const iv = (await sha256(key + path)).slice(0, IV_BYTES);
  const data = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await aesKey(key, 'encrypt'),
    new TextEncoder().encode(path),
  );
  const sealed = new Uint8Array(IV_BYTES + data.byteLength);
  sealed.set(iv);
  sealed.set(new Uint8Array(data), IV_BYTES);
  return toBase64Url(sealed) + key;
}

/** The path inside a sealed text, or null for anything that is not one (too short, not base64url, damaged, wrong key). */
export async function openLinkPath(sealed: string): Promise<string | null> {
  const body = sealed.slice(0, -KEY_LENGTH);
  const key = sealed.slice(-KEY_LENGTH);
  if (!BASE64URL.test(sealed) || body.length === 0) return null;
  try {
    const bytes = fromBase64Url(body);
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
      await aesKey(key, 'decrypt'),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}
