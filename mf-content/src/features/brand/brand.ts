/** Fixed contact facts of the brand, used where the page must not depend on the API (home, maintenance). */
export const BRAND_CONTACT = {
  email: 'info@sidlopartner.cz',
  prague: { phone: '+420 222 555 010', address: 'Rohanské nábřeží 678/29, 186 00 Praha 8 – Karlín' },
  brno: { phone: '+420 541 555 020', address: 'Šumavská 416/15, 602 00 Brno' },
} as const;

/** `+420 222 555 010` → `tel:+420222555010`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
