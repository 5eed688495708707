import { registerTranslations } from 'shared';
import { CONSENT_NS } from './translations';

/** Strings only the preferences dialog shows; they load with it. */
registerTranslations(CONSENT_NS, {
  cs: {
    save: 'Uložit výběr',
    close: 'Zavřít nastavení cookies',
    preferencesTitle: 'Nastavení cookies',
    preferencesText:
      'Zaškrtnuté jsou kategorie, se kterými nyní souhlasíte. Souhlas můžete kdykoli změnit nebo odvolat; cookies odmítnuté kategorie smažeme.',
  },
  en: {
    save: 'Save choices',
    close: 'Close cookie settings',
    preferencesTitle: 'Cookie settings',
    preferencesText:
      'The ticked categories are those you agree to now. You can change or withdraw your consent at any time; we delete the cookies of a category you refuse.',
  },
});
