import { registerTranslations } from 'shared';

/** Strings of the intro pop-up and the top promo banner, in the `chrome` namespace. */
registerTranslations('chrome', {
  cs: {
    intro: { label: 'Novinka od Sídlo Partner', close: 'Zavřít oznámení' },
    promo: { label: 'Aktuální nabídka', close: 'Skrýt nabídku' },
  },
  en: {
    intro: { label: 'News from Sídlo Partner', close: 'Close announcement' },
    promo: { label: 'Current offer', close: 'Hide offer' },
  },
});
