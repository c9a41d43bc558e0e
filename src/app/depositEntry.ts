import { isWalletVariant } from '../platform/appInfo';

/**
 * Where a deposit starts (SPEC §2 "E-wallet deposit popup"; README decision).
 *
 * In the GCash/Maya e-wallet host variant (`isWalletVariant()`, the build for an e-wallet's
 * mini-program host) the player is already inside the e-wallet: the footer's deposit entry, the
 * side menu's deposit row and /m/voucherCenter open the e-wallet popup (heading, the first
 * Paymaya channel's presets, an amount, confirm; its order is the spec's Paymaya payload) over
 * the page the player is on, instead of the full deposit screen. /m/voucherCenter opened by its
 * address shows the same popup alone, and closing it goes home.
 *
 * Everywhere else (the mobile web, the installed app, the desktop shell) deposits open the full
 * screen, where Maya is one channel among the others and uses the same form as they do.
 */
export function depositOpensPopup(): boolean {
  return isWalletVariant();
}
