import { Type, type Static } from 'typebox';

/** Money is an integer number of centavos on the wire; the client formats it (#,##0.00). */
export const WalletValue = Type.Object({
  currency: Type.String(),
  currencySymbol: Type.String(),
  sumBalance: Type.Integer({ description: 'Total balance in centavos' }),
});
export type WalletValue = Static<typeof WalletValue>;
