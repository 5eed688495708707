import { registerTranslations } from 'shared';

/** Copy of the company valuation calculator (namespace `content`, subtree `calculator`). */
registerTranslations('content', {
  cs: {
    calculator: {
      title: 'Kalkulačka hodnoty firmy',
      calculate: 'Spočítat odhad',
      lead: 'Zadejte údaje z poslední účetní závěrky v tisících Kč. Orientační cenu vypočítáme z provozního zisku před odpisy (EBITDA) pomocí násobků, které se při prodejích malých a středních firem běžně používají, a odečteme úročené dluhy.',
      description:
        'Orientační odhad ceny firmy z tržeb, provozního zisku, odpisů a dluhů: rozpětí kupní ceny a pravděpodobně dosažitelná cena během minuty.',
      unit: 'tis. Kč',
      unitLong: 'Částka v tisících korun.',
      fields: {
        revenue: 'Tržby',
        operatingProfit: 'Provozní výsledek hospodaření',
        depreciation: 'Odpisy',
        interestBearingDebt: 'Úročené dluhy (úvěry, půjčky)',
        equity: 'Vlastní kapitál',
      },
      it: { legend: 'Podniká firma v oboru IT?', yes: 'Ano, v IT', no: 'Ne, v jiném oboru' },
      interest: 'Mám zájem o kontakt nebo znalecký posudek',
      range: 'Předpokládané rozpětí kupní ceny',
      probable: 'Pravděpodobně dosažitelná cena',
      numeric: 'Pole musí obsahovat pouze číslice.',
      fillIn: 'Vyplňte všechna pole a výsledek se zobrazí hned.',
      fixErrors: 'Opravte prosím označená pole.',
      disclaimer:
        'Výpočet je pouze orientační a nenahrazuje znalecký posudek. Skutečná cena závisí na majetku, smlouvách, zákaznících i vyjednávání.',
      modalTitle: 'Ocenění firmy',
      requestText:
        'Ocenění firmy – {{amounts}} (tis. Kč); obor: {{sector}}. Rozpětí ceny {{low}} – {{high}}, pravděpodobná cena {{probable}}.',
      requestWithout: 'Mám zájem o ocenění firmy nebo znalecký posudek.',
      contactNext: 'Výpočet vložíme do poptávkového formuláře, stačí doplnit, jak se vám máme ozvat.',
      contactButton: 'Pokračovat k poptávce',
    },
  },
  en: {
    calculator: {
      calculate: 'Calculate the estimate',
      title: 'Company valuation calculator',
      lead: 'Enter the figures of your latest financial statements in thousands of CZK. We estimate the price from the operating profit before depreciation (EBITDA) with the multiples commonly used when small and medium-sized companies are sold, less the interest-bearing debts.',
      description:
        'An indicative estimate of what your company is worth from revenue, operating profit, depreciation and debts: the price range and the probable price in a minute.',
      unit: 'thous. CZK',
      unitLong: 'Amount in thousands of Czech crowns.',
      fields: {
        revenue: 'Revenue',
        operatingProfit: 'Operating profit',
        depreciation: 'Depreciation',
        interestBearingDebt: 'Interest-bearing debts (loans, credit)',
        equity: 'Equity',
      },
      it: { legend: 'Is the company in the IT sector?', yes: 'Yes, IT', no: 'No, another sector' },
      interest: 'I am interested in being contacted or in an expert opinion',
      range: 'Expected purchase price range',
      probable: 'Probable achievable price',
      numeric: 'The field may contain digits only.',
      fillIn: 'Fill in every field and the result shows at once.',
      fixErrors: 'Please correct the marked fields.',
      disclaimer:
        'The result is indicative only and does not replace an expert opinion. The real price depends on assets, contracts, customers and negotiation.',
      modalTitle: 'Company valuation',
      requestText:
        'Company valuation – {{amounts}} (thous. CZK); sector: {{sector}}. Price range {{low}} – {{high}}, probable price {{probable}}.',
      requestWithout: 'I am interested in a company valuation or an expert opinion.',
      contactNext: 'We put the calculation into the enquiry form; just add how we should get in touch.',
      contactButton: 'Continue to the enquiry',
    },
  },
});
