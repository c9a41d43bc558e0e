import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept at rest encrypted (AES-256-GCM), such as staff TOTP secrets: a copy of the
 * database alone does not give them away. The key is derived (HKDF-SHA256) from the server's
 * TOKEN_PEPPER with a label per purpose, so no new setting is needed and purposes never share a
 * key. Sealed text: `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string;
}

export function secretBox(pepper: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', pepper, 'secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
