import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import './ConfirmDialog.css';

interface AlertDialogProps {
  /** A heading that names the dialog; without one the message names it. */
  title?: string;
  message: string;
  /** The one button's text (default OK). */
  action?: string;
  onClose: () => void;
}

/** A message the player only acknowledges: one button, which Escape and a tap outside also press. */
export function AlertDialog({ title, message, action, onClose }: AlertDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal
      className="dialog"
      aria-labelledby={title ? titleId : messageId}
      aria-describedby={title ? messageId : undefined}
      onClose={onClose}
    >
      {title && (
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
      )}
      <p id={messageId} className="dialog__message">
        {message}
      </p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {action ?? t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
