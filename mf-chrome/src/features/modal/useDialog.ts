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

/**
 * Dialog behaviour shared by the modal, the lightbox and the intro pop-up: while `open`, focus
 * moves into `ref` (or its `initialFocus`), Tab stays inside, Escape calls `onClose`, the page
 * does not scroll; on close, focus returns to the element that had it when the dialog opened.
 */
export function useDialog(
  open: boolean,
  ref: RefObject<HTMLElement | null>,
  onClose: () => void,
  options: { initialFocus?: RefObject<HTMLElement | null> } = {},
): void {
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const initialFocus = options.initialFocus;

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
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openDialogs.indexOf(node);
      if (index >= 0) openDialogs.splice(index, 1);
      unlockScroll();
      if (opener && opener.isConnected && opener !== document.body) opener.focus();
    };
  }, [open, ref, initialFocus]);
}
