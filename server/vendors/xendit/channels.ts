/**
 * The Philippine payout channels the sandbox takes (Xendit's channel codes), with the limits it
 * enforces in centavos. The limits stand in for Xendit's per-channel ones: e-wallets up to the
 * wallets' own ceiling, banks by InstaPay; a real account's are on Xendit's channel list.
 */
export interface PayoutChannel {
  code: string;
  name: string;
  kind: 'ewallet' | 'bank';
  minimum: number;
  maximum: number;
}

const EWALLET = { kind: 'ewallet', minimum: 100, maximum: 10_000_000 } as const;
const BANK = { kind: 'bank', minimum: 100, maximum: 5_000_000 } as const;

export const CHANNELS: readonly PayoutChannel[] = [
  { code: 'PH_GCASH', name: 'GCash', ...EWALLET },
  { code: 'PH_PAYMAYA', name: 'Maya', ...EWALLET },
  { code: 'PH_BDO', name: 'BDO Unibank', ...BANK },
  { code: 'PH_BPI', name: 'BPI', ...BANK },
  { code: 'PH_MET', name: 'Metrobank', ...BANK },
  { code: 'PH_UBP', name: 'UnionBank', ...BANK },
  { code: 'PH_LBP', name: 'LANDBANK', ...BANK },
];

export function channelOf(code: string): PayoutChannel | undefined {
  return CHANNELS.find((channel) => channel.code === code);
}

/** Xendit's failure codes for a payout that failed or was reversed (Payouts v2, `failure_code`). */
export const FAILURE_CODES = [
  'INSUFFICIENT_BALANCE',
  'INVALID_DESTINATION',
  'REJECTED_BY_CHANNEL',
  'TEMPORARY_TRANSFER_ERROR',
  'TRANSFER_ERROR',
  'UNKNOWN_BANK_NETWORK_ERROR',
  'DESTINATION_MAXIMUM_LIMIT',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];
