import { createI18n, registerTranslations } from './i18n';

describe('i18n factory', () => {
  it('defaults to Czech with the common strings of the error page', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('cs');
    expect(i18n.t('error.notFoundTitle')).toBe('Stránka nenalezena');
    expect(i18n.t('error.genericTitle')).toBe('Něco se nepovedlo');
    expect(i18n.t('modal.notFound')).toBe('Obsah nenalezen.');
  });

  it('switches to English', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('error.notFoundTitle')).toBe('This page could not be found');
    await i18n.changeLanguage('cs');
    expect(i18n.t('languages.cs')).toBe('cz');
  });

  it('lets a remote add its own namespace in both locales', async () => {
    const i18n = createI18n();
    registerTranslations('forms', { cs: { send: 'Odeslat' }, en: { send: 'Send' } }, i18n);
    expect(i18n.t('forms:send')).toBe('Odeslat');
    await i18n.changeLanguage('en');
    expect(i18n.t('forms:send')).toBe('Send');
  });
});
