import { commonOtherLanguages, createI18n, loadTranslations, registerTranslations } from './i18n';

describe('i18n factory', () => {
  it('defaults to Czech with the common strings of the error page', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('cs');
    expect(i18n.t('error.notFoundTitle')).toBe('Stránka nenalezena');
    expect(i18n.t('error.genericTitle')).toBe('Něco se nepovedlo');
    expect(i18n.t('modal.notFound')).toBe('Obsah nenalezen.');
  });

  it('switches to English once the common English texts are loaded, Czech standing in until then', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('error.notFoundTitle')).toBe('Stránka nenalezena');
    await loadTranslations('en', commonOtherLanguages, i18n);
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

  it('adds another language’s texts when they are loaded, Czech standing in until then', async () => {
    const i18n = createI18n('en');
    registerTranslations('offers', { cs: { title: 'Nabídka', note: 'Bez DPH' } }, i18n);
    expect(i18n.t('offers:title')).toBe('Nabídka');
    const english = { title: 'Offer' };
    const load = jest.fn(() => Promise.resolve([['offers', english]] as const));
    const offers = { chunk: 'offers', load: { en: load } };
    const added = jest.fn();
    i18n.store.on('added', added);

    await loadTranslations('cs', offers, i18n);
    expect(load).not.toHaveBeenCalled();
    await loadTranslations('en', offers, i18n);
    expect(i18n.t('offers:title')).toBe('Offer');
    expect(i18n.t('offers:note')).toBe('Bez DPH');
    // Loaded again (another page of the feature): nothing is added twice.
    await loadTranslations('en', offers, i18n);
    expect(added).toHaveBeenCalledTimes(1);
  });
});
