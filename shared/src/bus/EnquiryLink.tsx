import type { MouseEvent, ReactNode } from 'react';
import type { Locale } from '../constants';
import { pathFor } from '../routes';
import { bus, type ModalOpenPayload } from './bus';

/** The item an enquiry is about, as the contact-form page reads it from its address. */
export interface EnquiryItem {
  type: string;
  itemId?: number | string;
  itemName?: string;
  otherServices?: string[];
}

/**
 * The contact-form page with the enquiry form of an item (`?type=…&id=…&name=…&service=…`):
 * where an enquiry button leads without scripts. Item data only, never anything of the visitor.
 */
export function enquiryPagePath(locale: Locale, item: EnquiryItem): string {
  const query = new URLSearchParams({ type: item.type });
  if (item.itemId !== undefined) query.set('id', String(item.itemId));
  if (item.itemName) query.set('name', item.itemName);
  for (const service of item.otherServices ?? []) query.append('service', service);
  return `${pathFor('contactForm', locale)}?${query.toString()}`;
}

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
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    bus.emit('modal:open', payload);
  }
  return (
    <a className={className} href={enquiryPagePath(locale, payload)} aria-label={label} onClick={open}>
      {children}
    </a>
  );
}
