import { Type, type Static } from 'typebox';
import { BINDCARD_MODULE } from './constants';
import { PAYMENT_PASSWORD_PATTERN } from './security';
import { DAY_RANGE_PAGE_FIELDS } from './paging';

/**
 * Withdrawals (SPEC §7: withdraw /wps/transaction/withdraw with bank cards; security: bind bank
 * card (PUT), card list (GET), bank card list (GET, merchantCode, BINDCARD3)). Amounts in centavos.
 */
export const PAYOUT_KINDS = ['bank', 'ewallet'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** A bank or e-wallet a player may bind (BINDCARD3). */
export const PayoutBank = Type.Object({
  bankCode: Type.String(),
  bankName: Type.String(),
  kind: Type.Unsafe<PayoutKind>({ type: 'string', enum: [...PAYOUT_KINDS] }),
  accountPattern: Type.String({ description: 'What an account number looks like at this bank (a regular expression)' }),
});
export type PayoutBank = Static<typeof PayoutBank>;
export const PayoutBankListQuery = Type.Object(
  { merchantCode: Type.Optional(Type.String({ maxLength: 32 })), moduleId: Type.Optional(Type.Literal(BINDCARD_MODULE)) },
  { additionalProperties: false },
);
export const PayoutBankList = Type.Array(PayoutBank);
export type PayoutBankList = Static<typeof PayoutBankList>;

/** A bound payout account; the number is shown masked (the last four digits). */
export const PayoutAccount = Type.Object({
  accountId: Type.Integer(),
  kind: Type.Unsafe<PayoutKind>({ type: 'string', enum: [...PAYOUT_KINDS] }),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumberMasked: Type.String(),
});
export type PayoutAccount = Static<typeof PayoutAccount>;
export const PayoutAccounts = Type.Array(PayoutAccount);
export type PayoutAccounts = Static<typeof PayoutAccounts>;

/** PUT /wps/v2/member/securityConfig/bankCard (encrypted): the name must be the player's verified name. */
export const BindPayoutAccountBody = Type.Object(
  {
    bankCode: Type.String({ pattern: '^[A-Z0-9_]{2,20}$' }),
    accountName: Type.String({ minLength: 2, maxLength: 100 }),
    accountNumber: Type.String({ pattern: '^[0-9]{6,20}$' }),
    paymentPassword: Type.String({ pattern: PAYMENT_PASSWORD_PATTERN }),
  },
  { additionalProperties: false },
);
export type BindPayoutAccountBody = Static<typeof BindPayoutAccountBody>;

/** POST /wps/transaction/withdraw (encrypted, with an Idempotency-Key header). */
export const WithdrawRequest = Type.Object(
  {
    accountId: Type.Integer({ minimum: 1, maximum: 9007199254740991 }),
    amount: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Centavos' }),
    paymentPassword: Type.String({ pattern: PAYMENT_PASSWORD_PATTERN }),
  },
  { additionalProperties: false },
);
export type WithdrawRequest = Static<typeof WithdrawRequest>;

/**
 * pending: waits for the operator; on_hold: a large or unusual one under review; waiting_kyc:
 * waits for the player's identity check; approved: about to be paid; processing: with the payout
 * provider; completed: paid; rejected (with the reason) and failed: the hold came back.
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'on_hold',
  'waiting_kyc',
  'approved',
  'processing',
  'completed',
  'rejected',
  'failed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const Withdrawal = Type.Object({
  withdrawalId: Type.String(),
  status: Type.Unsafe<WithdrawalStatus>({ type: 'string', enum: [...WITHDRAWAL_STATUSES] }),
  amount: Type.Integer(),
  reference: Type.String(),
  account: PayoutAccount,
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  completedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** GET /wps/transaction/withdraw/settings: the gates the withdraw screen explains before the player types. */
export const WithdrawSettings = Type.Object({
  min: Type.Integer(),
  max: Type.Integer(),
  withdrawable: Type.Integer({ description: 'Cash: the balance less bonuses whose turnover is not met' }),
  turnoverLeft: Type.Integer(),
  kycStatus: Type.Union([Type.Literal('unverified'), Type.Literal('pending'), Type.Literal('verified'), Type.Literal('rejected')]),
  paymentPasswordSet: Type.Boolean(),
});
export type WithdrawSettings = Static<typeof WithdrawSettings>;

export const WithdrawalIdParams = Type.Object(
  { withdrawalId: Type.String({ pattern: '^W[0-9]{1,18}$' }) },
  { additionalProperties: false },
);

/** GET /wps/transaction/withdraw/records */
export const WithdrawalRecordsQuery = Type.Object(
  { ...DAY_RANGE_PAGE_FIELDS, status: Type.Optional(Type.Unsafe<WithdrawalStatus>({ type: 'string', enum: [...WITHDRAWAL_STATUSES] })) },
  { additionalProperties: false },
);
export type WithdrawalRecordsQuery = Static<typeof WithdrawalRecordsQuery>;
export const WithdrawalRecords = Type.Object({
  list: Type.Array(Withdrawal),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type WithdrawalRecords = Static<typeof WithdrawalRecords>;
