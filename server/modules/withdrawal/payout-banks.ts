import type { PayoutBank } from '../../../contracts/withdrawal';

/** A bindable bank or e-wallet, with the payout provider's channel code for it. */
export interface PayoutBankEntry extends PayoutBank {
  channelCode: string;
}

/** Where Filipino players take their winnings: the two e-wallets and the largest banks (InstaPay). */
export const PAYOUT_BANKS: readonly PayoutBankEntry[] = [
  { bankCode: 'GCASH', bankName: 'GCash', kind: 'ewallet', accountPattern: '^09[0-9]{9}$', channelCode: 'PH_GCASH' },
  { bankCode: 'PAYMAYA', bankName: 'Maya', kind: 'ewallet', accountPattern: '^09[0-9]{9}$', channelCode: 'PH_PAYMAYA' },
  { bankCode: 'BDO', bankName: 'BDO Unibank', kind: 'bank', accountPattern: '^[0-9]{10,12}$', channelCode: 'PH_BDO' },
  { bankCode: 'BPI', bankName: 'BPI', kind: 'bank', accountPattern: '^[0-9]{10}$', channelCode: 'PH_BPI' },
  { bankCode: 'MBTC', bankName: 'Metrobank', kind: 'bank', accountPattern: '^[0-9]{13}$', channelCode: 'PH_MET' },
  { bankCode: 'UBP', bankName: 'UnionBank', kind: 'bank', accountPattern: '^[0-9]{12}$', channelCode: 'PH_UBP' },
  { bankCode: 'LBP', bankName: 'LANDBANK', kind: 'bank', accountPattern: '^[0-9]{10}$', channelCode: 'PH_LBP' },
];

export function payoutBank(bankCode: string): PayoutBankEntry | undefined {
  return PAYOUT_BANKS.find((b) => b.bankCode === bankCode);
}
