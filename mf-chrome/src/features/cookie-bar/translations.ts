import { registerTranslations } from 'shared';

/** Namespace `chrome-consent`: the cookie bar and its settings. */
export const CONSENT_NS = 'chrome-consent';

const consentTranslations = {
  cs: {
    title: 'Používáme cookies',
    text:
      'Soubory cookies nám pomáhají zajistit správné fungování webu, měřit jeho návštěvnost a nabízet vám obsah, který vás zajímá. ' +
      'Technické cookies jsou nezbytné a jsou vždy zapnuté; ostatní použijeme jen s vaším souhlasem.',
    revised: 'Od vaší poslední volby jsme upravili, k čemu cookies používáme. Potvrďte prosím svůj souhlas znovu.',
    privacy: 'Zásady ochrany osobních údajů',
    privacySlug: 'zasady-ochrany-osobnich-udaju',
    newTab: '(otevře se v novém okně)',
    acceptAll: 'Přijmout vše',
    refuseAll: 'Odmítnout vše',
    acceptSelected: 'Přijmout vybrané',
    saved: 'Nastavení cookies bylo uloženo.',
    openSettings: 'Nastavení cookies',
    closeSettings: 'Zpět',
    settingsTitle: 'Nastavení cookies',
    settingsText:
      'Vyberte, které kategorie cookies nám dovolíte používat. Svou volbu potvrďte tlačítkem „Přijmout vybrané“.',
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
    title: 'We use cookies',
    text:
      'Cookies help us keep the website working properly, measure its traffic and show you content that is relevant to you. ' +
      'Technical cookies are essential and always on; we use the others only with your consent.',
    revised: 'We have changed what we use cookies for since your last choice. Please confirm your consent again.',
    privacy: 'Privacy policy',
    privacySlug: 'privacy-policy',
    newTab: '(opens in a new tab)',
    acceptAll: 'Accept all',
    refuseAll: 'Refuse all',
    acceptSelected: 'Accept selected',
    saved: 'Your cookie settings have been saved.',
    openSettings: 'Cookie settings',
    closeSettings: 'Back',
    settingsTitle: 'Cookie settings',
    settingsText: 'Choose which categories of cookies we may use, then confirm with “Accept selected”.',
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
};

registerTranslations(CONSENT_NS, consentTranslations);
