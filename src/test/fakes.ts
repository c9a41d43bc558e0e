import { vi } from 'vitest';
import type { EncryptedBody, RegisterSettingsValue } from '../../contracts/account';
import type { Api, KycMenuGroup } from '../api';
import type { WhitelabelFlag } from '../../contracts/system';
import type { MemberInfoValue } from '../../contracts/session';
import { webRememberedLogin, type KeyVault } from '../platform/rememberedLogin';
import { browserStorage } from '../platform/storage';
import { RootStore } from '../stores/RootStore';
import { fakeSecurityApi } from './securityFakes';
import { fakeProtectionApi } from './protectionFakes';
import { fakePromotionsApi } from './promotionsFakes';
import { fakeAgentApi } from './agentFakes';
import { CATEGORIES, gamesOf, VENDORS } from './catalogueFakes';
import { KYC_LISTS, NOT_STARTED, verificationOf } from './kycFakes';
import { decryptBody, decryptLogin, encryptionKeyValue, fakeHumanCheck, memoryKeyVault } from './loginFakes';
import {
  DEPOSIT_CHANNELS,
  DEPOSIT_PROMOTIONS,
  depositOrderOf,
  PAYOUT_BANKS,
  payoutAccountOf,
  walletOf,
  withdrawalOf,
  withdrawSettingsOf,
} from './moneyFakes';

// The fixtures by area, for the tests that import everything from here.
export * from './catalogueFakes';
export * from './kycFakes';
export * from './loginFakes';
export * from './moneyFakes';

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

/** The seed's whitelabel flags (server/db/seed.ts): live chat (CBS3) on. */
export const WHITELABEL: Record<WhitelabelFlag, boolean> = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: true,
  MOBILENUMPASSREG3: true,
  MANDATORYKYC3: false,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  CBS3: true,
};

/** The seed's registration settings: both methods, SMS verification, passwords on mobile too. */
export const REGISTER_SETTINGS: RegisterSettingsValue = {
  enabled: true,
  usernameMethod: true,
  mobileMethod: true,
  smsVerification: true,
  mobilePassword: true,
  mandatoryKyc: false,
  minimumAge: 21,
  passwordMinLength: 8,
  passwordMaxLength: 64,
  fields: [
    {
      name: 'username',
      enabled: true,
      required: true,
      pattern: '^[A-Za-z][A-Za-z0-9_]{5,15}$',
      message: 'Account format is incorrect',
      maxLength: 16,
    },
    { name: 'password', enabled: true, required: true, pattern: '^\\S{8,64}$', message: 'Password format is incorrect', maxLength: 64 },
    { name: 'confirmPassword', enabled: true, required: true, pattern: null, message: 'Confirmation password not matched', maxLength: 64 },
    { name: 'mobileNum', enabled: true, required: true, pattern: '^[0-9]{6,20}$', message: 'The mobile num is not valid', maxLength: 20 },
    {
      name: 'birthday',
      enabled: true,
      required: true,
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      message: 'Invalid please put correct year',
      maxLength: 10,
    },
    {
      name: 'nickname',
      enabled: true,
      required: false,
      pattern: '^[\\p{L}\\p{N} ._-]{1,20}$',
      message: 'Name format is not valid',
      maxLength: 20,
    },
    {
      name: 'email',
      enabled: true,
      required: false,
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
      message: 'E-mail format is incorrect',
      maxLength: 254,
    },
    {
      name: 'affiliateCode',
      enabled: true,
      required: false,
      pattern: '^[A-Za-z0-9]{4,32}$',
      message: 'Invalid invitation code',
      maxLength: 32,
    },
    { name: 'captcha', enabled: true, required: true, pattern: '^[0-9]{1,6}$', message: 'Verification code error', maxLength: 6 },
  ],
};

