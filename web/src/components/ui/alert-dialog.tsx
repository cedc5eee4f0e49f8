import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

export interface AlertDialogProps {
  title: string;
  text: string;
  /** 'alert': one OK button. 'confirm': Cancel and a confirm button. */
  variant?: 'alert' | 'confirm';
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called with true for OK/confirm, false for Cancel/Esc. */
  onClose: (confirmed: boolean) => void;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal: role alertdialog, labelled by its title and described by its text,
 * focus moved inside and trapped there, Esc cancels, focus returns to the opener on close.
 * The rest of the page is made inert while it is open.
 */
export function AlertDialog({
  title,
  text,
  variant = 'alert',
  confirmLabel = variant === 'alert' ? 'OK' : 'Confirm',
  cancelLabel = 'Cancel',
  onClose,
}: AlertDialogProps) {
  const titleId = useId();
  const textId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById('root');
    const wasInert = appRoot?.hasAttribute('inert') ?? false;
    appRoot?.setAttribute('inert', '');
    initialFocusRef.current?.focus();
    return () => {
      if (!wasInert) appRoot?.removeAttribute('inert');
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={panelRef}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <p id={textId} className="dialog__text">
          {text}
        </p>
        <div className="dialog__actions">
          {variant === 'confirm' && (
            // The safe choice gets the focus first for destructive confirmations.
            <button
              ref={initialFocusRef}
              type="button"
              className="btn btn--secondary"
              onClick={() => onClose(false)}
            >
              {cancelLabel}
            </button>
          )}
          <button
            ref={variant === 'alert' ? initialFocusRef : undefined}
            type="button"
            className={variant === 'confirm' ? 'btn btn--danger' : 'btn btn--primary'}
            onClick={() => onClose(true)}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
