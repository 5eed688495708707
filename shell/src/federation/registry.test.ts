import { entryOf, parseRemotesConfig } from './registry';

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