/** GET /wps/member/info answering for an account of the given member type. */
export function memberInfoOf(type: number, icon: string | null = null) {
  return vi.fn(async (): Promise<MemberInfoValue> => ({
    account: type === 0 ? 'demo' : 'guest123',
    nickname: null,
    type,
    currency: 'PHP',
    currencySymbol: '₱',
    firstTimeLogin: false,
    icon,
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
      countries: vi.fn(async () => [
        { code: 'PH', name: 'Philippines', dialingCode: '63' },
        { code: 'SG', name: 'Singapore', dialingCode: '65' },
      ]),
      whitelabel: vi.fn(async () => ({ ...WHITELABEL })),
    },
    session: {
      encryptionKey: vi.fn(() => encryptionKeyValue()),
      login: vi.fn(async (body: EncryptedBody) => {
        const request = await decryptLogin(body);
        return { token: 'tok', userName: request.username || 'demo', type: 0, firstTimeLogin: false };
      }),
      loginFreePlay: vi.fn(async () => ({ token: 'trial-tok', userName: 'guest123', customerType: 4 })),
      logout: vi.fn(async () => null),
    },
    member: {
      info: memberInfoOf(0),
      icon: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })),
      setIcon: vi.fn(async () => ({ icon: '2026-11-28T01:00:00.000Z' })),
      removeIcon: vi.fn(async () => null),
    },
    wallet: {
      gcs: vi.fn(async () => walletOf(1_000_000)),
      txCodes: vi.fn(async () =>
        (['deposit', 'withdrawal', 'hold', 'release', 'bet', 'win', 'rollback', 'bonus', 'trial_credit', 'adjustment'] as const).map(
          (txCode) => ({ txCode }),
        ),
      ),
      transactions: vi.fn(async ({ pageNo = 1 }) => ({ list: [], pageNum: pageNo, totalPages: 0, totalCount: 0 })),
    },
    account: {
      registerSettings: vi.fn(async () => REGISTER_SETTINGS),
      checkUsername: vi.fn(async () => ({ available: true })),
      affiliate: vi.fn(async (code: string) => ({ code, valid: code === 'PINOY2026' })),
      register: vi.fn(async (_kind, body) => ({ token: 'tok', userName: body.username || 'mobile', type: 0, firstTimeLogin: false })),
      changePassword: vi.fn(async () => null),
      resetBySms: vi.fn(async () => null),
      requestEmailReset: vi.fn(async () => ({ expirationTime: Date.now() + 60_000 })),
      resetByEmail: vi.fn(async () => null),
    },
    captcha: {
      get: vi.fn(async () => ({ captchaId: `cap-${Math.random()}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' })),
    },
    verification: {
      challenge: vi.fn(async () => ({ parameters: {} })),
      smsRegister: vi.fn(async () => ({ expirationTime: Date.now() + 60_000 })),
      smsNoLogin: vi.fn(async () => ({ expirationTime: Date.now() + 60_000 })),
    },
    help: {
      topics: vi.fn(async () => []),
    },
    games: {
      vendorTypes: vi.fn(async () => ({ categories: CATEGORIES, vendors: VENDORS })),
      list: vi.fn(async (query) => {
        const pageNo = query.pageNo ?? 1;
        const pageSize = query.pageSize ?? 25;
        return { games: gamesOf(Math.min(pageSize, 3), (pageNo - 1) * pageSize + 1), pageNum: pageNo, totalPages: 1, totalCount: 3 };
      }),
      hot: vi.fn(async ({ pageSize }) => ({ list: gamesOf(pageSize, 101) })),
      favourites: vi.fn(async ({ pageNo }) => ({ content: [], pageNum: pageNo, totalPages: 0 })),
      addFavourite: vi.fn(async () => null),
      removeFavourite: vi.fn(async () => null),
      addRecent: vi.fn(async () => null),
      launch: vi.fn(async (body) =>
        'nodeId' in body
          ? {
              url: `http://localhost:8081/games/house-rng-${body.nodeId}?user=u1&currency=PHP&lang=en#token=game-tok`,
              gameName: `Game ${body.nodeId}`,
            }
          : {
              url: `http://localhost:8081/games/${body.code}?user=u1&currency=PHP&lang=en&vendor=TCG_SEA&type=ELOTT#token=game-tok`,
              gameName: 'TCG Lottery',
            },
      ),
      recent: vi.fn(async () => ({ list: [] })),
    },
    winners: {
      list: vi.fn(async () => ({ list: [] })),
    },
    records: {
      orders: vi.fn(async ({ pageNo }) => ({ list: [], pageNum: pageNo, totalPages: 0, totalCount: 0 })),
      detail: vi.fn(async (orderId: string) => ({ orderId, lines: [], roundPage: null, slip: null, cancellableUntil: null })),
      cancel: vi.fn(async (orderId: string) => ({ orderId, lines: [], roundPage: null, slip: null, cancellableUntil: null })),
    },
    referral: {
      info: vi.fn(async () => ({ code: 'K7PQ2M9X', link: 'http://localhost:8080/m/register?affiliateCode=K7PQ2M9X' })),
      players: vi.fn(async ({ pageNo = 1 }) => ({ list: [], pageNum: pageNo, totalPages: 0, totalCount: 0 })),
    },
    deposit: {
      channels: vi.fn(async () => DEPOSIT_CHANNELS),
      promotions: vi.fn(async () => DEPOSIT_PROMOTIONS),
      create: vi.fn(async (body) => depositOrderOf({ amount: body.amount, bankType: body.bankType, bankCode: body.bankCode })),
      order: vi.fn(async (depositId: string) => depositOrderOf({ depositId })),
      uploadReceipt: vi.fn(async (depositId: string) => depositOrderOf({ depositId, status: 'reviewing', receiptUploaded: true })),
      cancel: vi.fn(async (depositId: string) => depositOrderOf({ depositId, status: 'cancelled' })),
      records: vi.fn(async ({ pageNo = 1 }) => ({
        list: [],
        pageNum: pageNo,
        totalPages: 0,
        totalCount: 0,
        footer: { completedAmount: 0 },
      })),
    },
    security: fakeSecurityApi(),
    withdrawal: {
      settings: vi.fn(async () => withdrawSettingsOf()),
      withdraw: vi.fn(async (body: EncryptedBody) => {
        const { accountId, amount } = await decryptBody<{ accountId: number; amount: number }>(body);
        return withdrawalOf({ amount, account: payoutAccountOf({ accountId }) });
      }),
      records: vi.fn(async ({ pageNo = 1 }) => ({ list: [], pageNum: pageNo, totalPages: 0, totalCount: 0 })),
      banks: vi.fn(async () => PAYOUT_BANKS),
      accounts: vi.fn(async () => [payoutAccountOf()]),
      bindAccount: vi.fn(async (body: EncryptedBody) => {
        const { bankCode, accountName, accountNumber } = await decryptBody<{
          bankCode: string;
          accountName: string;
          accountNumber: string;
        }>(body);
        const bank = PAYOUT_BANKS.find((entry) => entry.bankCode === bankCode)!;
        return payoutAccountOf({ accountId: 2, ...bank, accountName, accountNumberMasked: `•••• ${accountNumber.slice(-4)}` });
      }),
    },
    announcements: {
      list: vi.fn(async () => ({ banners: [], player: [], popup: [], promotion: [] })),
      markRead: vi.fn(async () => null),
    },
    kyc: {
      config: vi.fn(async () => ({ info: { idVerification: verificationOf() } })),
      setPersonalInfo: vi.fn(async () => verificationOf({ ...NOT_STARTED, personalInfoDone: true })),
      uploadId: vi.fn(async () => verificationOf({ state: 'pending', status: 'P', isComplete: false, canSubmit: false })),
      dropdown: vi.fn(async (group: KycMenuGroup) => KYC_LISTS[group]),
    },
    protection: fakeProtectionApi(),
    promotions: fakePromotionsApi(),
    agent: fakeAgentApi(),
    inbox: {
      page: vi.fn(async (pageNo: number) => ({ list: [], pageNum: pageNo, totalPages: 0, totalCount: 0, unReadCount: 0 })),
      unreadCount: vi.fn(async () => ({ unReadCount: 0 })),
      markRead: vi.fn(async () => ({ unReadCount: 0 })),
      remove: vi.fn(async () => ({ unReadCount: 0 })),
    },
    chat: {
      launch: vi.fn(async () => ({ chatUrl: '/sandbox/chat?language=en#ticket=fake-ticket' })),
      unreadCount: vi.fn(async () => ({ unReadCount: 0 })),
    },
  };
  for (const domain of Object.keys(overrides) as (keyof Api)[]) {
    Object.assign(api[domain], overrides[domain]);
  }
  return api;
}

export function makeStore(api: Api = fakeApi(), vault: KeyVault = memoryKeyVault()): RootStore {
  return new RootStore({ storage: browserStorage(), api, humanCheck: fakeHumanCheck(), rememberedLogin: webRememberedLogin(vault) });
}

/** A store that already holds a session of the given member type. */
export function loggedInStore(type = 0, api: Api = fakeApi({ member: { info: memberInfoOf(type) } })): RootStore {
  window.sessionStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 'tok', merchantCode: 'pinoypf1', userName: 'demo', type, firstTimeLogin: false }),
  );
  return makeStore(api);
}
