import { registerTranslations } from 'shared';

/** Foreign companies (namespace `content`, subtree `foreign`). */
registerTranslations('content', {
  cs: {
    foreign: {
      listName: 'Zahraniční a offshore společnosti',
      tabs: 'Oblasti',
      region: { eu: 'EU', 'non-eu': 'Mimo EU', offshore: 'Offshore' },
      price: 'Cena založení',
      duration_one: 'Založení do {{count}} dne',
      duration_few: 'Založení do {{count}} dnů',
      duration_many: 'Založení do {{count}} dnů',
      duration_other: 'Založení do {{count}} dnů',
      more: 'více',
      less: 'méně',
      moreNamed: 'Více o: {{name}}',
      empty: 'V této oblasti zatím nenabízíme žádnou jurisdikci.',
      enquiryTitle: 'Poptávka zahraniční společnosti',
    },
  },
  en: {
    foreign: {
      listName: 'Foreign and offshore companies',
      tabs: 'Regions',
      region: { eu: 'EU', 'non-eu': 'Non-EU', offshore: 'Offshore' },
      price: 'Formation price',
      duration_one: 'Set up within {{count}} day',
      duration_other: 'Set up within {{count}} days',
      more: 'more',
      less: 'less',
      moreNamed: 'More about: {{name}}',
      empty: 'We do not offer a jurisdiction in this region yet.',
      enquiryTitle: 'Foreign company enquiry',
    },
  },
});
