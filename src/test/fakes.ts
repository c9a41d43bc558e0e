import { vi } from 'vitest';
import type { Game, VendorEntry } from '../../contracts/games';
import type { EncryptedBody, EncryptionKeyValue, LoginRequest, RegisterSettingsValue } from '../../contracts/account';
import type {
  Announcement,
  Api,
  DepositBank,
  DepositChannel,
  DepositChannels,
  DepositOrder,
  DepositPromotion,
  DropdownList,
  IdVerification,
  KycMenuGroup,
  MemberTransaction,
  PayoutAccount,
  PayoutBank,
  Winner,
  Withdrawal,
  WithdrawSettings,
} from '../api';
import type { WhitelabelFlag } from '../../contracts/system';
import type { HumanCheckProvider } from '../platform/humanCheck';
import { webRememberedLogin, type KeyVault } from '../platform/rememberedLogin';
import { browserStorage } from '../platform/storage';
import { RootStore } from '../stores/RootStore';
import { fakeSecurityApi } from './securityFakes';
import { fakeProtectionApi } from './protectionFakes';
import { fakePromotionsApi } from './promotionsFakes';
import { fakeAgentApi } from './agentFakes';

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

/** A catalogue game as the server answers it; slots by the first vendor unless overridden. */
export function gameOf(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    gameId: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameType: 'RNG',
    vassalage: 'BAYANI',
    vendor: 'Bayani Gaming',
    gameCode: `G${nodeId}`,
    gameGroupId: null,
    lottoMode: null,
    gameClassifyNew: null,
    iconUrl: `/wps/game/icon/${nodeId}.svg`,
    showIcon: `/wps/game/icon/${nodeId}.svg`,
    mobileLargeIcon: `/wps/game/icon/${nodeId}.svg`,
    supportPlay: true,
    isNew: false,
    minBet: 100,
    ...overrides,
  };
}

export const gamesOf = (count: number, from = 1, overrides: Partial<Game> = {}): Game[] =>
  Array.from({ length: count }, (_, i) => gameOf(from + i, overrides));

export const VENDORS: VendorEntry[] = [
  { vassalage: 'BAYANI', accountTypeName: 'Bayani Gaming', gameType: 'FISH', gameCount: 10 },
  { vassalage: 'BAYANI', accountTypeName: 'Bayani Gaming', gameType: 'RNG', gameCount: 80 },
  { vassalage: 'ISLA', accountTypeName: 'Isla Slots', gameType: 'RNG', gameCount: 75 },
  { vassalage: 'BITUIN', accountTypeName: 'Bituin Live', gameType: 'LIVE', gameCount: 45 },
];

export const CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'POKER', 'COCKFIGHT', 'LOTT', 'ELOTT', 'PROMO'].map(
  (gameCategory, i) => ({
    gameCategory,
    sort: i + 1,
  }),
);

/** An announcement as the server answers it: a home banner unless overridden. */
export function announcementOf(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    announcementId: id,
    type: 'B',
    groupName: 'm_home',
    title: `Banner ${id}`,
    content: `Content ${id}`,
    url: `/wps/banner/${id}.svg`,
    linkUrl: null,
    read: false,
    ...overrides,
  };
}

