import { registerTranslations } from 'shared';

/** Strings of the offer listings and details (namespace `content`, subtree `catalog`). */
registerTranslations('content', {
  cs: {
    catalog: {
      loading: 'Načítáme nabídku…',
      error: 'Nabídku se nepodařilo načíst. Zkontrolujte prosím připojení k internetu a zkuste to znovu.',
      retry: 'Zkusit znovu',
      exclVat: 'bez DPH',
      priceExclVat: 'cena bez DPH',
      oldPrice: 'Původní cena',
      from: 'od {{price}}',
      addToCart: 'Do košíku',
      addToCartNamed: 'Do košíku: {{name}}',
      enquire: 'Poptat',
      enquireNamed: 'Poptat: {{name}}',
      detail: 'Detail',
      detailNamed: 'Detail: {{name}}',
      empty: 'V této nabídce teď nic nemáme. Napište nám, rádi vám pomůžeme.',
      back: 'Zpět na přehled',
      map: 'Zobrazit na mapě',
      mapNamed: 'Zobrazit na mapě: {{name}} (otevře se v novém okně)',
      home: 'Úvod',
    },
  },
  en: {
    catalog: {
      loading: 'Loading the offer…',
      error: 'The offer could not be loaded. Please check your internet connection and try again.',
      retry: 'Try again',
      exclVat: 'excl. VAT',
      priceExclVat: 'price excl. VAT',
      oldPrice: 'Original price',
      from: 'from {{price}}',
      addToCart: 'Add to cart',
      addToCartNamed: 'Add to cart: {{name}}',
      enquire: 'Enquire',
      enquireNamed: 'Enquire: {{name}}',
      detail: 'Detail',
      detailNamed: 'Detail: {{name}}',
      empty: 'There is nothing on offer here right now. Write to us and we will gladly help.',
      back: 'Back to the overview',
      map: 'Show on the map',
      mapNamed: 'Show on the map: {{name}} (opens in a new window)',
      home: 'Home',
    },
  },
});
