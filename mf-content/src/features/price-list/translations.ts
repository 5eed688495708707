import { registerTranslations } from 'shared';

/** The price list (namespace `content`, subtree `prices`). */
registerTranslations('content', {
  cs: {
    prices: {
      sections: 'Oddíly ceníku',
      offices: 'Virtuální sídla',
      cities: 'Města',
      note: 'Ceny jsou uvedeny bez DPH.',
    },
  },
  en: {
    prices: {
      sections: 'Price list sections',
      offices: 'Virtual offices',
      cities: 'Cities',
      note: 'Prices exclude VAT.',
    },
  },
});
