import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type Order, type OrderDetail } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useLoad } from '../../lib/useLoad';
import { useStores } from '../../stores/context';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useMoney } from '../../ui/useMoney';
import { SlipLegs } from './SlipLegs';

interface RoundDetailsProps {
  order: Order;
  onClose: () => void;
  /** The round was cancelled here: the list shows it refunded. */
  onCancelled: () => void;
}

/**
 * The wallet movements of one round (bet, win, rollback), each with the balance after it, a sports
 * slip's legs, and the provider's record of it. A round its provider still lets go (a lottery
 * ticket while its draw sells) can be cancelled, after the player confirms: the stake comes back.
 */
export const RoundDetailsDialog = observer(function RoundDetailsDialog({ order, onClose, onCancelled }: RoundDetailsProps) {
  const { t } = useTranslation();
  const { records, ui } = useStores();
  const money = useMoney();
  const titleId = useId();
  const detail = useLoad(order.orderId, () => records.detail(order.orderId));
  const [cancelled, setCancelled] = useState<OrderDetail | null>(null);
  const [asking, setAsking] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const shown = cancelled ?? detail.value;

  const cancel = async () => {
    setCancelError(null);
    ui.showLoading();
    try {
      setCancelled(await records.cancel(order.orderId));
      setAsking(false);
      ui.showToast('betting.cancelled');
      onCancelled();
    } catch (error) {
      setCancelError(toApiError(error).i18nKey);
    } finally {
      ui.hideLoading();
    }
  };

  return (
    <Modal className="dialog records__dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {t('betting.details')}
      </h2>
      <p className="dialog__message">{order.gameName}</p>
      {detail.loading && <Spinner label={t('common.loading')} />}
      {detail.error !== null && (
        <p className="form-error" role="alert">
          {t(toApiError(detail.error).i18nKey)}
        </p>
      )}
      {shown && (
        <ul className="records__lines">
          {shown.lines.map((line) => (
            <li key={line.transactionId} className="records__line">
              <span className="records__head">
                <span className="records__game">{t(`betting.kind.${line.kind}`)}</span>
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
      {shown?.slip && <SlipLegs slip={shown.slip} />}
      {shown?.cancellableUntil &&
        (asking ? (
          <div className="records__cancel" role="group" aria-label={t('betting.cancel')}>
            <p className="dialog__message">{t('betting.cancelAsk', { until: formatTime(shown.cancellableUntil) })}</p>
            <button type="button" className="btn btn--primary btn--block" onClick={() => void cancel()}>
              {t('betting.cancelConfirm')}
            </button>
            <button type="button" className="btn btn--ghost btn--block" onClick={() => setAsking(false)}>
              {t('betting.cancelKeep')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn--ghost btn--block" onClick={() => setAsking(true)}>
            {t('betting.cancel')}
          </button>
        ))}
      {cancelError && (
        <p className="form-error" role="alert">
          {t(cancelError)}
        </p>
      )}
      {shown?.roundPage && (
        <a className="btn btn--ghost btn--block" href={shown.roundPage} target="_blank" rel="noopener noreferrer">
          {t('betting.checkRound')}
        </a>
      )}
      <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
        {t('play.close')}
      </button>
    </Modal>
  );
});
