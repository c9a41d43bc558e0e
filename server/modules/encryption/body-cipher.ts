import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { ENCRYPTION_SCHEME, type EncryptedBody, type EncryptionKeyValue } from '../../../contracts/account';

/**
 * Sensitive bodies (login) travel encrypted as the spec asks (Encryption header): the client
 * makes a one-time AES-256-GCM key, encrypts the JSON with it, and wraps the key with the
 * server's RSA-OAEP (SHA-256) public key. TLS protects the wire; this keeps passwords out of
 * anything that terminates TLS before the platform (proxies, logging middleboxes).
 */
export interface BodyCipher {
  publicKey: EncryptionKeyValue;
  /** Parses `Encryption: <scheme>; keyId=<id>`; null when the header is absent. */
  parseHeader(header: string | undefined): { scheme: string; keyId: string } | null;
  decrypt(body: EncryptedBody): unknown;
}

export function bodyCipher(privateKeyPem?: string): BodyCipher {
  const privateKey: KeyObject = privateKeyPem
    ? createPrivateKey(privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { n: string; e: string };
  const keyId = createHash('sha256').update(jwk.n).digest('base64url').slice(0, 16);

  return {
    publicKey: { keyId, scheme: ENCRYPTION_SCHEME, publicKey: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256' } },
    parseHeader(header) {
      if (!header) return null;
      const match = /^\s*([A-Za-z0-9+-]+)\s*;\s*keyId=([A-Za-z0-9_-]{1,64})\s*$/.exec(header);
      return match ? { scheme: match[1]!, keyId: match[2]! } : { scheme: header, keyId: '' };
    },
    decrypt(body) {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(body.key, 'base64url'),
      );
      const iv = Buffer.from(body.iv, 'base64url');
      const sealed = Buffer.from(body.data, 'base64url');
      // WebCrypto appends the 16-byte GCM tag to the ciphertext.
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    },
  };
}
