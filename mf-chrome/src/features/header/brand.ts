import type { ContactCard, Settings } from 'shared';

/**
 * Brand facts the chrome shows before (or without) settings: the footer and the header phone are
 * right even when `GET /api/settings` has not answered yet or failed.
 */
export const BRAND = {
  name: 'Sídlo Partner',
  email: 'info@sidlopartner.cz',
  branches: {
    cs: [
      { type: 'branch', title: 'Praha', address: 'Rohanské nábřeží 678/29<br>186 00 Praha 8 – Karlín', phone: '+420 222 555 010' },
      { type: 'branch', title: 'Brno', address: 'Šumavská 416/15<br>602 00 Brno', phone: '+420 541 555 020' },
    ],
    en: [
      { type: 'branch', title: 'Prague', address: 'Rohanské nábřeží 678/29<br>186 00 Praha 8 – Karlín', phone: '+420 222 555 010' },
      { type: 'branch', title: 'Brno', address: 'Šumavská 416/15<br>602 00 Brno', phone: '+420 541 555 020' },
    ],
  } satisfies Record<'cs' | 'en', ContactCard[]>,
  phones: {
    cs: [
      { label: 'Praha', number: '+420 222 555 010' },
      { label: 'Brno', number: '+420 541 555 020' },
    ],
    en: [
      { label: 'Prague', number: '+420 222 555 010' },
      { label: 'Brno', number: '+420 541 555 020' },
    ],
  },
  social: [
    { id: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/sidlo-partner' },
    { id: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/sidlopartner' },
    { id: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@sidlopartner' },
  ],
  termsPath: '/vop.pdf',
} as const;

type Locale = 'cs' | 'en';

/** Removes whitespace so a displayed phone number becomes a valid `tel:` link. */
export function telHref(phone: string): string {
  return 'tel:' + phone.replace(/\s+/g, '');
}

/** Branch cards with an address: from settings when loaded, else the brand facts. */
export function branchesOf(settings: Settings, locale: Locale): ContactCard[] {
  const fromSettings = (settings.contacts?.branches ?? []).filter((card) => card.type === 'branch' && !!card.address);
  return fromSettings.length > 0 ? fromSettings : [...BRAND.branches[locale]];
}

/** The two phone lines (settings first). */
export function phonesOf(settings: Settings, locale: Locale): { label: string; number: string }[] {
  const fromSettings = (settings.contacts?.phones ?? []).filter((phone) => !!phone.number?.trim());
  return (fromSettings.length > 0 ? fromSettings : [...BRAND.phones[locale]]).slice(0, 2);
}

export function emailOf(settings: Settings): string {
  return settings.contacts?.email?.trim() || BRAND.email;
}
