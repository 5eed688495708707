import { registerTranslations } from 'shared';

const commerceTranslations = {
  cs: {
    cart: {
      title: 'Košík',
      empty: 'Váš košík je prázdný.',
      emptyHint: 'Vyberte si virtuální sídlo nebo doplňkovou službu a přidejte ji do košíku.',
      browseOffices: 'Prohlédnout virtuální sídla',
      browsePrices: 'Zobrazit ceník',
    },
  },
  en: {
    cart: {
      title: 'Cart',
      empty: 'Your cart is empty.',
      emptyHint: 'Choose a virtual office or an additional service and add it to your cart.',
      browseOffices: 'Browse virtual offices',
      browsePrices: 'See the price list',
    },
  },
};

registerTranslations('commerce', commerceTranslations);
