import { registerTranslations } from 'shared';

/**
 * Strings of the `chrome` namespace that more than one part of the chrome shows: the logo's link
 * home and the Ask button (header, mobile menu and the floating one).
 */
registerTranslations('chrome', {
  cs: {
    logoLabel: 'Sídlo Partner – úvodní stránka',
    ask: { label: 'Zeptejte se', title: 'Zeptejte se nás' },
  },
  en: {
    logoLabel: 'Sídlo Partner – home page',
    ask: { label: 'Ask us', title: 'Ask us' },
  },
});
