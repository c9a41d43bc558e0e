import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, type Order, type OrderLine } from '../../api';
import { formatTime } from '../../lib/formatTime';
import { useStores } from '../../stores/context';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useMoney } from '../../ui/useMoney';

type Detail = { lines: OrderLine[] } | { error: string };

/** The wallet movements of one round (bet, win, rollback), each with the balance after it. */
export const RoundDetailsDialog = observer(function RoundDetailsDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const { records } = useStores();
  const money = useMoney();
  const titleId = useId();
  const [detail, setDetail] = useState<Detail | null>(null);

  useEffect(() => {
    let live = true;
    records.detail(order.orderId).then(
      ({ lines }) => live && setDetail({ lines }),
      (error: unknown) => live && setDetail({ error: toApiError(error).i18nKey }),
    );
    return () => {
      live = false;
    };
  }, [records, order.orderId]);

  return (
    <Modal className="dialog records__dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {t('records.details')}
      </h2>
      <p className="dialog__message">{order.gameName}</p>
      {detail === null && <Spinner label={t('common.loading')} />}
      {detail && 'error' in detail && (
        <p className="form-error" role="alert">
          {t(detail.error)}
        </p>
      )}
      {detail && 'lines' in detail && (
        <ul className="records__lines">
          {detail.lines.map((line) => (
            <li key={line.transactionId} className="records__line">
              <span className="records__head">
                <span className="records__game">{t(`records.kind.${line.kind}`)}</span>
                <span className="records__value">{money(line.amount)}</span>
              </span>
              <time className="records__time" dateTime={line.time}>
                {formatTime(line.time)}
              </time>
              <span className="records__amount">
                <span className="records__label">{t('records.balanceAfter')}</span> <span className="records__value">{money(line.balanceAfter)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
        {t('play.close')}
      </button>
    </Modal>
  );
});
