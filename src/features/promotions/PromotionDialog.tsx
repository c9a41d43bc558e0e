import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionView } from '../../api';
import { Modal } from '../../ui/Modal';
import { useMoney } from '../../ui/useMoney';
import { PromotionAction } from './PromotionAction';
import { notesOf, rulesOf, titleOf } from './promotionTexts';
import '../../ui/ConfirmDialog.css';

/** A promotion's details (/m/activity?id=…): every rule, every note on the player's state, and its label or button. */
export const PromotionDialog = observer(function PromotionDialog({
  promotion,
  onClose,
}: {
  promotion: PromotionView;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const title = titleOf(promotion, i18n.language);
  const notes = notesOf(promotion, t, money);
  return (
    <Modal className="dialog promo-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <ul className="promo-dialog__rules">
        {rulesOf(promotion, t, money).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {notes.length > 0 && (
        <ul className="promo-dialog__notes">
          {notes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <div className="promo-dialog__actions">
        <PromotionAction promotion={promotion} title={title} />
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          {t('promotions.close')}
        </button>
      </div>
    </Modal>
  );
});
