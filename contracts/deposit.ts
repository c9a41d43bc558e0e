import { Type, type Static } from 'typebox';
import { DEPOSIT_PROMOTION_CODE } from './constants';
import { DAY_RANGE_PAGE_FIELDS } from './paging';

export { DEPOSIT_PROMOTION_CODE, RECEIPT_MAX_BYTES, TRANSFER_REFERENCE_PATTERN } from './constants';

/**
 * Deposits (SPEC §3, §7): channel lists keyed by channel type, promotions, orders and records.
 * Every amount is integer centavos. Paths are the platform's own (the spec does not show them):
 * GET /wps/deposit/channels, GET /wps/deposit/promotions, POST /wps/deposit/orders,
 * GET /wps/deposit/orders/:depositId, POST …/receipt, POST …/cancel, GET /wps/deposit/records.
 */
export const DEPOSIT_TYPES = [
  'MT',
  'MT2',
  'MT3',
  'EPT',
  'PG',
  'QQ',
  'QQWAP',
  'ALIPAY',
  'ALIWAP',
  'WECHAT',
  'WCWAP',
  'JD',
  'JDWAP',
  'UN',
  'UNWAP',
  'UNQR',
  'BTC',
  'ETH',
  'QPQR',
  'WRS',
  'AT',
  'WT',
] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];
const DepositTypeSchema = Type.Unsafe<DepositType>({ type: 'string', enum: [...DEPOSIT_TYPES] });

/**
 * How a channel's money arrives: through a payment gateway's hosted page (credited when the
 * provider confirms), by a manual transfer the operator checks against a receipt, or in crypto
 * to an address at a quoted rate.
 */
export const DEPOSIT_FLOWS = ['gateway', 'manual', 'crypto'] as const;
export type DepositFlow = (typeof DEPOSIT_FLOWS)[number];

/** Which devices a bank of a channel is offered on (SPEC §7: webSupported, mobileSupported, isNative, device). */
export const DEVICES = ['all', 'android', 'ios'] as const;
export type Device = (typeof DEVICES)[number];

export const DepositBank = Type.Object({
  bankCode: Type.String(),
  bankName: Type.String(),
  webSupported: Type.Boolean({ description: 'Offered on a desktop browser or the desktop shell' }),
  mobileSupported: Type.Boolean({ description: 'Offered on a phone' }),
  isNative: Type.Boolean({ description: 'Offered only inside an installed app (the shell or a home-screen app)' }),
  device: Type.Unsafe<Device>({ type: 'string', enum: [...DEVICES] }),
});
export type DepositBank = Static<typeof DepositBank>;

export const DepositChannel = Type.Object({
  channelId: Type.Integer(),
  channelName: Type.String({ description: 'What the player sees, e.g. GCash' }),
  bankType: DepositTypeSchema,
  bankCode: Type.String({ description: 'The channel’s own code; a channel with banks takes the chosen bank’s code instead' }),
  vendorId: Type.Integer(),
  flow: Type.Unsafe<DepositFlow>({ type: 'string', enum: [...DEPOSIT_FLOWS] }),
  min: Type.Integer({ description: 'Centavos' }),
  max: Type.Integer({ description: 'Centavos' }),
  fixAmounts: Type.Array(Type.Integer(), { description: 'Preset amounts in centavos' }),
  banks: Type.Array(DepositBank),
});
export type DepositChannel = Static<typeof DepositChannel>;

