import ElectronStore from 'electron-store';
import type { Backing } from './secure-store';

/**
 * Ciphertext on disk in <userData>/secure.json. Dot notation is off so a key is always one
 * flat property, never a path into nested objects.
 */
export function electronStoreBacking(): Backing {
  const store = new ElectronStore<Record<string, string>>({ name: 'secure', accessPropertiesByDotNotation: false });
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  };
}
