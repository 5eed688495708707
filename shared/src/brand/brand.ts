import type { Locale } from '../constants';
import type { ContactCard, Settings } from '../stores/settings';

/**
 * The provider's fixed contact facts. Pages show the contacts from settings when they have loaded
 * and these otherwise, so addresses and phones are right even when the API is slow or down.
 */
export const BRAND = {
  name: 'Sídlo Partner',
  email: 'info@sidlopartner.cz',
  offices: {
    prague: {
      title: { cs: 'Praha', en: 'Prague' },
      street: 'Rohanské nábřeží 678/29',
      city: '186 00 Praha 8 – Karlín',
      phone: '+420 222 555 010',
    },
    brno: {
      title: { cs: 'Brno', en: 'Brno' },
      street: 'Šumavská 416/15',
      city: '602 00 Brno',
      phone: '+420 541 555 020',
    },
  },
  social: [
    { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/sidlo-partner' },
    { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/sidlopartner' },
    { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@sidlopartner' },
  ],
  termsPath: '/vop.pdf',
} as const;

const OFFICES = [BRAND.offices.prague, BRAND.offices.brno];

/** `+420 222 555 010` → `tel:+420222555010`. */
export function telHref(phone: string): string {
  return 'tel:' + phone.replace(/\s+/g, '');
}

/** Branch cards with an address: from settings when loaded, else the brand facts. */
export function branchesOf(settings: Settings, locale: Locale): ContactCard[] {
  const fromSettings = (settings.contacts?.branches ?? []).filter((card) => card.type === 'branch' && !!card.address);
  if (fromSettings.length > 0) return fromSettings;
  return OFFICES.map((office) => ({
    type: 'branch',
    title: office.title[locale],
    address: `${office.street}<br>${office.city}`,
    phone: office.phone,
  }));
}

/** The two phone lines: from settings when loaded, else the brand facts. */
export function phonesOf(settings: Settings, locale: Locale): { label: string; number: string }[] {
  const fromSettings = (settings.contacts?.phones ?? []).filter((phone) => !!phone.number?.trim());
  const phones =
    fromSettings.length > 0
      ? fromSettings
      : OFFICES.map((office) => ({ label: office.title[locale], number: office.phone }));
  return phones.slice(0, 2);
}

export function emailOf(settings: Settings): string {
  return settings.contacts?.email?.trim() || BRAND.email;
}
