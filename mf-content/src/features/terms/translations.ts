import { registerTranslations } from 'shared';

/** Dictionary and glossary copy (namespace `content`, subtree `terms`). */
registerTranslations('content', {
  cs: {
    terms: {
      filter: 'Filtr podle počátečního písmene',
      all: 'vše',
      letterEmpty: 'Na písmeno {{letter}} nemáme žádný pojem',
      empty: 'Nebyly nalezeny žádné pojmy',
      showAll: 'Zobrazit všechny pojmy',
      count_one: '{{count}} pojem',
      count_few: '{{count}} pojmy',
      count_many: '{{count}} pojmů',
      count_other: '{{count}} pojmů',
      back: 'Zpět na úvodní stránku',
      backTo: { dictionary: 'Zpět na slovník pojmů', glossary: 'Zpět na glosář' },
      home: 'Úvod',
    },
  },
  en: {
    terms: {
      filter: 'Filter by first letter',
      all: 'all',
      letterEmpty: 'No term starts with {{letter}}',
      empty: 'No terms found',
      showAll: 'Show all terms',
      count_one: '{{count}} term',
      count_other: '{{count}} terms',
      back: 'Back to the home page',
      backTo: { dictionary: 'Back to the dictionary of terms', glossary: 'Back to the glossary' },
      home: 'Home',
    },
  },
});
