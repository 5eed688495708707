import { loadRemote } from '@module-federation/enhanced/runtime';
import { i18n, type OtherLanguages } from 'shared';
import { loadedModulesTextsIn, loadRemoteModule, withModuleTexts } from './modules';
import { entryOf, parseRemotesConfig, pointRemotesAt } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('the remotes registry', () => {
  it('loads the entry that lies next to a registered manifest, wherever the remote is deployed', () => {
    expect(entryOf('http://localhost/remotes/mf-chrome/mf-manifest.json')).toBe(
      'http://localhost/remotes/mf-chrome/remoteEntry.js',
    );
    expect(entryOf('https://cdn.example.com/forms/v42/mf-manifest.json')).toBe(
      'https://cdn.example.com/forms/v42/remoteEntry.js',
    );
    // An entry registered directly is loaded as it is.
    expect(entryOf('https://cdn.example.com/forms/remoteEntry.js')).toBe(
      'https://cdn.example.com/forms/remoteEntry.js',
    );
  });

  it('keeps only the known remotes of /remotes.json, resolved against the page', () => {
    expect(
      parseRemotesConfig({ mf_forms: '/remotes/mf-forms/mf-manifest.json', mf_chrome: 3, mf_content: '' }),
    ).toEqual({
      mf_forms: `${window.location.origin}/remotes/mf-forms/mf-manifest.json`,
    });
  });
});

describe('a remote module’s texts besides Czech', () => {
  const texts = (key: string, text: string) => jest.fn(async () => [['registry-test', { [key]: text }]] as const);
  afterEach(() => i18n.changeLanguage('cs'));

  it('come with the module in the page’s language, and with a move into another language', async () => {
    const headerTexts: OtherLanguages = { chunk: 'chrome', load: { en: texts('menu', 'Menu') } };
    const footerTexts: OtherLanguages = { chunk: 'chrome', load: { en: texts('contact', 'Contact us') } };
    jest
      .mocked(loadRemote)
      .mockImplementation(async (id: string) =>
        id === 'mf_chrome/Header'
          ? { default: () => null, otherLanguages: headerTexts }
          : { default: () => null, otherLanguages: footerTexts },
      );
    pointRemotesAt({ mf_chrome: 'https://site.test/remotes/mf-chrome/mf-manifest.json' });

    // A Czech page: nothing to load.
    await loadRemoteModule('mf_chrome/Footer');
    expect(footerTexts.load.en).not.toHaveBeenCalled();
    // An English page: the module is drawn once its English texts are there.
    await i18n.changeLanguage('en');
    await loadRemoteModule('mf_chrome/Header');
    expect(i18n.t('registry-test:menu')).toBe('Menu');
    // A move into English loads the texts of every module loaded before.
    await loadedModulesTextsIn('en');
    expect(i18n.t('registry-test:contact')).toBe('Contact us');
    // The server names the chunk beside each module that has one, for a page not in Czech.
    expect(withModuleTexts(['mf_chrome/Header', 'mf_content/Page#page-home'], 'en')).toEqual([
      'mf_chrome/Header',
      'mf_content/Page#page-home',
      'mf_chrome/Header#chrome-en',
    ]);
    expect(withModuleTexts(['mf_chrome/Header'], 'cs')).toEqual(['mf_chrome/Header']);
  });
});
