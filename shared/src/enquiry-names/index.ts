/**
 * What each kind of enquiry is called, in both languages: the staff's lead e-mails (the API) and
 * the account page's list of a user's enquiries (mf-forms) name them the same way. A module of its
 * own (`shared/enquiry-names`), not in the `shared` singleton: the pages that never show these
 * names do not load them.
 */
import type { EnquiryType } from '../contracts/enquiry';
import type { Locale } from '../constants';

/** A cart order is kept as an enquiry of this type; `other` names any type not listed. */
export type EnquiryKind = EnquiryType | 'order' | 'other';

export const ENQUIRY_NAMES: Record<Locale, Record<EnquiryKind, string>> = {
  cs: {
    'contact-form': 'Dotaz z kontaktního formuláře',
    readymade: 'Rezervace ready-made společnosti',
    'virtual-place': 'Virtuální sídlo',
    establishment: 'Založení společnosti',
    'smart-room': 'Zasedací místnost',
    liquidation: 'Likvidace společnosti',
    'foreign-company': 'Zahraniční společnost',
    order: 'Objednávka z košíku',
    other: 'Poptávka',
  },
  en: {
    'contact-form': 'Question from the contact form',
    readymade: 'Ready-made company reservation',
    'virtual-place': 'Virtual office',
    establishment: 'Company formation',
    'smart-room': 'Meeting room',
    liquidation: 'Company liquidation',
    'foreign-company': 'Foreign company',
    order: 'Cart order',
    other: 'Enquiry',
  },
};

/** The name of an enquiry's type (as the API stores it) in a language. */
export function enquiryName(locale: Locale, type: string): string {
  const names = ENQUIRY_NAMES[locale];
  return type in names ? names[type as EnquiryKind] : names.other;
}
