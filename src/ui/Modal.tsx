import { useRef, type ReactNode } from 'react';
import { useModalFocus } from './useModalFocus';
import './Modal.css';

/** A dialog is named exactly one way: by its visible heading's id, or by a label when it has none. */
type ModalName = { 'aria-labelledby': string; 'aria-label'?: never } | { 'aria-label': string; 'aria-labelledby'?: never };

type ModalProps = ModalName & {
  /** Class of the panel, the element that is the dialog. */
  className: string;
  /** 'center' for questions, 'right' for the side drawer. */
  backdrop?: 'center' | 'right';
  'aria-describedby'?: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The one modal primitive: a backdrop that closes on a tap outside, around an aria-modal dialog
 * with the shared keyboard behaviour (focus in and back, Tab trapped, Escape closes). AppLayout
 * makes the page behind it inert.
 */
export function Modal({ className, backdrop = 'center', onClose, children, ...aria }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, onClose);

  return (
    <div className={backdrop === 'right' ? 'backdrop backdrop--right' : 'backdrop'} onClick={onClose}>
      <div
        ref={ref}
        className={className}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        {...aria}
        // A tap inside the panel must not reach the backdrop, which would close it.
        onClick={(event) => event.stopPropagation()}
      >
        {children}
      </div>
    </div>
  );
}
