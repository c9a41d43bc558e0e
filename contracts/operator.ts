import { Type, type Static } from 'typebox';
import { DEPOSIT_FLOWS, DEPOSIT_STATUSES, DepositIdParams, type DepositFlow, type DepositStatus } from './deposit';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from './system';
import { WITHDRAWAL_STATUSES, Withdrawal, WithdrawalIdParams, type WithdrawalStatus } from './withdrawal';

/**
 * The operator's cashier API (until the back-office of a later issue): /ops/…, authenticated by
 * an operator key in the Authorization header (`Bearer <key>`); `npm run ops` is its client.
 */
export const OpsDepositsQuery = Type.Object(
  {
    status: Type.Optional(Type.Unsafe<DepositStatus>({ type: 'string', enum: [...DEPOSIT_STATUSES] })),
    flow: Type.Optional(Type.Unsafe<DepositFlow>({ type: 'string', enum: [...DEPOSIT_FLOWS] })),
    pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type OpsDepositsQuery = Static<typeof OpsDepositsQuery>;

export const OpsDecision = Type.Object({
  operator: Type.String(),
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('hold')]),
  reason: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.String(),
});

export const OpsDeposit = Type.Object({
  depositId: Type.String(),
  username: Type.String(),
  status: Type.Unsafe<DepositStatus>({ type: 'string', enum: [...DEPOSIT_STATUSES] }),
  flow: Type.Unsafe<DepositFlow>({ type: 'string', enum: [...DEPOSIT_FLOWS] }),
  channelName: Type.String(),
  bankCode: Type.String(),
  amount: Type.Integer(),
  bonusAmount: Type.Integer(),
  reference: Type.String(),
  transferReference: Type.Union([Type.String(), Type.Null()]),
  receiptUploaded: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  decisions: Type.Array(OpsDecision),
});
export type OpsDeposit = Static<typeof OpsDeposit>;

export const OpsDepositPage = Type.Object({
  list: Type.Array(OpsDeposit),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type OpsDepositPage = Static<typeof OpsDepositPage>;

export const OpsDepositParams = DepositIdParams;

/** A rejection tells the player why: the reason is required and shown to them. */
export const OpsRejectBody = Type.Object({ reason: Type.String({ minLength: 3, maxLength: 200 }) }, { additionalProperties: false });
export type OpsRejectBody = Static<typeof OpsRejectBody>;

export const OpsWithdrawalsQuery = Type.Object(
  {
    status: Type.Optional(Type.Unsafe<WithdrawalStatus>({ type: 'string', enum: [...WITHDRAWAL_STATUSES] })),
    pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type OpsWithdrawalsQuery = Static<typeof OpsWithdrawalsQuery>;

/** The player's view of a withdrawal, plus who asked, the full account number the payout goes to, and the decisions on it. */
export const OpsWithdrawal = Type.Object({
  ...Withdrawal.properties,
  username: Type.String(),
  accountNumber: Type.String(),
  decisions: Type.Array(OpsDecision),
});
export type OpsWithdrawal = Static<typeof OpsWithdrawal>;

export const OpsWithdrawalPage = Type.Object({
  list: Type.Array(OpsWithdrawal),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type OpsWithdrawalPage = Static<typeof OpsWithdrawalPage>;

export const OpsWithdrawalParams = WithdrawalIdParams;

/** A KYC reviewer's decision, until the account centre's review queue exists: verified, with the name on the ID. */
export const OpsKycParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export const OpsKycBody = Type.Object({ realName: Type.String({ minLength: 3, maxLength: 100 }) }, { additionalProperties: false });
export type OpsKycBody = Static<typeof OpsKycBody>;
export const OpsKycResult = Type.Object({ username: Type.String(), kycStatus: Type.Literal('verified'), released: Type.Integer() });
export type OpsKycResult = Static<typeof OpsKycResult>;

/** POST /ops/whitelabel/:flag — switches one of the merchant's whitelabel flags (SPEC §6), e.g. MANDATORYKYC3. */
export const OpsWhitelabelParams = Type.Object(
  { flag: Type.Unsafe<WhitelabelFlag>({ type: 'string', enum: [...WHITELABEL_FLAGS] }) },
  { additionalProperties: false },
);
export const OpsWhitelabelBody = Type.Object({ on: Type.Boolean() }, { additionalProperties: false });
export const OpsWhitelabelResult = Type.Object({ flag: Type.String(), on: Type.Boolean() });
export type OpsWhitelabelResult = Static<typeof OpsWhitelabelResult>;
