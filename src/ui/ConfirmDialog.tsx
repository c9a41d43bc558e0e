import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  message?: string;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with cancel / confirm. Cancel comes first, so it gets the focus: it is the safe answer. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();

  return (
    <Modal className="dialog" aria-labelledby={titleId} aria-describedby={message ? messageId : undefined} onClose={onCancel}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {message && (
        <p id={messageId} className="dialog__message">
          {message}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}
