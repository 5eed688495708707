import { registerTranslations } from 'shared';

/** Namespace `chrome-consent`: the cookie bar and its settings. */
export const CONSENT_NS = 'chrome-consent';

const consentTranslations = {
  cs: {
    title: 'Používáme cookies',
    text: 'Cookies používáme k provozu webu a měření návštěvnosti. Kromě nezbytných je použijeme jen s vaším souhlasem.',
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
    settingsText:
      'Vyberte, které kategorie cookies nám dovolíte používat. Svou volbu potvrďte tlačítkem „Přijmout vybrané“.',
  },
  en: {
    title: 'We use cookies',
    text: 'We use cookies to run the site and measure its traffic. Apart from essential ones, we use them only with your consent.',
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
    settingsText: 'Choose which categories of cookies we may use, then confirm with “Accept selected”.',
  },
};

registerTranslations(CONSENT_NS, consentTranslations);
