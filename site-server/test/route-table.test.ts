import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { makeFixture, removeFixture, siteApp, writeRouteTable } from './fixture';

/*
 * The site's pages are the routes of the remotes served now: each build's own table, read as data
 * and checked against the build's record. A build that adds a page serves it (and the sitemap lists
 * it) without a restart; a table changed after its build is not believed.
 */

const CONTENT_TABLE = readFileSync(join(__dirname, '..', '..', 'mf-content', 'src', 'routes.json'), 'utf8');
const NEWS = { id: 'news', cs: '/novinky', en: '/en/news', module: 'mf_content/Page' };
const withNews = JSON.stringify([...(JSON.parse(CONTENT_TABLE) as unknown[]), NEWS]);

let root: string;
let app: FastifyInstance;
beforeEach(async () => {
  root = makeFixture();
  app = await siteApp({ rootDir: root });
});
afterEach(async () => {
  await app.close();
  removeFixture(root);
});

const status = async (url: string) => (await app.inject({ url })).statusCode;
const second = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('the route table composed from the remotes served', () => {
  it('serves a page a new build of a remote adds, and lists it in the sitemap, without a restart', async () => {
    expect(await status('/novinky')).toBe(404);
    expect((await app.inject({ url: '/sitemap.xml' })).body).not.toContain('/novinky');

    writeRouteTable(root, 'mf-content', withNews);
    // The builds are looked at once a second at most.
    await second();
    expect(await status('/novinky')).toBe(200);
    expect(await status('/en/news')).toBe(200);
    const sitemap = (await app.inject({ url: '/sitemap.xml', headers: { host: 'www.example.cz' } })).body;
    expect(sitemap).toContain('<loc>http://www.example.cz/novinky</loc>');
    expect(sitemap).toContain('hreflang="en" href="http://www.example.cz/en/news"');

    // The build before it again: the page is gone.
    writeRouteTable(root, 'mf-content', CONTENT_TABLE);
    await second();
    expect(await status('/novinky')).toBe(404);
    expect(await status('/kontakt')).toBe(200);
  });

  it('does not believe a table changed after its build: the pages of that remote are unknown', async () => {
    expect(await status('/kontakt')).toBe(200);
    writeRouteTable(root, 'mf-content', withNews, { record: false });
    await second();
    expect(await status('/novinky')).toBe(404);
    expect(await status('/kontakt')).toBe(404);
    // The other remotes' pages stay.
    expect(await status('/kosik')).toBe(200);
    expect(await status('/kontaktni-formular')).toBe(200);
  });

  it('knows the pages of a build without server files by the table beside its manifest', async () => {
    rmSync(join(root, 'mf-content', 'dist', 'server'), { recursive: true });
    await second();
    expect(await status('/kontakt')).toBe(404);
    // Its browser build carries the table too: its pages are known, and render in the browser.
    writeFileSync(join(root, 'mf-content', 'dist', 'routes.json'), CONTENT_TABLE);
    await second();
    expect(await status('/kontakt')).toBe(200);
    expect(await status('/en/contact')).toBe(200);
  });

  it("never serves one remote's route on another's path: a path two remotes claim is no page", async () => {
    const thief = [{ id: 'cartCopy', cs: '/kosik', en: '/en/cart', module: 'mf_forms/LoginPage' }];
    const forms = readFileSync(join(__dirname, '..', '..', 'mf-forms', 'src', 'routes.json'), 'utf8');
    writeRouteTable(root, 'mf-forms', JSON.stringify([...(JSON.parse(forms) as unknown[]), ...thief]));
    await second();
    expect(await status('/kosik')).toBe(404);
    expect((await app.inject({ url: '/robots.txt' })).body).not.toContain('/kosik');
    // The routes nobody else claims stay.
    expect(await status('/prihlaseni')).toBe(200);
    expect(await status('/kontakt')).toBe(200);
  });
});
