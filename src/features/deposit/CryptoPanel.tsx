import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CryptoQuote } from '../../api';
import { useCountdown } from '../../ui/form/useCountdown';
import { useMoney } from '../../ui/useMoney';
import { checkAmount } from '../../lib/amount';
import { Details } from '../../ui/Details';

const timeLeft = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A crypto deposit still to be paid: the network, the address and the exact coin amount (each
 * with a copy button), the quoted rate, and the time left before the quote expires.
 */
export const CryptoPanel = observer(function CryptoPanel({ quote, expiresAt }: { quote: CryptoQuote; expiresAt: string | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const seconds = useCountdown(expiresAt ? Date.parse(expiresAt) : null);
  // The rate is pesos per coin as a decimal string: shown with the money format when it has at most 2 decimals.
  const rate = checkAmount(quote.rate, { min: 0, max: Number.MAX_SAFE_INTEGER }).centavos;
  return (
    <div className="deposit__panel">
      <h2 className="deposit__heading">{t('deposit.crypto.title', { currency: quote.currency })}</h2>
      <p className="deposit__note">{t('deposit.crypto.text')}</p>
      <Details
        rows={[
          { label: t('deposit.crypto.network'), value: quote.network },
          { label: t('deposit.crypto.address'), value: <span className="deposit__address">{quote.address}</span>, copy: quote.address },
          { label: t('deposit.crypto.amount'), value: `${quote.cryptoAmount} ${quote.currency}`, copy: quote.cryptoAmount },
          { label: t('deposit.crypto.rate'), value: `1 ${quote.currency} = ${rate !== null ? money(rate) : quote.rate}` },
          expiresAt !== null && {
            label: t('deposit.crypto.timeLeft'),
            value: seconds > 0 ? <span role="timer">{timeLeft(seconds)}</span> : t('deposit.crypto.expired'),
          },
        ]}
      />
    </div>
  );
});
