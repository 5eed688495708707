import { registerTranslations } from 'shared';

const searchTranslations = {
  cs: {
    search: {
      open: 'Otevřít vyhledávání',
      close: 'Zavřít vyhledávání',
      label: 'Hledaný výraz',
      placeholder: 'Co hledáte?',
      submit: 'Hledat',
      region: 'Vyhledávání na webu',
    },
  },
  en: {
    search: {
      open: 'Open search',
      close: 'Close search',
      label: 'Search term',
      placeholder: 'What are you looking for?',
      submit: 'Search',
      region: 'Site search',
    },
  },
};

registerTranslations('chrome', searchTranslations);
