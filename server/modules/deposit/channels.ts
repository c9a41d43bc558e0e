import type { DepositBank, DepositChannel, DepositChannels, DepositChannelsQuery } from '../../../contracts/deposit';
import type { ChannelRow } from './repository';

/** Whether a bank works where the player is: phone or desktop, inside an installed app or not, and on which system. */
function offeredOn(bank: DepositBank, q: DepositChannelsQuery): boolean {
  const onPhone = (q.platform ?? 'mobile') === 'mobile';
  if (onPhone ? !bank.mobileSupported : !bank.webSupported) return false;
  if (bank.isNative && !q.native) return false;
  return bank.device === 'all' || q.device === undefined || q.device === 'all' || bank.device === q.device;
}

/** The channel as the player sees it: banks that work on their device, and never the operator's account details. */
function publicChannel(channel: ChannelRow, q: DepositChannelsQuery): DepositChannel | null {
  const banks = channel.banks
    .filter((bank) => offeredOn(bank, q))
    .map(({ bankCode, bankName, webSupported, mobileSupported, isNative, device }) => ({
      bankCode,
      bankName,
      webSupported,
      mobileSupported,
      isNative,
      device,
    }));
  if (banks.length === 0) return null;
  const { channelId, channelName, bankType, bankCode, vendorId, flow, min, max, fixAmounts } = channel;
  return { channelId, channelName, bankType, bankCode, vendorId, flow, min, max, fixAmounts, banks };
}

/** The enabled channel types in the operator's order, each with its channels offered on this device. */
export function channelList(channels: ChannelRow[], q: DepositChannelsQuery): DepositChannels {
  const byType = new Map<ChannelRow['bankType'], DepositChannel[]>();
  for (const channel of channels) {
    if (!channel.enabled) continue;
    const shown = publicChannel(channel, q);
    if (!shown) continue;
    byType.set(channel.bankType, [...(byType.get(channel.bankType) ?? []), shown]);
  }
  return [...byType].map(([bankType, list]) => ({ bankType, channels: list }));
}

/** The enabled channel a request names (type, vendor, and one of its banks' codes), or null. */
export function channelFor(channels: ChannelRow[], bankType: string, vendorId: number, bankCode: string): ChannelRow | null {
  return (
    channels.find(
      (c) => c.enabled && c.bankType === bankType && c.vendorId === vendorId && c.banks.some((bank) => bank.bankCode === bankCode),
    ) ?? null
  );
}
