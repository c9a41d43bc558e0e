import type { LoginType } from '../../contracts/account';

/** The remembered login of SPEC §3. It holds a password, so it is never stored readable. */
export interface RememberedLogin {
  type: LoginType;
  username: string;
  password: string;
  countryDialingCode: string;
}

export interface RememberedLoginStore {
  load(): Promise<RememberedLogin | null>;
  save(record: RememberedLogin): Promise<void>;
  forget(): Promise<void>;
}

const KEY = 'rememberedLogin';

/** Where the web variant keeps its AES key: a CryptoKey that script can use but never read. */
export interface KeyVault {
  get(): Promise<CryptoKey | null>;
  put(key: CryptoKey): Promise<void>;
  remove(): Promise<void>;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function parse(text: string | null): RememberedLogin | null {
  if (!text) return null;
  try {
    const record = JSON.parse(text) as Partial<RememberedLogin>;
    return typeof record.username === 'string' && typeof record.password === 'string' ? (record as RememberedLogin) : null;
  } catch {
    return null;
  }
}

/** Electron: the main process encrypts it with the OS keychain (safeStorage). */
export function bridgeRememberedLogin(bridge: NonNullable<Window['platform']>): RememberedLoginStore {
  return {
    load: async () => parse(await bridge.secureGet(KEY)),
    save: (record) => bridge.secureSet(KEY, JSON.stringify(record)),
    forget: () => bridge.secureDelete(KEY),
  };
}

/**
 * Browser: AES-GCM with a key generated non-extractable and kept in IndexedDB; only the
 * ciphertext goes to localStorage. A copied localStorage is useless without this browser's key.
 */
export function webRememberedLogin(vault: KeyVault, storage: Storage = window.localStorage): RememberedLoginStore {
  const { subtle } = globalThis.crypto;
  return {
    async load() {
      const stored = storage.getItem(KEY);
      const key = stored ? await vault.get() : null;
      if (!stored || !key) return null;
      try {
        const { iv, data } = JSON.parse(stored) as { iv: string; data: string };
        const plain = await subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(data));
        return parse(new TextDecoder().decode(plain));
      } catch {
        return null;
      }
    },
    async save(record) {
      let key = await vault.get();
      if (!key) {
        key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
        await vault.put(key);
      }
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
      const data = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(record)));
      storage.setItem(KEY, JSON.stringify({ iv: toBase64(iv), data: toBase64(new Uint8Array(data)) }));
    },
    async forget() {
      storage.removeItem(KEY);
      await vault.remove();
    },
  };
}

/** One IndexedDB store holding the one key (CryptoKey objects are structured-cloneable). */
export function indexedDbKeyVault(dbName = 'pinoy-play-keys'): KeyVault {
  const STORE = 'keys';
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    });
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = act(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    } finally {
      db.close();
    }
  };
  return {
    get: async () => (await run<CryptoKey | undefined>('readonly', (store) => store.get(KEY))) ?? null,
    put: async (key) => {
      await run('readwrite', (store) => store.put(key, KEY));
    },
    remove: async () => {
      await run('readwrite', (store) => store.delete(KEY));
    },
  };
}

/** The store for where the app runs: the Electron bridge, else the browser's encrypted one. */
export function rememberedLoginStore(): RememberedLoginStore {
  return window.platform ? bridgeRememberedLogin(window.platform) : webRememberedLogin(indexedDbKeyVault());
}
