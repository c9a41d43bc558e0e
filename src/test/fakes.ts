import { vi } from 'vitest';
import type { Api } from '../api';
import { browserStorage } from '../platform/storage';
import { RootStore } from '../stores/RootStore';

export const SETTINGS = {
  merchantCode: 'pinoypf1',
  currency: 'PHP',
  currencySymbol: '₱',
  defaultLanguage: 'EN',
  languages: ['EN', 'TY'],
  directRegistration: true,
  mobileVerificationLogin: false,
  minimumAge: 21,
  appWindow: false,
  customerService: [] as { csType: string; title: string; path: string }[],
  resources: [] as { resourceType: string; url: string }[],
  socialLinks: {} as Record<string, string>,
};

/** GET /wps/member/info answering for an account of the given member type. */
export function memberInfoOf(type: number) {
  return vi.fn(async () => ({
    account: type === 0 ? 'demo' : 'guest123',
    nickname: null,
    type,
    currency: 'PHP',
    currencySymbol: '₱',
    firstTimeLogin: false,
  }));
}

/** A stand-in for the api module: every call resolves like the demo server unless overridden. */
export function fakeApi(overrides: Partial<{ [K in keyof Api]: Partial<Api[K]> }> = {}): Api {
  const api: Api = {
    system: {
      status: vi.fn(async () => ({
        status: 0 as const,
        maintenance: false,
        regionRestriction: false,
        location: { ip: '127.0.0.1' },
        info: { mainDomain: '', mobileTemplate: { mem_cen: '0', dep_func: '0' }, imageCDNs: [], register: true },
      })),
      settings: vi.fn(async () => SETTINGS),
    },
    session: {
      login: vi.fn(async ({ username }) => ({ token: 'tok', userName: username, type: 0, firstTimeLogin: false })),
      loginFreePlay: vi.fn(async () => ({ token: 'trial-tok', userName: 'guest123', customerType: 4 })),
      logout: vi.fn(async () => null),
    },
    member: { info: memberInfoOf(0) },
    wallet: {
      gcs: vi.fn(async () => ({ currency: 'PHP', currencySymbol: '₱', sumBalance: 1_000_000 })),
    },
  };
  for (const domain of Object.keys(overrides) as (keyof Api)[]) {
    Object.assign(api[domain], overrides[domain]);
  }
  return api;
}

export function makeStore(api: Api = fakeApi()): RootStore {
  return new RootStore({ storage: browserStorage(), api });
}

/** A store that already holds a session of the given member type. */
export function loggedInStore(type = 0, api: Api = fakeApi({ member: { info: memberInfoOf(type) } })): RootStore {
  window.sessionStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 'tok', merchantCode: 'pinoypf1', userName: 'demo', type, firstTimeLogin: false }),
  );
  return makeStore(api);
}
