import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open dialogs, innermost last: only the top one reacts to Escape and traps Tab. */
const openDialogs: HTMLElement[] = [];

/** Whether any dialog of the chrome is open (timed pop-ups wait until none is). */
export function isDialogOpen(): boolean {
  return openDialogs.length > 0;
}
let scrollLocks = 0;
let savedOverflow = '';

function focusablesIn(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hidden && element.getAttribute('aria-hidden') !== 'true' && !element.closest('[inert]'),
  );
}

function trapTab(event: KeyboardEvent, node: HTMLElement): void {
  const focusables = focusablesIn(node);
  const active = document.activeElement as HTMLElement | null;
  if (focusables.length === 0) {
    event.preventDefault();
    node.focus();
    return;
  }
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  const inside = active !== null && node.contains(active);
  if (event.shiftKey) {
    if (!inside || active === first || active === node) {
      event.preventDefault();
      last.focus();
    }
  } else if (!inside || active === last) {
    event.preventDefault();
    first.focus();
  }
}

function lockScroll(): void {
  if (scrollLocks++ === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll(): void {
  if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
}

interface DialogOptions {
  /** What gets focus on open (the dialog itself without it). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * The presentational layer behind the dialog: a mouse click that starts and ends on it closes the
   * dialog (a text selection dragged out of the dialog does not). Keyboard users have Escape and
   * the dialog's close button, so the layer itself needs no handlers, role or focus.
   */
  backdrop?: RefObject<HTMLElement | null>;
}

/**
 * Dialog behaviour shared by every dialog of the chrome (the modal, the Smart Point panel, the
 * pop-ups, the cookie preferences, the lightbox): while `open`,
 * focus moves into `ref` (or its `initialFocus`), Tab stays inside, Escape and a click on the
 * backdrop call `onClose`, the page does not scroll; on close, focus returns to the element that
 * had it when the dialog opened.
 */
export function useDialog(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  onClose: () => void,
  options: DialogOptions = {},
): void {
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const { initialFocus, backdrop } = options;

  useEffect(() => {
    if (!open) return;
    const node = ref.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(node);
    lockScroll();
    (initialFocus?.current ?? node).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== node) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        latestClose.current();
      } else if (event.key === 'Tab') {
        trapTab(event, node);
      }
    };
    // Only a click that started and ended on the backdrop closes.
    let pressedOnBackdrop = true;
    const onMouseDown = (event: MouseEvent) => {
      pressedOnBackdrop = backdrop?.current != null && event.target === backdrop.current;
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && backdrop?.current != null && event.target === backdrop.current) latestClose.current();
      pressedOnBackdrop = true;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('click', onClick);
      const index = openDialogs.indexOf(node);
      if (index >= 0) openDialogs.splice(index, 1);
      unlockScroll();
      if (opener && opener.isConnected && opener !== document.body) opener.focus();
    };
  }, [open, ref, initialFocus, backdrop]);
}
