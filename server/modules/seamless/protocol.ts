import { Type, type Static } from 'typebox';

/**
 * The seamless-wallet API in the shape of the public Hub88 Operator Wallet API, so a real
 * aggregator can be connected as one more partner. Amounts are integers in 1/100,000 of the
 * currency unit (Hub88's units, UNITS_PER_CENTAVO in contracts/constants.ts).
 */

export const STATUS = {
  ok: 'RS_OK',
  unknown: 'RS_ERROR_UNKNOWN',
  invalidPartner: 'RS_ERROR_INVALID_PARTNER',
  invalidToken: 'RS_ERROR_INVALID_TOKEN',
  invalidGame: 'RS_ERROR_INVALID_GAME',
  wrongCurrency: 'RS_ERROR_WRONG_CURRENCY',
  notEnoughMoney: 'RS_ERROR_NOT_ENOUGH_MONEY',
  userDisabled: 'RS_ERROR_USER_DISABLED',
  invalidSignature: 'RS_ERROR_INVALID_SIGNATURE',
  tokenExpired: 'RS_ERROR_TOKEN_EXPIRED',
  wrongSyntax: 'RS_ERROR_WRONG_SYNTAX',
  wrongTypes: 'RS_ERROR_WRONG_TYPES',
  duplicateTransaction: 'RS_ERROR_DUPLICATE_TRANSACTION',
  transactionDoesNotExist: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  transactionRolledBack: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
} as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

const uuid = Type.String({ minLength: 1, maxLength: 64 });
const user = Type.String({ minLength: 1, maxLength: 64 });
const amount = Type.Integer({ minimum: 0, maximum: 1e15 });

export const UserInfoRequest = Type.Object({ user, request_uuid: uuid });
export const BalanceRequest = Type.Object({
  user,
  token: Type.String({ maxLength: 128 }),
  request_uuid: uuid,
  game_code: Type.Optional(Type.String({ maxLength: 64 })),
  supplier_user: Type.Optional(Type.String()),
});

const transactionFields = {
  user,
  token: Type.String({ maxLength: 128 }),
  request_uuid: uuid,
  transaction_uuid: uuid,
  supplier_transaction_id: Type.Optional(Type.String({ maxLength: 128 })),
  supplier_user: Type.Optional(Type.String()),
  round: Type.String({ minLength: 1, maxLength: 128 }),
  round_closed: Type.Optional(Type.Boolean()),
  game_code: Type.String({ minLength: 1, maxLength: 64 }),
  meta: Type.Optional(Type.Unknown()),
};

export const BetRequest = Type.Object({
  ...transactionFields,
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  amount,
  bet: Type.Optional(Type.String({ maxLength: 64 })),
  reward_uuid: Type.Optional(Type.String()),
  is_free: Type.Optional(Type.Boolean()),
  is_aggregated: Type.Optional(Type.Boolean()),
  reference_transaction_uuid: Type.Optional(Type.String()),
});
export type BetRequest = Static<typeof BetRequest>;

export const WinRequest = Type.Object({
  ...transactionFields,
  currency: Type.String({ minLength: 3, maxLength: 3 }),
  amount,
  reference_transaction_uuid: uuid,
  bet: Type.Optional(Type.String({ maxLength: 64 })),
  reward_uuid: Type.Optional(Type.String()),
  is_free: Type.Optional(Type.Boolean()),
  is_aggregated: Type.Optional(Type.Boolean()),
});
export type WinRequest = Static<typeof WinRequest>;

export const RollbackRequest = Type.Object({ ...transactionFields, reference_transaction_uuid: uuid });
export type RollbackRequest = Static<typeof RollbackRequest>;

export interface WalletResponse {
  user: string;
  status: Status;
  request_uuid: string;
  currency?: string;
  balance?: number;
}
