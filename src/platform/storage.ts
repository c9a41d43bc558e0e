/**
 * Typed wrappers over Web Storage. The keys are the spec's (SPEC §3): session data lives in
 * sessionStorage so it ends with the browser session; preferences (theme, hide-balance,
 * language, auto-login) live in localStorage so they survive it.
 */
export const SESSION_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  trialName: 'trialName',
  memberInfo: 'memberInfo',
  /** The terms overlay was accepted in this browser session (SPEC "Terms-agreement overlay"). */
  agreeTerms: 'agreeTerms',
  /** SPEC §4 KYC popup: the player chose 'verify later', and the ID photos went up (both hold the account's name). */
  kycVerifyLater: 'kycVerifyLater',
  kycUploaded: 'kycUploaded',
} as const;

export const LOCAL_KEYS = {
  theme: 'theme',
  hideBalance: 'hideBalance',
  language: 'language',
  autoLogin: 'autoLogin',
  /** The home jackpot counter, so it continues from where it was (SPEC §4). */
  jackpot: 'jackpot',
  /** Search popup history, most recent first. */
  searchHistory: 'searchHistory',
} as const;

export interface KeyValueStore {
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  clear(): void;
}

/** Values are stored as JSON; a corrupt or foreign value reads as absent instead of crashing boot. */
export function createKeyValueStore(backend: Storage): KeyValueStore {
  return {
    get<T>(key: string): T | null {
      const raw = backend.getItem(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    set(key, value) {
      backend.setItem(key, JSON.stringify(value));
    },
    remove(key) {
      backend.removeItem(key);
    },
    clear() {
      backend.clear();
    },
  };
}

export interface AppStorage {
  session: KeyValueStore;
  local: KeyValueStore;
}

export function browserStorage(): AppStorage {
  return {
    session: createKeyValueStore(window.sessionStorage),
    local: createKeyValueStore(window.localStorage),
  };
}
