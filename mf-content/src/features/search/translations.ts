import { registerTranslations } from 'shared';

const searchTranslations = {
  cs: {
    search: {
      title: 'Vyhledávání',
      label: 'Hledaný výraz',
      placeholder: 'Co hledáte? Např. sídlo Praha, likvidace…',
      submit: 'Hledat',
      resultsFor: 'Výsledky pro „{{q}}“',
      count_one: 'Nalezli jsme {{count}} výsledek.',
      count_few: 'Nalezli jsme {{count}} výsledky.',
      count_many: 'Nalezli jsme {{count}} výsledků.',
      count_other: 'Nalezli jsme {{count}} výsledků.',
      empty: 'Pro „{{q}}“ jsme nic nenašli. Zkuste jiné nebo obecnější slovo.',
      prompt: 'Zadejte, co hledáte – prohledáme stránky, blog, slovníky i nabídku sídel.',
    },
  },
  en: {
    search: {
      title: 'Search',
      label: 'Search term',
      placeholder: 'What are you looking for? E.g. office Prague, liquidation…',
      submit: 'Search',
      resultsFor: 'Results for “{{q}}”',
      count_one: 'We found {{count}} result.',
      count_other: 'We found {{count}} results.',
      empty: 'We found nothing for “{{q}}”. Try a different or more general word.',
      prompt: 'Type what you are looking for – we search the pages, the blog, the glossaries and the office offer.',
    },
  },
};

registerTranslations('content', searchTranslations);
