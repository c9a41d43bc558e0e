import type { PayoutAccount } from '../../api';

/** A bound account as the player recognises it: "GCash •••• 4567". */
export const accountText = (account: PayoutAccount): string => `${account.bankName} ${account.accountNumberMasked}`;
