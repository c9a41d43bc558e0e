import { vi } from 'vitest';
import type { EncryptedBody, EncryptionKeyValue, LoginRequest } from '../../contracts/account';
import type { Api } from '../api';
import type { HumanCheckProvider } from '../platform/humanCheck';
import type { KeyVault } from '../platform/rememberedLogin';

// Login's fakes: the server's half of login encryption, a key vault in memory, a human check that always passes.

/**
 * The server half of login encryption, for tests: an RSA key pair made once; the fake login
 * decrypts what the client sent, so tests see the LoginRequest and prove it went encrypted.
 */
let keyPair: Promise<CryptoKeyPair> | null = null;
const rsaKeys = () =>
  (keyPair ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  ));
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

export async function encryptionKeyValue(keyId = 'k1'): Promise<EncryptionKeyValue> {
  const jwk = await crypto.subtle.exportKey('jwk', (await rsaKeys()).publicKey);
  return { keyId, scheme: 'RSA-OAEP-256+A256GCM', publicKey: { kty: 'RSA', n: jwk.n!, e: jwk.e! } };
}

/** What the client encrypted: the body the server would read once it decrypted it. */
export async function decryptBody<T>(body: EncryptedBody): Promise<T> {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, (await rsaKeys()).privateKey, fromBase64Url(body.key));
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64Url(body.iv) }, aes, fromBase64Url(body.data));
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}

export const decryptLogin = (body: EncryptedBody): Promise<LoginRequest> => decryptBody<LoginRequest>(body);

/** The decrypted body of the n-th call of a fake api call whose first argument is an encrypted body. */
export function encryptedSent<T>(call: (body: EncryptedBody, ...rest: never[]) => unknown, n = 0): Promise<T> {
  const made = vi.mocked(call).mock.calls[n];
  if (!made) throw new Error(`no call #${n}`);
  return decryptBody<T>(made[0]);
}

/** The decrypted LoginRequest of the n-th login call. */
export function loginRequest(api: Api, n = 0): Promise<LoginRequest> {
  const call = vi.mocked(api.session.login).mock.calls[n];
  if (!call) throw new Error(`no login call #${n}`);
  return decryptLogin(call[0]);
}

/** An IndexedDB stand-in: it keeps the CryptoKey object itself, as IndexedDB would. */
export function memoryKeyVault(): KeyVault {
  let key: CryptoKey | null = null;
  return {
    get: async () => key,
    put: async (next) => {
      key = next;
    },
    remove: async () => {
      key = null;
    },
  };
}

export function fakeHumanCheck(): HumanCheckProvider {
  return { prepare: vi.fn(), proof: vi.fn(async () => 'proof') };
}
