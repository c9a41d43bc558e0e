import type { EncryptedBody, EncryptionKeyValue } from './account';

/**
 * The client half of the Encryption scheme (RSA-OAEP-256 + A256GCM), in plain WebCrypto so the
 * browser, Electron and Node (tests) share it. Free of imports but types: the renderer bundles it.
 */
const toBase64Url = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export function encryptionHeader(key: EncryptionKeyValue): string {
  return `${key.scheme}; keyId=${key.keyId}`;
}

export async function encryptBody(key: EncryptionKeyValue, body: unknown): Promise<EncryptedBody> {
  const { subtle } = globalThis.crypto;
  const rsa = await subtle.importKey(
    'jwk',
    { ...key.publicKey, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { key: toBase64Url(wrapped), iv: toBase64Url(iv), data: toBase64Url(data) };
}
