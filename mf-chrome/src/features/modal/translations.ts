import { registerTranslations } from 'shared';

/** Namespace `chrome-overlays`: global modal, contact cards, lightbox, intro pop-up, promo banner. */
export const OVERLAYS_NS = 'chrome-overlays';

export const overlaysTranslations = {
  cs: {
    modal: { label: 'Dialogové okno' },
    contact: {
      email: 'E-mail',
      phone: 'Telefon',
      details: 'Zobrazit kontakt: {{name}}',
      enlarge: 'Zvětšit fotografii: {{name}}',
      photo: 'Fotografie: {{name}}',
    },
    intro: {
      label: 'Novinka od Sídlo Partner',
      close: 'Zavřít oznámení',
    },
    promo: {
      label: 'Aktuální nabídka',
      close: 'Skrýt nabídku',
    },
  },
  en: {
    modal: { label: 'Dialog' },
    contact: {
      email: 'E-mail',
      phone: 'Phone',
      details: 'Show contact: {{name}}',
      enlarge: 'Enlarge photo: {{name}}',
      photo: 'Photo: {{name}}',
    },
    intro: {
      label: 'News from Sídlo Partner',
      close: 'Close announcement',
    },
    promo: {
      label: 'Current offer',
      close: 'Hide offer',
    },
  },
};

registerTranslations(OVERLAYS_NS, overlaysTranslations);
