import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type Order } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useMoney } from '../../ui/useMoney';
import { SlipLegs } from './SlipLegs';

/**
 * The wallet movements of one round (bet, win, rollback), each with the balance after it, a sports
 * slip's legs, and the provider's record of it.
 */
export const RoundDetailsDialog = observer(function RoundDetailsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const { records } = useStores();
  const money = useMoney();
  const titleId = useId();
  const detail = useLoad(order.orderId, () => records.detail(order.orderId));

  return (
    <Modal className="dialog records__dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {t('records.details')}
      </h2>
      <p className="dialog__message">{order.gameName}</p>
      {detail.loading && <Spinner label={t('common.loading')} />}
      {detail.error !== null && (
        <p className="form-error" role="alert">
          {t(toApiError(detail.error).i18nKey)}
        </p>
      )}
      {detail.value && (
        <ul className="records__lines">
          {detail.value.lines.map((line) => (
            <li key={line.transactionId} className="records__line">
              <span className="records__head">
                <span className="records__game">{t(`records.kind.${line.kind}`)}</span>
                <span className="records__value">{money(line.amount)}</span>
              </span>
              <time className="records__time" dateTime={line.time}>
                {formatTime(line.time)}
              </time>
              <span className="records__amount">
                <span className="records__label">{t('records.balanceAfter')}</span>{' '}
                <span className="records__value">{money(line.balanceAfter)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {detail.value?.slip && <SlipLegs slip={detail.value.slip} />}
      {detail.value?.roundPage && (
        <a className="btn btn--ghost btn--block" href={detail.value.roundPage} target="_blank" rel="noopener noreferrer">
          {t('records.checkRound')}
        </a>
      )}
      <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
        {t('play.close')}
      </button>
    </Modal>
  );
});
