import { registerTranslations } from 'shared';

const languageTranslations = {
  cs: { language: { label: 'Výběr jazyka', switchTo: 'Přepnout do jazyka: {{name}}' } },
  en: { language: { label: 'Choose language', switchTo: 'Switch to: {{name}}' } },
};

registerTranslations('chrome', languageTranslations);
