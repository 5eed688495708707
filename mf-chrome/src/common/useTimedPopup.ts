import { useEffect, useState } from 'react';
import { isDialogOpen } from './useDialog';

/** While a pop-up may not open yet, it looks again this often. */
const RECHECK_MS = 1_000;

/** Reasons for waiting besides open dialogs and typing (the cookie bar before the visitor chooses). */
const holds = new Set<symbol>();

function isTyping(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement ||
    (active instanceof HTMLElement && active.isContentEditable)
  );
}

/** While `active`, pop-ups that respect holds wait. */
export function useHoldPopups(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const token = Symbol('hold');
    holds.add(token);
    return () => {
      holds.delete(token);
    };
  }, [active]);
}

/**
 * Whether a timed pop-up is due: `delayMs` after mount, and then only once no dialog is open and
 * the visitor is not typing (a dialog taking focus would swallow the next keystrokes); with
 * `respectHolds`, also once nothing holds pop-ups back. Until then it looks again every second.
 */
export function useTimedPopup(delayMs: number, respectHolds = false): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let timer = setTimeout(function check() {
      if (isTyping() || isDialogOpen() || (respectHolds && holds.size > 0)) {
        timer = setTimeout(check, RECHECK_MS);
        return;
      }
      setDue(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, respectHolds]);
  return due;
}
