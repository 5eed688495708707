import { registerTranslations } from 'shared';

/** Meeting-room listing and detail (namespace `content`, subtree `rooms`). */
registerTranslations('content', {
  cs: {
    rooms: {
      listLabel: 'Zasedací místnosti k pronájmu',
      listName: 'Pronájem zasedacích místností',
      city: { prague: 'Praha', brno: 'Brno', pilsen: 'Plzeň', olomouc: 'Olomouc' },
      capacity: 'Kapacita: {{count}} osob',
      equipment: 'Vybavení',
      public: 'Otevřeno všem',
      publicNote: 'Místnost si může pronajmout kdokoli, nejen naši klienti.',
      book: 'Rezervovat',
      enquiryTitle: 'Rezervace zasedací místnosti',
    },
  },
  en: {
    rooms: {
      listLabel: 'Meeting rooms for rent',
      listName: 'Meeting room rental',
      city: { prague: 'Prague', brno: 'Brno', pilsen: 'Pilsen', olomouc: 'Olomouc' },
      capacity: 'Capacity: {{count}} people',
      equipment: 'Equipment',
      public: 'Open to everyone',
      publicNote: 'Anyone can book this room, not only our clients.',
      book: 'Book',
      enquiryTitle: 'Meeting-room booking',
    },
  },
});
