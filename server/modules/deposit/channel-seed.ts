import { DEPOSIT_TYPES, DEPOSIT_PROMOTION_CODE, type DepositType } from '../../../contracts/deposit';
import type { Queryable } from '../../db/types';
import type { ConfiguredBank } from './repository';

const P = 100; // centavos per peso
const everywhere = { webSupported: true, mobileSupported: true, isNative: false, device: 'all' } as const;
const bank = (bankCode: string, bankName: string, more: Partial<ConfiguredBank> = {}): ConfiguredBank => ({
  bankCode,
  bankName,
  ...everywhere,
  ...more,
});

interface SeedChannel {
  channelId: number;
  bankType: DepositType;
  channelName: string;
  bankCode: string;
  flow: 'gateway' | 'manual' | 'crypto';
  method: string | null;
  min: number;
  max: number;
  fixAmounts: number[];
  banks: ConfiguredBank[];
  enabled: boolean;
}

const EWALLET_PRESETS = [100, 300, 500, 1000, 3000, 5000].map((p) => p * P);
const payee = (bankName: string, accountNumber: string) => ({ bankName, accountName: 'Pinoy Play Gaming Corp.', accountNumber });

/**
 * What a licensed Philippine operator offers (README "Decisions"): GCash and Maya (e-wallets,
 * type WT), QR Ph (QPQR) and online banking (EPT) through the payment gateway; bank transfer by
 * InstaPay or PESONet with a receipt (MT); Bitcoin (BTC) and USDT on Ethereum (ETH). Every other
 * type the spec lists is configured and disabled.
 */
const ENABLED: SeedChannel[] = [
  {
    channelId: 101,
    bankType: 'WT',
    channelName: 'GCash',
    bankCode: 'GCASH',
    flow: 'gateway',
    method: 'gcash',
    min: 100 * P,
    max: 50_000 * P,
    fixAmounts: EWALLET_PRESETS,
    banks: [bank('GCASH', 'GCash')],
    enabled: true,
  },
  {
    channelId: 102,
    bankType: 'WT',
    channelName: 'Maya',
    bankCode: 'PAYMAYA',
    flow: 'gateway',
    method: 'paymaya',
    min: 100 * P,
    max: 50_000 * P,
    fixAmounts: EWALLET_PRESETS,
    banks: [bank('PAYMAYA', 'Maya')],
    enabled: true,
  },
  {
    channelId: 201,
    bankType: 'QPQR',
    channelName: 'QR Ph',
    bankCode: 'QRPH',
    flow: 'gateway',
    method: 'qrph',
    min: 100 * P,
    max: 50_000 * P,
    fixAmounts: [200, 500, 1000, 2000, 5000].map((p) => p * P),
    banks: [bank('QRPH', 'QR Ph (any bank or e-wallet app)')],
    enabled: true,
  },
  {
    channelId: 301,
    bankType: 'EPT',
    channelName: 'Online banking',
    bankCode: 'DOB',
    flow: 'gateway',
    method: 'dob',
    min: 500 * P,
    max: 100_000 * P,
    fixAmounts: [500, 1000, 5000, 10_000].map((p) => p * P),
    banks: [bank('BPI', 'BPI Online'), bank('UBP', 'UnionBank Online'), bank('LBP', 'LANDBANK iAccess', { mobileSupported: false })],
    enabled: true,
  },
  {
    channelId: 401,
    bankType: 'MT',
    channelName: 'Bank transfer (InstaPay / PESONet)',
    bankCode: 'BANK',
    flow: 'manual',
    method: null,
    min: 500 * P,
    max: 500_000 * P,
    fixAmounts: [1000, 5000, 10_000, 50_000].map((p) => p * P),
    banks: [
      bank('BDO', 'BDO Unibank', { payee: payee('BDO Unibank', '0012 3456 7890') }),
      bank('BPI', 'BPI', { payee: payee('BPI', '1234 5678 90') }),
      bank('MBTC', 'Metrobank', { payee: payee('Metrobank', '123 4 56789012 3') }),
      bank('GCASH', 'GCash (Send Money)', { payee: payee('GCash', '0917 000 1234') }),
    ],
    enabled: true,
  },
  {
    channelId: 501,
    bankType: 'BTC',
    channelName: 'Bitcoin',
    bankCode: 'BTC',
    flow: 'crypto',
    method: 'BTC',
    min: 1000 * P,
    max: 1_000_000 * P,
    fixAmounts: [1000, 5000, 10_000].map((p) => p * P),
    banks: [bank('BTC', 'Bitcoin')],
    enabled: true,
  },
  {
    channelId: 601,
    bankType: 'ETH',
    channelName: 'USDT (ERC-20)',
    bankCode: 'USDT',
    flow: 'crypto',
    method: 'USDT',
    min: 500 * P,
    max: 1_000_000 * P,
    fixAmounts: [500, 1000, 5000, 10_000].map((p) => p * P),
    banks: [bank('USDT', 'Tether USD')],
    enabled: true,
  },
];

/** The other types, configured but switched off until the operator has a provider for them. */
function disabledChannels(): SeedChannel[] {
  const used = new Set(ENABLED.map((c) => c.bankType));
  return DEPOSIT_TYPES.filter((t) => !used.has(t)).map((bankType, i) => ({
    channelId: 900 + i,
    bankType,
    channelName: bankType,
    bankCode: bankType,
    flow: 'gateway',
    method: null,
    min: 100 * P,
    max: 50_000 * P,
    fixAmounts: [],
    banks: [bank(bankType, bankType)],
    enabled: false,
  }));
}

const PROMOTIONS = [
  { id: 1, title: 'Welcome bonus: 100% up to ₱1,000', minDeposit: 200 * P, percent: 100, maxBonus: 1000 * P, turnover: 5, once: true },
  { id: 2, title: 'Reload bonus: 10% up to ₱500', minDeposit: 1000 * P, percent: 10, maxBonus: 500 * P, turnover: 3, once: false },
  // Not for deposits (minDeposit -1): the cashier never offers it (SPEC §4).
  { id: 3, title: 'Weekly cashback', minDeposit: -1, percent: 5, maxBonus: 2000 * P, turnover: 1, once: false },
];

/** Idempotent: existing rows are left as the operator may have changed them. */
export async function seedDepositChannels(db: Queryable, merchantCode: string): Promise<void> {
  const all = [...ENABLED, ...disabledChannels()];
  for (const [order, c] of all.entries()) {
    await db.query(
      `INSERT INTO deposit_channels (channel_id, merchant_code, bank_type, channel_name, bank_code, vendor_id, flow, method,
                                     min_amount, max_amount, fix_amounts, banks, enabled, sort_order)
       VALUES ($1, $2, $3, $4, $5, $1, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (channel_id) DO NOTHING`,
      [
        c.channelId,
        merchantCode,
        c.bankType,
        c.channelName,
        c.bankCode,
        c.flow,
        c.method,
        c.min,
        c.max,
        JSON.stringify(c.fixAmounts),
        JSON.stringify(c.banks),
        c.enabled,
        order,
      ],
    );
  }
  for (const p of PROMOTIONS) {
    await db.query(
      `INSERT INTO promotions (promotion_id, merchant_code, code, title, min_deposit, bonus_percent, max_bonus, turnover_multiplier,
                               once_per_player, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true) ON CONFLICT (promotion_id) DO NOTHING`,
      [p.id, merchantCode, DEPOSIT_PROMOTION_CODE, p.title, p.minDeposit, p.percent, p.maxBonus, p.turnover, p.once],
    );
  }
}
