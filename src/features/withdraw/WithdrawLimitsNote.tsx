import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../ui/useMoney';
import type { WithdrawLimits } from './withdrawAmount';

/**
 * What may be withdrawn now, said before the player types, and, when a bonus locks part of the
 * balance, the bets it still needs. Shown in full even when the balance is hidden: the form needs it.
 */
export const WithdrawLimitsNote = observer(function WithdrawLimitsNote({ limits }: { limits: WithdrawLimits }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <p className="withdraw__limits" aria-live="polite">
      {t('withdraw.withdrawable', { amount: money(limits.withdrawable) })}
      {limits.turnoverLeft > 0 && (
        <>
          {' '}
          <span className="withdraw__turnover">{t('wallet.turnoverLeft', { amount: money(limits.turnoverLeft) })}</span>
        </>
      )}
    </p>
  );
});
