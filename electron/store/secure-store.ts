import type { SecureStoreKey } from '../../contracts/platform-bridge';

/** The parts of Electron's `safeStorage` used here. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only in Electron; absent elsewhere. */
  getSelectedStorageBackend?(): string;
}

/** Where ciphertext lives: electron-store in the app, a Map in tests. */
export interface Backing {
  get(key: string): unknown;
  set(key: string, value: string): void;
  delete(key: string): void;
}

export interface SecureStore {
  get(key: SecureStoreKey): string | null;
  set(key: SecureStoreKey, value: string): void;
  delete(key: SecureStoreKey): void;
}

export class EncryptionUnavailableError extends Error {
  override name = 'EncryptionUnavailableError';
}

/**
 * Values are encrypted with safeStorage (OS keychain / DPAPI / libsecret) and stored as
 * base64. With no real encryption, the store refuses to write rather than keep secrets in
 * plain text: on Linux without a keyring safeStorage reports 'basic_text', a hard-coded key.
 */
export function createSecureStore(safeStorage: SafeStorageLike, backing: Backing, platform: string): SecureStore {
  const canEncrypt = () =>
    safeStorage.isEncryptionAvailable() && !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text');

  return {
    get(key) {
      const stored = backing.get(key);
      if (typeof stored !== 'string' || !canEncrypt()) return null;
      try {
        return safeStorage.decryptString(Buffer.from(stored, 'base64'));
      } catch {
        // The OS key changed (new user profile, restored disk): the value is unreadable for good.
        backing.delete(key);
        return null;
      }
    },
    set(key, value) {
      if (!canEncrypt()) throw new EncryptionUnavailableError('OS encryption is not available; refusing to store a secret');
      backing.set(key, safeStorage.encryptString(value).toString('base64'));
    },
    delete(key) {
      backing.delete(key);
    },
  };
}
