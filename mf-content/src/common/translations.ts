import { registerTranslations } from 'shared';

/** Strings every content page may show: its loading, error and not-found states, the FAQ heading (namespace `content`). */
registerTranslations('content', {
  cs: {
    page: {
      loading: 'Načítáme obsah stránky…',
      error: 'Obsah stránky se nepodařilo načíst. Zkontrolujte prosím připojení k internetu a zkuste to znovu.',
      retry: 'Zkusit znovu',
      notFoundTitle: 'Stránka nenalezena',
      notFoundText: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
      goHome: 'Přejít na úvodní stránku',
      faqTitle: 'Časté dotazy',
    },
  },
  en: {
    page: {
      loading: 'Loading the page content…',
      error: 'The page content could not be loaded. Please check your internet connection and try again.',
      retry: 'Try again',
      notFoundTitle: 'This page could not be found',
      notFoundText: 'The page you are looking for does not exist or has been moved.',
      goHome: 'Go to the home page',
      faqTitle: 'Frequently asked questions',
    },
  },
});
