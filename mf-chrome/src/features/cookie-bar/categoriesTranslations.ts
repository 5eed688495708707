import { registerTranslations } from 'shared';
import { CONSENT_NS } from './translations';

/** The cookie categories' names and descriptions; they load with the category list. */
registerTranslations(CONSENT_NS, {
  cs: {
    settingsTitle: 'Nastavení cookies',
    alwaysOn: 'Vždy zapnuté',
    categories: {
      technical: {
        title: 'Technické',
        text: 'Nezbytné pro základní funkce webu: volbu jazyka, obsah košíku, přihlášení nebo uložení vašeho souhlasu. Nelze je vypnout.',
      },
      analytical: {
        title: 'Analytické',
        text: 'Pomáhají nám měřit návštěvnost a zjistit, které stránky a služby vás zajímají, abychom mohli web zlepšovat.',
      },
      marketing: {
        title: 'Marketingové',
        text: 'Umožňují přizpůsobit obsah a nabídky vašim zájmům a vyhodnotit úspěšnost našich kampaní.',
      },
      advertisement: {
        title: 'Reklamní',
        text: 'Slouží k zobrazování relevantní reklamy na jiných webech a sociálních sítích a ke sdílení údajů s reklamními partnery.',
      },
    },
  },
  en: {
    settingsTitle: 'Cookie settings',
    alwaysOn: 'Always on',
    categories: {
      technical: {
        title: 'Technical',
        text: 'Essential for the basic functions of the website: your language, the contents of your cart, signing in and remembering your consent. They cannot be turned off.',
      },
      analytical: {
        title: 'Analytical',
        text: 'Help us measure traffic and learn which pages and services interest you, so that we can improve the website.',
      },
      marketing: {
        title: 'Marketing',
        text: 'Let us tailor content and offers to your interests and evaluate how well our campaigns work.',
      },
      advertisement: {
        title: 'Advertising',
        text: 'Used to show relevant advertising on other websites and social networks and to share data with our advertising partners.',
      },
    },
  },
});
