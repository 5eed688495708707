import { registerTranslations } from 'shared';

/** Virtual-office listing and detail (namespace `content`, subtree `offices`). */
registerTranslations('content', {
  cs: {
    offices: {
      listLabel: 'Nabídka virtuálních sídel',
      listName: 'Virtuální sídla',
      city: { prague: 'Praha', brno: 'Brno', pilsen: 'Plzeň', olomouc: 'Olomouc', slovakia: 'Slovensko' },
      available: 'Volné',
      full: 'Obsazeno',
      badge: { popular: 'Nejoblíbenější', new: 'Novinka' },
      priceFrom: 'od {{price}} měsíčně',
      prices: 'Ceny',
      tariffs: 'Tarify sídla',
      price: '{{price}} {{period}}',
      length: 'Délka pronájmu: {{length}}',
      activation: 'Jednorázový aktivační poplatek',
      included: 'Co služba obsahuje',
      services: 'Další služby',
      servicesNote: 'K přeposílání pošty se účtují hotové výdaje za poštovné.',
      fullNotice: 'Toto sídlo je momentálně obsazené. Napište nám a ozveme se, jakmile se uvolní.',
      enquiryTitle: 'Poptávka virtuálního sídla',
    },
  },
  en: {
    offices: {
      listLabel: 'Virtual offices on offer',
      listName: 'Virtual registered offices',
      city: { prague: 'Prague', brno: 'Brno', pilsen: 'Pilsen', olomouc: 'Olomouc', slovakia: 'Slovakia' },
      available: 'Available',
      full: 'Full',
      badge: { popular: 'Most popular', new: 'New' },
      priceFrom: 'from {{price}} a month',
      prices: 'Prices',
      tariffs: 'Office tariffs',
      price: '{{price}} {{period}}',
      length: 'Rental period: {{length}}',
      activation: 'One-time activation fee',
      included: 'What the service includes',
      services: 'Other services',
      servicesNote: 'Postage for mail forwarding is charged at cost.',
      fullNotice: 'This office is currently full. Write to us and we will let you know when a place frees up.',
      enquiryTitle: 'Virtual office enquiry',
    },
  },
});
