import { Type, type Static } from 'typebox';
import { DAY_RANGE_PAGE_FIELDS, PageOf } from './paging';
import { PROMOTION_KINDS, type PromotionKind } from './promotions';

/** Money is an integer number of centavos on the wire; the client formats it (#,##0.00). */
export const WalletValue = Type.Object({
  currency: Type.String(),
  currencySymbol: Type.String(),
  sumBalance: Type.Integer({ description: 'Total balance in centavos: what the player can play with (cash + bonus)' }),
  balances: Type.Object({
    cash: Type.Integer({ description: 'Centavos the player may withdraw' }),
    bonus: Type.Integer({ description: 'Centavos of bonuses whose turnover is not met yet: playable, not withdrawable' }),
    held: Type.Integer({ description: 'Centavos held for withdrawals in progress: neither playable nor withdrawable' }),
  }),
  turnoverLeft: Type.Integer({ description: 'Centavos of bets still needed before the bonus becomes cash' }),
});
export type WalletValue = Static<typeof WalletValue>;

/**
 * The kinds of ledger movement a player's transaction history shows (GLS2_TxCodeList), one per
 * kind of ledger transfer: money in (deposit, win, rollback of a bet, bonus, trial credit), money
 * out (withdrawal, bet), and an operator's adjustment either way.
 */
export const TX_CODES = [
  'deposit',
  'withdrawal',
  'hold',
  'release',
  'bet',
  'win',
  'rollback',
  'bonus',
  'trial_credit',
  'adjustment',
] as const;
export type TxCode = (typeof TX_CODES)[number];

/** GET /wps/relay/GLS2_TxCodeList */
export const TxCodeList = Type.Array(Type.Object({ txCode: Type.Unsafe<TxCode>({ type: 'string', enum: [...TX_CODES] }) }));
export type TxCodeList = Static<typeof TxCodeList>;

/** GET /wps/relay/ODS2_MemberTransaction: YYYY-MM-DD dates, both ends included, at most three months apart (default: the last 7 days). */
export const MemberTransactionQuery = Type.Object(
  { ...DAY_RANGE_PAGE_FIELDS, txCode: Type.Optional(Type.Unsafe<TxCode>({ type: 'string', enum: [...TX_CODES] })) },
  { additionalProperties: false },
);
export type MemberTransactionQuery = Static<typeof MemberTransactionQuery>;

/** One movement of the player's money: signed centavos (+ in, − out) and the balance after it. */
export const MemberTransaction = Type.Object({
  transactionId: Type.String(),
  txCode: Type.Unsafe<TxCode>({ type: 'string', enum: [...TX_CODES] }),
  amount: Type.Integer({ description: 'Centavos; positive into the player’s balance, negative out of it' }),
  balanceAfter: Type.Integer({ description: 'Centavos' }),
  time: Type.String(),
  promotionKind: Type.Optional(
    Type.Unsafe<PromotionKind>({ type: 'string', enum: [...PROMOTION_KINDS], description: 'A bonus’s promotion: how it was earned' }),
  ),
});
export type MemberTransaction = Static<typeof MemberTransaction>;

export const MemberTransactionPage = PageOf(MemberTransaction);
export type MemberTransactionPage = Static<typeof MemberTransactionPage>;
