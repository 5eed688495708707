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
      trap: 'Toto pole nevyplňujte',
      conflict: {
        thisCompany: 'Tuto společnost',
        already_reserved:
          '{{name}} si mezitím rezervoval někdo jiný – byl o chvilku rychlejší. Vaši poptávku jsme si přesto uložili a rádi vám nabídneme jinou ready-made společnost.',
        reservation_limit:
          'Na váš e-mail nebo z tohoto připojení u nás už čeká jedna rezervace ready-made společnosti, kterou jsme ještě nepotvrdili. Další si můžete rezervovat, až ji potvrdíme, nebo po 48 hodinách, kdy nepotvrzená rezervace vyprší. Vaši poptávku jsme si uložili a ozveme se vám.',
        offer:
          'Chcete nám napsat něco dalšího? Otevřete kontaktní formulář – jméno, e-mail a telefon do něj převezmeme.',
        contact: 'Napsat přes kontaktní formulář',
        contactTitle: 'Napište nám',
        contactText: 'Zajímala mě ready-made společnost {{name}} – ozvěte se mi prosím.',
        contactTextNoName: 'Zajímá mě ready-made společnost – ozvěte se mi prosím.',
      },
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
      trap: 'Leave this field empty',
      conflict: {
        thisCompany: 'This company',
        already_reserved:
          '{{name}} has just been reserved by someone else – they were a moment quicker. We have still kept your enquiry and will gladly offer you another ready-made company.',
        reservation_limit:
          'A ready-made company reservation for your e-mail address or from this connection is already waiting for our confirmation. You can reserve another once we confirm it, or after 48 hours, when an unconfirmed reservation lapses. We have kept your enquiry and will be in touch.',
        offer:
          'Would you like to tell us anything else? Open the contact form – we will carry over your name, e-mail and phone.',
        contact: 'Write to us via the contact form',
        contactTitle: 'Write to us',
        contactText: 'I was interested in the ready-made company {{name}} – please get in touch.',
        contactTextNoName: 'I am interested in a ready-made company – please get in touch.',
      },
    },
    upload: {
      tooLarge: 'The file is too large (max. 10 MB).',
      badType: 'This type of file cannot be uploaded.',
      failed: 'The file could not be uploaded. Please try again.',
    },
  },
};

registerTranslations('forms', enquiryTranslations);
