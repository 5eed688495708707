import { registerTranslations } from 'shared';

/**
 * Strings of the `chrome` namespace that more than one part of the chrome shows: the logo's link
 * home, the Ask button (header, mobile menu and the floating one) and a contact's lines and photo
 * (the contact cards and the modal's detail).
 */
registerTranslations('chrome', {
  cs: {
    logoLabel: 'Sídlo Partner – úvodní stránka',
    ask: { label: 'Zeptejte se', title: 'Zeptejte se nás' },
    contact: { email: 'E-mail', phone: 'Telefon', photo: 'Fotografie: {{name}}' },
  },
  en: {
    logoLabel: 'Sídlo Partner – home page',
    ask: { label: 'Ask us', title: 'Ask us' },
    contact: { email: 'E-mail', phone: 'Phone', photo: 'Photo: {{name}}' },
  },
});
