import { SiteConfigError } from '../src/settings';
import { makeFixture, removeFixture, siteApp, writeFixtureFile } from './fixture';
import { loggedSiteApp, SLOT_RENDERER, slotOf, writeFormsBuild, writeShell } from './release-fixture';

/**
 * Development (`npm run dev`, which sets DEV_SHELL_URL): the site server renders the pages as in
 * production, from the development builds in each app's `dist/.dev/`, while browsers load the
 * code from the dev servers; production refuses the setting.
 */

const DEV_SHELL = 'http://127.0.0.1:3000';
const FORMS_DEV_SERVER = 'http://127.0.0.1:3003/mf-manifest.json';
const DEV_TEMPLATE = `<!doctype html>
<html lang="cs"><head><meta charset="utf-8" /><title>Sídlo Partner</title>
<script defer src="${DEV_SHELL}/main.js"></script></head>
<body><div id="root"></div></body></html>
`;

let root: string;

beforeAll(() => {
  root = makeFixture(['shell']);
  // The production builds, which development leaves alone…
  writeShell(root);
  writeFormsBuild(root, 'mf-forms/dist', { version: null }, 'production forms');
  // …and the development builds beside them, as the dev servers write them.
  writeFixtureFile(root, 'shell/dist/.dev/index.html', DEV_TEMPLATE);
  // The same stand-in renderer: what differs is which build of mf-forms it is handed.
  writeFixtureFile(root, 'shell/dist/.dev/server/server.js', SLOT_RENDERER);
  writeFormsBuild(root, 'mf-forms/dist/.dev', { version: null }, 'development forms');
});

afterAll(() => removeFixture(root));

const browserRemotes = JSON.stringify({ mf_forms: FORMS_DEV_SERVER });

test('pages render on the server from the development builds; browsers load the code from the dev servers', async () => {
  const { app, log } = await loggedSiteApp({
    rootDir: root,
    env: { DEV_SHELL_URL: DEV_SHELL, REMOTES_JSON: browserRemotes },
  });
  try {
    const page = await app.inject({ url: '/kontakt' });
    expect(page.statusCode).toBe(200);
    // mf-forms rendered on the server by its development build, not its production one, though
    // browsers load it from its dev server on another origin.
    expect(slotOf(page.body)).toEqual({
      rendered: 'server',
      content: 'development forms<p>chunk of development forms</p>',
    });
    // The page is the development template: the shell's scripts from its dev server.
    expect(page.body).toContain(`data-run="${DEV_SHELL}/main.js"`);
    expect(page.body).toContain(FORMS_DEV_SERVER);
    // The policy lets the page load the shell's scripts and hear both dev servers' live updates.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${DEV_SHELL.replace(/[.]/g, '\\.')}`));
    expect(csp).toMatch(/connect-src [^;]*ws:\/\/127\.0\.0\.1:3000/);
    expect(csp).toMatch(/connect-src [^;]*ws:\/\/127\.0\.0\.1:3003/);
    expect(log.problems()).toEqual([]);
  } finally {
    await app.close();
  }
});

test('without DEV_SHELL_URL the production builds are served, and a remote on another origin renders in the browser', async () => {
  const app = await siteApp({ rootDir: root, env: { REMOTES_JSON: browserRemotes } });
  try {
    const page = await app.inject({ url: '/kontakt' });
    expect(slotOf(page.body).rendered).toBe('browser');
    expect(page.body).toContain('data-run="/main.js"');
  } finally {
    await app.close();
  }
  const production = await siteApp({ rootDir: root, env: {} });
  try {
    expect(slotOf((await production.inject({ url: '/kontakt' })).body).content).toBe(
      'production forms<p>chunk of production forms</p>',
    );
  } finally {
    await production.close();
  }
});

test('production refuses DEV_SHELL_URL, and it must be this machine', async () => {
  await expect(
    siteApp({
      rootDir: root,
      env: { NODE_ENV: 'production', SITE_URL: 'https://www.example.cz', DEV_SHELL_URL: DEV_SHELL },
    }),
  ).rejects.toThrow(SiteConfigError);
  await expect(siteApp({ rootDir: root, env: { DEV_SHELL_URL: 'http://dev.example.cz:3000' } })).rejects.toThrow(
    /DEV_SHELL_URL/,
  );
});

test('production policy has no WebSocket source: its remotes are https', async () => {
  const app = await siteApp({
    rootDir: root,
    env: {
      NODE_ENV: 'production',
      SITE_URL: 'https://www.example.cz',
      REMOTES_JSON: JSON.stringify({ mf_forms: 'https://forms.example.cz/mf-manifest.json' }),
    },
  });
  try {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain('https://forms.example.cz');
    expect(csp).not.toMatch(/wss?:/);
  } finally {
    await app.close();
  }
});
