/** Strings every app needs: error page, fallbacks, retry, form outcome messages. */
export const common = {
  cs: {
    siteName: 'Sídlo Partner',
    home: 'Domů',
    skipToContent: 'Přeskočit na obsah',
    languages: { cs: 'cz', en: 'en' },
    languageNames: { cs: 'Čeština', en: 'English' },
    error: {
      notFoundTitle: 'Stránka nenalezena',
      notFoundText: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
      genericTitle: 'Něco se nepovedlo',
      genericText: 'Omlouváme se, při zobrazení stránky došlo k chybě. Zkuste to prosím znovu.',
      goHome: 'Přejít na úvodní stránku',
      errorPageFailed: 'Při zobrazení chybové stránky došlo k chybě',
    },
    remote: {
      contentFailed: 'Obsah stránky se nepodařilo načíst.',
      partFailed: 'Tuto část stránky se nepodařilo načíst.',
      retry: 'Zkusit znovu',
      loading: 'Načítáme…',
    },
    form: {
      message: {
        sent: 'Děkujeme, vaši zprávu jsme přijali. Brzy se vám ozveme.',
        error: 'Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.',
      },
    },
    modal: { notFound: 'Obsah nenalezen.', close: 'Zavřít' },
    offline: 'Jste offline. Některé části stránky nemusí fungovat.',
  },
  en: {
    siteName: 'Sídlo Partner',
    home: 'Home',
    skipToContent: 'Skip to content',
    languages: { cs: 'cz', en: 'en' },
    languageNames: { cs: 'Čeština', en: 'English' },
    error: {
      notFoundTitle: 'This page could not be found',
      notFoundText: 'The page you are looking for does not exist or has been moved.',
      genericTitle: 'Something went wrong',
      genericText: 'Sorry, an error occurred while showing this page. Please try again.',
      goHome: 'Go to the home page',
      errorPageFailed: 'An error occurred while showing the error page',
    },
    remote: {
      contentFailed: 'The page content could not be loaded.',
      partFailed: 'This part of the page could not be loaded.',
      retry: 'Try again',
      loading: 'Loading…',
    },
    form: {
      message: {
        sent: 'Thank you, we have received your message. We will be in touch soon.',
        error: 'Your message could not be sent. Please try again.',
      },
    },
    modal: { notFound: 'Content not found.', close: 'Close' },
    offline: 'You are offline. Some parts of the page may not work.',
  },
} as const;
