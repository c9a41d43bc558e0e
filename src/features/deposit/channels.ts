import type { DepositBank, DepositChannel, DepositChannels, DepositRequest, DepositType } from '../../api';

/** The channel the e-wallet popup uses (SPEC §2 "E-wallet deposit popup": the first Paymaya channel). */
export const PAYMAYA_BANK_CODE = 'PAYMAYA';

/** The first channel, in the server's order, whose code is `bankCode`. */
export function firstChannelWithCode(types: DepositChannels, bankCode: string): DepositChannel | null {
  for (const type of types) {
    const channel = type.channels.find((candidate) => candidate.bankCode === bankCode);
    if (channel) return channel;
  }
  return null;
}

/** What the player picked: a channel type, one of its channels and one of that channel's banks. */
export interface Choice {
  type: DepositType;
  channel: DepositChannel;
  bank: DepositBank | null;
}

/** What the form asked for (ids, possibly stale after a reload) resolved against the list: the first of each level by default. */
export function resolveChoice(
  types: DepositChannels,
  wanted: { type?: DepositType; channelId?: number; bankCode?: string },
): Choice | null {
  const type = types.find((entry) => entry.bankType === wanted.type) ?? types.find((entry) => entry.channels.length > 0);
  const channel = type?.channels.find((entry) => entry.channelId === wanted.channelId) ?? type?.channels[0];
  if (!type || !channel) return null;
  const bank = channel.banks.find((entry) => entry.bankCode === wanted.bankCode) ?? channel.banks[0] ?? null;
  return { type: type.bankType, channel, bank };
}

/**
 * The order's channel fields. A channel with banks is ordered with the chosen bank's code (the
 * contract: "a channel with banks takes the chosen bank's code instead"); one without, its own.
 */
export function channelFields({
  channel,
  bank,
}: Pick<Choice, 'channel' | 'bank'>): Pick<DepositRequest, 'bankType' | 'bankCode' | 'vendorId'> {
  return { bankType: channel.bankType, bankCode: bank?.bankCode ?? channel.bankCode, vendorId: channel.vendorId };
}
