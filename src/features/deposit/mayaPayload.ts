import type { DepositChannel, DepositRequest } from '../../api';
import { channelFields } from './channels';

interface Depositor {
  /** The nickname, else the username (SessionStore.displayName). */
  displayName: string;
  /** The player's own username (SessionStore.accountName): deposits credit only one's own wallet. */
  accountName: string;
}

/**
 * SPEC §3 "Paymaya deposit payload": match N, payeeName, promotionId, targetUsername, bankCode,
 * bankType, vendorId, amount. promotionId only when one was chosen; a name the session does not
 * know is left out rather than sent empty.
 */
export function mayaPayload(channel: DepositChannel, amount: number, promotionId: number | null, player: Depositor): DepositRequest {
  return {
    match: 'N',
    ...(player.displayName ? { payeeName: player.displayName.slice(0, 100) } : {}),
    ...(promotionId !== null ? { promotionId } : {}),
    ...(player.accountName ? { targetUsername: player.accountName } : {}),
    ...channelFields({ channel, bank: channel.banks[0] ?? null }),
    amount,
  };
}
