import type { MouseEvent, ReactNode } from 'react';
import { bus, enquiryPagePath, type EnquiryItem, type Locale, type ModalOpenPayload, isPlainClick } from 'shared';

/**
 * An enquiry button that works before and without scripts: a link to the contact-form page with
 * the item's form, which the scripts turn into the global modal (a plain click; a click with a
 * modifier still opens the page in a new tab as links do).
 */
export function EnquiryLink({
  payload,
  locale,
  className,
  label,
  children,
}: {
  payload: ModalOpenPayload & EnquiryItem;
  locale: Locale;
  className?: string;
  /** The accessible name, where the visible text alone does not say which item. */
  label?: string;
  children: ReactNode;
}) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    bus.emit('modal:open', payload);
  }
  return (
    <a className={className} href={enquiryPagePath(locale, payload)} aria-label={label} onClick={open}>
      {children}
    </a>
  );
}
