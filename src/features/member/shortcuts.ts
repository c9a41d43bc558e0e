import { PATHS } from '../../app/routes';
import type { IconName } from '../../ui/Icon';

export interface Shortcut {
  /** Names the entry in tests and in `member.links.<id>`. */
  id: 'deposit' | 'withdraw' | 'bettingRecord' | 'transactions' | 'security' | 'verification' | 'protection' | 'messages';
  to: string;
  icon: IconName;
}

/** Money in and out: the new template puts them on the balance card, the base one lists them first. */
export const MONEY_SHORTCUTS: readonly Shortcut[] = [
  { id: 'deposit', to: PATHS.voucherCenter, icon: 'wallet' },
  { id: 'withdraw', to: PATHS.withdraw, icon: 'withdraw' },
];

/** Everything else a player opens from the member centre, in the order a player looks for it. */
export const ACCOUNT_SHORTCUTS: readonly Shortcut[] = [
  { id: 'bettingRecord', to: PATHS.gameRecord, icon: 'record' },
  { id: 'transactions', to: PATHS.transactions, icon: 'transactions' },
  { id: 'verification', to: PATHS.memberVerification, icon: 'idCard' },
  { id: 'security', to: PATHS.security, icon: 'shield' },
  { id: 'protection', to: PATHS.protection, icon: 'limit' },
  { id: 'messages', to: PATHS.message, icon: 'chat' },
];
