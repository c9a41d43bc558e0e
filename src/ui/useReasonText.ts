import { useTranslation } from 'react-i18next';

/**
 * Why an order or a withdrawal ended: a provider's or the platform's reason code has a text under
 * `texts` (deposit.reasons, withdraw.reasons); an operator's own words are shown as written.
 */
export function useReasonText(texts: 'deposit.reasons' | 'withdraw.reasons'): (reason: string) => string {
  const { t, i18n } = useTranslation();
  return (reason) => {
    const key = `${texts}.${reason}`;
    // A code is one word of letters and underscores; anything else (a dot, a space) is prose.
    return /^[A-Za-z_]+$/.test(reason) && i18n.exists(key) ? t(key) : reason;
  };
}
