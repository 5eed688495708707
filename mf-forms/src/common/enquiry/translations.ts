import { registerTranslations } from 'shared';

/** Namespace `forms`, enquiry part: labels, placeholders, hints and messages of the enquiry form. */
const enquiryTranslations = {
  cs: {
    enquiry: {
      formLabel: 'Poptávkový formulář',
      name: 'Jméno a příjmení',
      namePlaceholder: 'Jan Novák',
      email: 'E-mail',
      emailPlaceholder: 'jan.novak@firma.cz',
      phone: 'Telefon',
      phonePlaceholder: '777 123 456',
      request: 'Váš požadavek',
      requestPlaceholder: 'Napište nám, s čím vám můžeme pomoci.',
      interest: 'Předmět poptávky',
      otherServices: 'Mám zájem i o další služby',
      virtualPlace: 'Mám zájem i o virtuální sídlo',
      consent: 'Souhlasím se <privacy>zpracováním osobních údajů</privacy>.',
      privacyPath: '/info/1/zasady-ochrany-osobnich-udaju',
      newTab: '(otevře se v novém okně)',
      requiredNote: 'Pole označená hvězdičkou jsou povinná.',
      submit: 'Odeslat poptávku',
      sending: 'Odesíláme vaši poptávku…',
      retry: 'Zkusit znovu',
      offline:
        'Jste offline. Poptávku teď odeslat nelze – vše, co jste napsali, zůstane vyplněné; odešlete ji, až budete znovu připojeni.',
      waitForUploads: 'Počkejte prosím, až se dokončí nahrávání příloh.',
    },
    upload: {
      tooLarge: 'Soubor je příliš velký (max. 10 MB).',
      badType: 'Tento typ souboru nelze nahrát.',
      failed: 'Soubor se nepodařilo nahrát. Zkuste to prosím znovu.',
    },
  },
  en: {
    enquiry: {
      formLabel: 'Enquiry form',
      name: 'Full name',
      namePlaceholder: 'John Smith',
      email: 'E-mail',
      emailPlaceholder: 'john.smith@company.com',
      phone: 'Phone',
      phonePlaceholder: '777 123 456',
      request: 'Your request',
      requestPlaceholder: 'Tell us how we can help you.',
      interest: 'Your enquiry is about',
      otherServices: 'I am also interested in other services',
      virtualPlace: "I'm also interested in a virtual office",
      consent: 'I agree to the <privacy>processing of my personal data</privacy>.',
      privacyPath: '/en/info/1/privacy-policy',
      newTab: '(opens in a new tab)',
      requiredNote: 'Fields marked with an asterisk are required.',
      submit: 'Send enquiry',
      sending: 'Sending your enquiry…',
      retry: 'Try again',
      offline:
        'You are offline. The enquiry cannot be sent now – everything you typed stays filled in; send it when you are back online.',
      waitForUploads: 'Please wait until your attachments have finished uploading.',
    },
    upload: {
      tooLarge: 'The file is too large (max. 10 MB).',
      badType: 'This type of file cannot be uploaded.',
      failed: 'The file could not be uploaded. Please try again.',
    },
  },
};

registerTranslations('forms', enquiryTranslations);
