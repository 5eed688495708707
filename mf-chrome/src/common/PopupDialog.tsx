import { useRef, type ReactNode } from 'react';
import { useDialog } from './useDialog';
import './popup-dialog.css';

interface PopupDialogProps {
  /** The dialog's own class: set on the backdrop, with `__dialog` and `__close` on its parts. */
  className: string;
  /** The dialog's name, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  closeLabel: string;
  onClose: () => void;
  /** Focus the close button on open (otherwise the dialog itself, which reads its name first). */
  focusClose?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog over a dimmed page with a × button in its corner: the frame of the pop-ups, the
 * cookie preferences and the lightbox. Behaviour comes from `useDialog` (focus kept inside, Escape
 * and a click beside it close, focus returns to the opener).
 */
export function PopupDialog({
  className,
  label,
  labelledBy,
  closeLabel,
  onClose,
  focusClose,
  children,
}: PopupDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useDialog(true, ref, onClose, { backdrop: backdropRef, initialFocus: focusClose ? closeRef : undefined });
  return (
    <div ref={backdropRef} className={`chrome-popup ${className}`} data-testid={`${className}-backdrop`}>
      <div
        ref={ref}
        className={`chrome-popup__dialog ${className}__dialog`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        <button
          ref={closeRef}
          type="button"
          className={`chrome-popup__close ${className}__close`}
          onClick={onClose}
          aria-label={closeLabel}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
}
