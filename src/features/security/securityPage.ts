import type { ComponentType } from 'react';
import { lazyPage, type PreloadablePage } from '../../app/lazyPage';
import { loadTexts } from '../../i18n';

/**
 * A security-centre screen: its chunk with the security texts and the cashier's, which the
 * screens it shares with the withdraw flow need (the payment password form, binding a payout
 * account), all arriving together.
 */
export function securityPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  return lazyPage(() => Promise.all([load(), loadTexts('security'), loadTexts('cashier')]).then(([page]) => page));
}
