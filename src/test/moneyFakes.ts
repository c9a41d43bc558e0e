import type {
  DepositBank,
  DepositChannel,
  DepositChannels,
  DepositOrder,
  DepositPromotion,
  MemberTransaction,
  PayoutAccount,
  PayoutBank,
  Withdrawal,
  WithdrawSettings,
} from '../api';

// Money as the server answers it: the wallet, deposit channels and orders, withdrawals, payout accounts, the history.

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
