import { describe, expect, it } from 'vitest';
import { createSecureStore, EncryptionUnavailableError, type Backing, type SafeStorageLike } from './secure-store';

/** A reversible fake cipher, so tests can tell ciphertext from plaintext. */
function fakeSafeStorage(patch: Partial<SafeStorageLike> = {}): SafeStorageLike {
  return {
    isEncryptionAvailable: () => true,
    encryptString: (text) => Buffer.from(Buffer.from(`enc:${text}`).map((b) => b ^ 0x5a)),
    decryptString: (buf) => {
      const text = Buffer.from(buf.map((b) => b ^ 0x5a)).toString();
      if (!text.startsWith('enc:')) throw new Error('bad ciphertext');
      return text.slice(4);
    },
    ...patch,
  };
}

function memoryBacking(): Backing & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: (k) => data.get(k), set: (k, v) => void data.set(k, v), delete: (k) => void data.delete(k) };
}

describe('createSecureStore', () => {
  it('round-trips values and never stores plaintext', () => {
    const backing = memoryBacking();
    const store = createSecureStore(fakeSafeStorage(), backing, 'darwin');
    store.set('session', 'token-123');
    expect(store.get('session')).toBe('token-123');
    expect(String(backing.data.get('session'))).not.toContain('token-123');
  });

  it('returns null for missing keys and forgets deleted ones', () => {
    const store = createSecureStore(fakeSafeStorage(), memoryBacking(), 'win32');
    expect(store.get('theme')).toBeNull();
    store.set('theme', 'dark');
    store.delete('theme');
    expect(store.get('theme')).toBeNull();
  });

  it('refuses to store when encryption is unavailable', () => {
    const backing = memoryBacking();
    const store = createSecureStore(fakeSafeStorage({ isEncryptionAvailable: () => false }), backing, 'win32');
    expect(() => store.set('session', 'token')).toThrow(EncryptionUnavailableError);
    expect(backing.data.size).toBe(0);
  });

  it("treats Linux's basic_text backend as no encryption", () => {
    const safe = fakeSafeStorage({ getSelectedStorageBackend: () => 'basic_text' });
    expect(() => createSecureStore(safe, memoryBacking(), 'linux').set('session', 't')).toThrow(EncryptionUnavailableError);
    const keyring = fakeSafeStorage({ getSelectedStorageBackend: () => 'gnome_libsecret' });
    expect(() => createSecureStore(keyring, memoryBacking(), 'linux').set('session', 't')).not.toThrow();
  });

  it('drops a value that can no longer be decrypted', () => {
    const backing = memoryBacking();
    backing.data.set('session', Buffer.from('garbage').toString('base64'));
    const store = createSecureStore(fakeSafeStorage(), backing, 'darwin');
    expect(store.get('session')).toBeNull();
    expect(backing.data.has('session')).toBe(false);
  });
});
