import type { Locale } from '../constants';
import { isEnquiryType, type EnquiryType } from '../contracts/enquiry';
import { pathFor } from './match';

/** The item an enquiry is about, as the contact-form page reads it from its address. */
export interface EnquiryItem {
  type: string;
  itemId?: number | string | null;
  itemName?: string;
  otherServices?: string[];
}

/**
 * The contact-form page with the enquiry form of an item (`?type=…&id=…&name=…&service=…`):
 * where an enquiry button leads without scripts. Item data only, never anything of the visitor.
 */
export function enquiryPagePath(locale: Locale, item: EnquiryItem): string {
  const query = new URLSearchParams({ type: item.type });
  if (item.itemId !== undefined && item.itemId !== null) query.set('id', String(item.itemId));
  if (item.itemName) query.set('name', item.itemName);
  for (const service of item.otherServices ?? []) query.append('service', service);
  return `${pathFor('contactForm', locale)}?${query.toString()}`;
}

/** The item of such an address, or null (none, the contact form's own type, or an unknown type). */
export function enquiryItemOf(
  params: URLSearchParams,
): { type: EnquiryType; itemId: string | null; itemName: string; otherServices: string[] } | null {
  const type = params.get('type');
  if (!isEnquiryType(type) || type === 'contact-form') return null;
  return {
    type,
    itemId: params.get('id'),
    itemName: params.get('name')?.slice(0, 200) ?? '',
    otherServices: params.getAll('service').slice(0, 20),
  };
}
