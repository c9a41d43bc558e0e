import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from './useModalFocus';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  message?: string;
  /** Defaults to "Confirm". */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with cancel / confirm. Cancel gets the initial focus: it is the safe answer. */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useModalFocus(ref, onCancel);

  return (
    <div className="backdrop" onClick={onCancel}>
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="dialog__title">{title}</h2>
        {message && <p id={messageId} className="dialog__message">{message}</p>}
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={onConfirm}>
            {confirmLabel ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
