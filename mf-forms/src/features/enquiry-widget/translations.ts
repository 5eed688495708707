import { registerTranslations } from 'shared';

/** Namespace `forms`, embeddable widget part. */
const widgetTranslations = {
  cs: {
    widget: {
      title: 'Máte dotaz? Napište nám',
      intro: 'Vyplňte krátký formulář a specialista Sídlo Partner se vám ozve, obvykle do jednoho pracovního dne.',
      sentTitle: 'Děkujeme za poptávku',
      poweredBy: 'Formulář provozuje Sídlo Partner',
    },
  },
  en: {
    widget: {
      title: 'Have a question? Write to us',
      intro:
        'Fill in the short form and a Sídlo Partner specialist will get back to you, usually within one working day.',
      sentTitle: 'Thank you for your enquiry',
      poweredBy: 'Form provided by Sídlo Partner',
    },
  },
};

registerTranslations('forms', widgetTranslations);
