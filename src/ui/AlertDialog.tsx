import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import './ConfirmDialog.css';

/** A message the player only acknowledges: one OK button. */
export function AlertDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Modal className="dialog" aria-labelledby={messageId} onClose={onClose}>
      <p id={messageId} className="dialog__message">
        {message}
      </p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
