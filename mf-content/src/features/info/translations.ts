import { registerTranslations } from 'shared';

/** Info page copy (namespace `content`, subtree `info`). */
registerTranslations('content', {
  cs: {
    info: {
      fallbackTitle: 'Informace',
      home: 'Úvod',
      smartPoint: 'Smart Point',
      topics: 'Další témata Smart Point',
      backToSmartPoint: 'Zpět na Smart Point',
    },
  },
  en: {
    info: {
      fallbackTitle: 'Information',
      home: 'Home',
      smartPoint: 'Smart Point',
      topics: 'More Smart Point topics',
      backToSmartPoint: 'Back to Smart Point',
    },
  },
});
