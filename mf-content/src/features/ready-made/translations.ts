import { registerTranslations } from 'shared';

/** The ready-made company table (namespace `content`, subtree `readymade`). */
registerTranslations('content', {
  cs: {
    readymade: {
      caption: 'Ready-made společnosti k prodeji',
      special: 'Akce',
      name: 'Název',
      ic: 'IČ',
      city: 'Sídlo',
      capital: 'Základní kapitál',
      established: 'Založeno',
      price: 'Cena',
      note: 'Poznámka',
      action: 'Rezervace',
      book: 'Rezervovat',
      bookNamed: 'Rezervovat: {{name}}',
      reserved: 'Rezervováno',
      enquiryTitle: 'Rezervace ready-made společnosti',
      types: 'Typ společnosti',
      all: 'Všechny',
      kind: { sro: 's.r.o.', as: 'a.s.', se: 'SE', startup: 'Pro start-up' },
    },
  },
  en: {
    readymade: {
      caption: 'Ready-made companies for sale',
      special: 'Offer',
      name: 'Name',
      ic: 'Company ID',
      city: 'Registered office',
      capital: 'Share capital',
      established: 'Established',
      price: 'Price',
      note: 'Note',
      action: 'Booking',
      book: 'Book',
      bookNamed: 'Book: {{name}}',
      reserved: 'Reserved',
      enquiryTitle: 'Ready-made company booking',
      types: 'Company type',
      all: 'All',
      kind: { sro: 's.r.o.', as: 'a.s.', se: 'SE', startup: 'For start-ups' },
    },
  },
});