/** Where the client runs, so the server offers the banks that work there. */
export const DepositChannelsQuery = Type.Object(
  {
    platform: Type.Optional(Type.Union([Type.Literal('mobile'), Type.Literal('web')])),
    device: Type.Optional(Type.Unsafe<Device>({ type: 'string', enum: [...DEVICES] })),
    native: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DepositChannelsQuery = Static<typeof DepositChannelsQuery>;

/** GET /wps/deposit/channels: the enabled channel types, in the operator's order, each with its channels. */
export const DepositChannels = Type.Array(Type.Object({ bankType: DepositTypeSchema, channels: Type.Array(DepositChannel) }));
export type DepositChannels = Static<typeof DepositChannels>;

/** A deposit promotion (code DPSTBAS3): minDeposit −1 means it does not apply to a deposit. */
export const DepositPromotion = Type.Object({
  promotionId: Type.Integer(),
  title: Type.String(),
  minDeposit: Type.Integer({ description: 'Centavos; -1 when not applicable to deposits' }),
  bonusPercent: Type.Integer({ description: 'Bonus as a percentage of the deposit' }),
  maxBonus: Type.Integer({ description: 'Centavos' }),
  turnoverMultiplier: Type.Integer({ description: 'Bets needed before the bonus is withdrawable, as a multiple of deposit + bonus' }),
});
export type DepositPromotion = Static<typeof DepositPromotion>;

export const DepositPromotionsQuery = Type.Object({ code: Type.Literal(DEPOSIT_PROMOTION_CODE) }, { additionalProperties: false });
export const DepositPromotions = Type.Array(DepositPromotion);
export type DepositPromotions = Static<typeof DepositPromotions>;

/**
 * POST /wps/deposit/orders, with an Idempotency-Key header (one per tap). The spec's Paymaya
 * payload: match N, payeeName, promotionId, targetUsername, bankCode, bankType, vendorId, amount.
 */
export const DepositRequest = Type.Object(
  {
    bankType: DepositTypeSchema,
    bankCode: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }),
    vendorId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    amount: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Centavos' }),
    promotionId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    payeeName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    targetUsername: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    match: Type.Optional(Type.Literal('N')),
  },
  { additionalProperties: false },
);
export type DepositRequest = Static<typeof DepositRequest>;

/**
 * pending: waiting for the player's payment (gateway, crypto) or transfer and receipt (manual);
 * reviewing: a manual transfer's receipt waits for the operator; completed: credited;
 * failed: the provider declined it; expired: not paid in time; cancelled: by the player;
 * rejected: by the operator, with a reason.
 */
export const DEPOSIT_STATUSES = ['pending', 'reviewing', 'completed', 'failed', 'expired', 'cancelled', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The operator's receiving account for a manual transfer, and the reference the player writes on it. */
export const ManualPayee = Type.Object({ bankName: Type.String(), accountName: Type.String(), accountNumber: Type.String() });
export type ManualPayee = Static<typeof ManualPayee>;

export const CryptoQuote = Type.Object({
  currency: Type.String({ description: 'BTC or USDT' }),
  network: Type.String(),
  address: Type.String(),
  cryptoAmount: Type.String({ description: 'Decimal string in the coin’s units' }),
  rate: Type.String({ description: 'Pesos per coin, decimal string' }),
});
export type CryptoQuote = Static<typeof CryptoQuote>;

export const DepositOrder = Type.Object({
  depositId: Type.String(),
  status: Type.Unsafe<DepositStatus>({ type: 'string', enum: [...DEPOSIT_STATUSES] }),
  flow: Type.Unsafe<DepositFlow>({ type: 'string', enum: [...DEPOSIT_FLOWS] }),
  bankType: DepositTypeSchema,
  bankCode: Type.String(),
  channelName: Type.String(),
  amount: Type.Integer({ description: 'Centavos' }),
  bonusAmount: Type.Integer({ description: 'Centavos granted with it by its promotion (0 when none)' }),
  promotionTitle: Type.Union([Type.String(), Type.Null()]),
  reference: Type.String({ description: 'What the player quotes to support and writes on a manual transfer' }),
  createdAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  checkoutUrl: Type.Union([Type.String(), Type.Null()], { description: 'Gateway: the hosted payment page' }),
  payee: Type.Union([ManualPayee, Type.Null()], { description: 'Manual: where to send the money' }),
  crypto: Type.Union([CryptoQuote, Type.Null()]),
  receiptUploaded: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was rejected or failed' }),
});
export type DepositOrder = Static<typeof DepositOrder>;

export const DepositIdParams = Type.Object({ depositId: Type.String({ pattern: '^D[0-9]{1,18}$' }) }, { additionalProperties: false });

/** GET /wps/deposit/records */
export const DepositRecordsQuery = Type.Object(
  { ...DAY_RANGE_PAGE_FIELDS, status: Type.Optional(Type.Unsafe<DepositStatus>({ type: 'string', enum: [...DEPOSIT_STATUSES] })) },
  { additionalProperties: false },
);
export type DepositRecordsQuery = Static<typeof DepositRecordsQuery>;

/** records/list and totalPages as the spec names them, and the footer: what was credited in the range. */
export const DepositRecords = Type.Object({
  list: Type.Array(DepositOrder),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  footer: Type.Object({ completedAmount: Type.Integer({ description: 'Centavos credited in the range' }) }),
});
export type DepositRecords = Static<typeof DepositRecords>;