/** A winner-board entry: ₱1,234.50 won on a catalogue game. */
export function winnerOf(nodeId: number, overrides: Partial<Winner> = {}): Winner {
  return {
    customerName: `p***${nodeId}`,
    winAmount: 123_450,
    gameName: `Game ${nodeId}`,
    nodeId,
    gameId: `G${nodeId}`,
    vendor: 'BAYANI',
    iconUrl: `/wps/game/icon/${nodeId}.svg`,
    wonAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /wps/wallets/gcs: all of it cash unless said otherwise. */
export function walletOf(sumBalance: number, balances: Partial<{ cash: number; bonus: number; held: number }> = {}) {
  return {
    currency: 'PHP',
    currencySymbol: '₱',
    sumBalance,
    balances: { cash: sumBalance, bonus: 0, held: 0, ...balances },
    turnoverLeft: 0,
  };
}

const P = 100;
const everywhere = { webSupported: true, mobileSupported: true, isNative: false, device: 'all' } as const;
const bankOf = (bankCode: string, bankName: string): DepositBank => ({ bankCode, bankName, ...everywhere });

/** A deposit channel: a gateway e-wallet unless overridden (₱100 to ₱50,000, presets ₱100 to ₱5,000). */
export function channelOf(channelId: number, overrides: Partial<DepositChannel> = {}): DepositChannel {
  return {
    channelId,
    channelName: `Channel ${channelId}`,
    bankType: 'WT',
    bankCode: `C${channelId}`,
    vendorId: channelId,
    flow: 'gateway',
    min: 100 * P,
    max: 50_000 * P,
    fixAmounts: [100, 500, 1000, 5000].map((p) => p * P),
    banks: [bankOf(overrides.bankCode ?? `C${channelId}`, overrides.channelName ?? `Channel ${channelId}`)],
    ...overrides,
  };
}

/** The sandbox's channels: GCash and Maya, QR Ph, online banking with three banks, bank transfer (manual) and Bitcoin. */
export const DEPOSIT_CHANNELS: DepositChannels = [
  {
    bankType: 'WT',
    channels: [
      channelOf(101, { channelName: 'GCash', bankCode: 'GCASH', vendorId: 7 }),
      channelOf(102, { channelName: 'Maya', bankCode: 'PAYMAYA', vendorId: 7, fixAmounts: [100, 300, 500].map((p) => p * P) }),
    ],
  },
  { bankType: 'QPQR', channels: [channelOf(201, { bankType: 'QPQR', channelName: 'QR Ph', bankCode: 'QRPH', vendorId: 7 })] },
  {
    bankType: 'EPT',
    channels: [
      channelOf(301, {
        bankType: 'EPT',
        channelName: 'Online banking',
        bankCode: 'DOB',
        vendorId: 7,
        min: 500 * P,
        max: 100_000 * P,
        banks: [bankOf('BPI', 'BPI Online'), bankOf('UBP', 'UnionBank Online')],
      }),
    ],
  },
  {
    bankType: 'MT',
    channels: [
      channelOf(401, {
        bankType: 'MT',
        channelName: 'Bank transfer',
        bankCode: 'BANK',
        vendorId: 9,
        flow: 'manual',
        min: 500 * P,
        max: 500_000 * P,
        banks: [bankOf('BDO', 'BDO Unibank'), bankOf('BPI', 'BPI')],
      }),
    ],
  },
  {
    bankType: 'BTC',
    channels: [channelOf(501, { bankType: 'BTC', channelName: 'Bitcoin', bankCode: 'BTC', vendorId: 11, flow: 'crypto', min: 1000 * P })],
  },
];

/** Deposit promotions: one from ₱500 (10%), one from ₱1,000 (20%), and one not for deposits (minDeposit -1). */
export const DEPOSIT_PROMOTIONS: DepositPromotion[] = [
  { promotionId: 1, title: 'Welcome 10%', minDeposit: 500 * P, bonusPercent: 10, maxBonus: 1000 * P, turnoverMultiplier: 5 },
  { promotionId: 2, title: 'Big reload 20%', minDeposit: 1000 * P, bonusPercent: 20, maxBonus: 2000 * P, turnoverMultiplier: 8 },
  { promotionId: 3, title: 'Cashback only', minDeposit: -1, bonusPercent: 5, maxBonus: 500 * P, turnoverMultiplier: 1 },
];

/** A deposit order: a pending GCash gateway order of ₱500 unless overridden. */
export function depositOrderOf(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    depositId: 'D1',
    status: 'pending',
    flow: 'gateway',
    bankType: 'WT',
    bankCode: 'GCASH',
    channelName: 'GCash',
    amount: 500 * P,
    bonusAmount: 0,
    promotionTitle: null,
    reference: 'K7M2Q9XA4B',
    createdAt: '2026-05-09T10:15:00.000Z',
    expiresAt: null,
    checkoutUrl: 'https://pay.example/checkout/cs_1',
    payee: null,
    crypto: null,
    receiptUploaded: false,
    reason: null,
    ...overrides,
  };
}

/** Withdraw settings: a verified player with a payment password and ₱10,000.00 to withdraw (₱100 to ₱100,000 a request). */
export function withdrawSettingsOf(overrides: Partial<WithdrawSettings> = {}): WithdrawSettings {
  return {
    min: 100 * P,
    max: 100_000 * P,
    withdrawable: 10_000 * P,
    turnoverLeft: 0,
    kycStatus: 'verified',
    paymentPasswordSet: true,
    ...overrides,
  };
}

/** The server's bindable banks and e-wallets (BINDCARD3), a few of them. */
export const PAYOUT_BANKS: PayoutBank[] = [
  { bankCode: 'GCASH', bankName: 'GCash', kind: 'ewallet', accountPattern: '^09[0-9]{9}$' },
  { bankCode: 'PAYMAYA', bankName: 'Maya', kind: 'ewallet', accountPattern: '^09[0-9]{9}$' },
  { bankCode: 'BDO', bankName: 'BDO Unibank', kind: 'bank', accountPattern: '^[0-9]{10,12}$' },
  { bankCode: 'BPI', bankName: 'BPI', kind: 'bank', accountPattern: '^[0-9]{10}$' },
];

/** A bound payout account: the demo player's GCash unless overridden. */
export function payoutAccountOf(overrides: Partial<PayoutAccount> = {}): PayoutAccount {
  return {
    accountId: 1,
    kind: 'ewallet',
    bankCode: 'GCASH',
    bankName: 'GCash',
    accountName: 'Juan Dela Cruz',
    accountNumberMasked: '•••• 4567',
    ...overrides,
  };
}

/** A withdrawal: ₱1,000.00 to the GCash account, pending, unless overridden. */
export function withdrawalOf(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    withdrawalId: 'W1',
    status: 'pending',
    amount: 1000 * P,
    reference: 'W7KQ2M9XA',
    account: payoutAccountOf(),
    reason: null,
    createdAt: '2026-05-09T10:15:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/** A movement of the transaction history: a ₱100.00 bet unless overridden. */
export function transactionOf(n: number, overrides: Partial<MemberTransaction> = {}): MemberTransaction {
  return {
    transactionId: `T${n}`,
    txCode: 'bet',
    amount: -100 * P,
    balanceAfter: 9_900 * P,
    time: '2026-05-09T10:15:00.000Z',
    ...overrides,
  };
}

/** The security config's idVerification: an approved player unless overridden (so home's KYC popup stays away). */
export function verificationOf(overrides: Partial<IdVerification> = {}): IdVerification {
  return {
    enabled: true,
    isComplete: true,
    status: 'A',
    state: 'approved',
    personalInfoDone: true,
    canSubmit: false,
    rejection: null,
    submittedAt: '2026-05-01T02:00:00.000Z',
    decidedAt: '2026-05-01T03:00:00.000Z',
    validUntil: null,
    personalInfo: null,
    ...overrides,
  };
}

/** A player who has not started verification: what makes home's KYC popup show (SPEC §4). */
export const NOT_STARTED = {
  isComplete: false,
  status: 'N',
  state: 'not_started',
  personalInfoDone: false,
  canSubmit: true,
  submittedAt: null,
  decidedAt: null,
} as const satisfies Partial<IdVerification>;

/** A few items of each KYC reference list (the server serves the full ones). */
export const KYC_LISTS: Record<KycMenuGroup, DropdownList> = {
  gamingvenue: [
    { value: 'NCR', label: 'National Capital Region' },
    { value: 'VII', label: 'Central Visayas' },
  ],
  idType: [
    { value: 1, label: 'Passport' },
    { value: 2, label: "Driver's License" },
  ],
  idTypeLong: [
    { value: 1, label: 'Passport' },
    { value: 2, label: "Driver's License" },
    { value: 12, label: 'National ID' },
  ],
  sourceOfIncome: [
    { value: 1, label: 'Employed' },
    { value: 2, label: 'Self employed' },
  ],
  sourceOfIncomeLong: [
    { value: 1, label: 'Employed' },
    { value: 2, label: 'Self employed' },
    { value: 5, label: 'Remittance' },
  ],
  occupation: [
    { value: 6, label: 'Professionals' },
    { value: 11, label: 'Sales workers' },
  ],
  nationality: [
    { value: 'Philippines', label: 'Philippines' },
    { value: 'Japan', label: 'Japan' },
  ],
};

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
    member: { info: memberInfoOf(0) },
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
      detail: vi.fn(async (orderId: string) => ({ orderId, lines: [], roundPage: null, slip: null })),
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
