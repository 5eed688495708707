import { registerTranslations } from 'shared';

const smartPointTranslations = {
  cs: {
    smartpoint: {
      title: 'Smart Point',
      lead: 'Poradenské centrum pro podnikatele: pomůžeme vám se založením firmy, účetnictvím, daněmi i právními otázkami na jednom místě.',
      more: 'Více o Smart Pointu',
      close: 'Zavřít panel Smart Point',
      tab: 'Smart Point',
      tabLabel: 'Otevřít panel Smart Point',
    },
  },
  en: {
    smartpoint: {
      title: 'Smart Point',
      lead: 'An advisory hub for entrepreneurs: help with setting up a company, accounting, taxes and legal questions, all in one place.',
      more: 'More about Smart Point',
      close: 'Close the Smart Point panel',
      tab: 'Smart Point',
      tabLabel: 'Open the Smart Point panel',
    },
  },
};

registerTranslations('chrome', smartPointTranslations);
