import { registerTranslations } from 'shared';

/** Header strings, in the `chrome` namespace (other chrome features add their own keys to it). */
const headerTranslations = {
  cs: {
    header: {
      mainNav: 'Hlavní navigace',
      mobileNav: 'Mobilní navigace',
      openMenu: 'Otevřít menu',
      closeMenu: 'Zavřít menu',
      menu: 'Menu',
      more: 'Další',
      toggleSubmenu: 'Podnabídka: {{name}}',
      smartPoint: 'Smart Point',
      smartPointLabel: 'Otevřít panel Smart Point',
      phoneLabel: 'Zavolejte nám: {{phone}}',
    },
  },
  en: {
    header: {
      mainNav: 'Main navigation',
      mobileNav: 'Mobile navigation',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      menu: 'Menu',
      more: 'More',
      toggleSubmenu: 'Submenu: {{name}}',
      smartPoint: 'Smart Point',
      smartPointLabel: 'Open the Smart Point panel',
      phoneLabel: 'Call us: {{phone}}',
    },
  },
};

registerTranslations('chrome', headerTranslations);
