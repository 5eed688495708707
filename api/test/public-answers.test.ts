import Fastify, { type FastifyInstance } from 'fastify';
import { changesContent, ContentChanges } from '../src/core/content-changes';
import { buildApp } from '../src/app';
import { keepPublicAnswers } from '../src/features/public-answers';
import { createTestApp, relaxedLimits, type TestApp } from './helpers';

describe('public answers kept in the process', () => {
  /** A bare API with one public and one private endpoint that count how often they are asked. */
  async function bareApi(now: () => number) {
    const app = Fastify();
    const changes = new ContentChanges();
    const asked = { settings: 0, me: 0 };
    keepPublicAnswers(app, changes, now);
    app.get('/api/settings', async (request) => {
      asked.settings += 1;
      return { lang: (request.query as { lang?: string }).lang ?? null, answer: asked.settings };
    });
    app.get('/api/me', async () => ({ answer: (asked.me += 1) }));
    await app.ready();
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({ url, headers });
      return { body: res.json<{ answer: number }>(), cacheControl: res.headers['cache-control'] };
    };
    return { app, changes, asked, get };
  }

  it('answers the same public URL from memory, per language, for a minute', async () => {
    let clock = 0;
    const { app, asked, get } = await bareApi(() => clock);
    const first = await get('/api/settings?lang=cs');
    expect(first.cacheControl).toBe('public, max-age=60');
    expect(await get('/api/settings?lang=cs')).toEqual(first);
    expect(asked.settings).toBe(1);
    // Another language is another address, an answer of its own; the browser's language is not.
    expect((await get('/api/settings?lang=en')).body).toMatchObject({ lang: 'en', answer: 2 });
    expect((await get('/api/settings', { 'accept-language': 'en' })).body).toMatchObject({ answer: 3 });
    expect((await get('/api/settings', { 'accept-language': 'cs' })).body).toMatchObject({ answer: 3 });
    clock += 60_001;
    expect((await get('/api/settings?lang=cs')).body).toMatchObject({ answer: 4 });
    await app.close();
  });

  it('forgets every kept answer when content changes, and never keeps private ones', async () => {
    const { app, changes, asked, get } = await bareApi(() => 0);
    await get('/api/settings?lang=cs');
    await changes.changed();
    expect((await get('/api/settings?lang=cs')).body).toMatchObject({ answer: 2 });
    expect(asked.settings).toBe(2);
    const me = await get('/api/me');
    expect(me.cacheControl).toBe('no-store');
    expect((await get('/api/me')).body.answer).toBe(2);
    await app.close();
  });

  it('does not keep an answer read before a change and sent after it', async () => {
    const app = Fastify();
    const changes = new ContentChanges();
    keepPublicAnswers(app, changes);
    let answer = 0;
    app.get('/api/poster', async () => {
      answer += 1;
      // The change lands while this answer is on its way.
      if (answer === 1) await changes.changed();
      return { answer };
    });
    await app.ready();
    expect((await app.inject({ url: '/api/poster' })).json()).toEqual({ answer: 1 });
    expect((await app.inject({ url: '/api/poster' })).json()).toEqual({ answer: 2 });
    await app.close();
  });
});

describe('public answers in the server', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ minFillMs: 0 });
    // A second instance on the same database.
    other = await buildApp({
      database: t.db.handle,
      seedDir: t.seedDir,
      uploadDir: t.uploadDir,
      rateLimits: relaxedLimits,
      cleanupIntervalMs: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** The first link's text in the footer menu, as an instance answers it. */
  const footerLinkIn = async (app: FastifyInstance) => {
    const res = await app.inject({ url: '/api/settings?lang=cs' });
    const menu = res
      .json<{ name: string; value: { text: string }[] }[]>()
      .find((setting) => setting.name === 'bottommenu');
    return menu?.value[0]?.text;
  };

  it('shows a setting changed in the database once a write through any instance changes content', async () => {
    const before = await footerLinkIn(t.app);
    expect(before).toBeTruthy();
    expect(await footerLinkIn(other)).toBe(before);
    const menu = await t.db.handle.db
      .selectFrom('settings')
      .select('value')
      .where('locale', '=', 'cs')
      .where('name', '=', 'bottommenu')
      .executeTakeFirstOrThrow();
    const links = menu.value as { text: string }[];
    links[0]!.text = 'Obchodní podmínky 2027';
    await t.db.handle.db
      .updateTable('settings')
      .set({ value: JSON.stringify(links) })
      .where('locale', '=', 'cs')
      .where('name', '=', 'bottommenu')
      .execute();
    // Changed behind the API's back: both instances still answer what they keep.
    expect(await footerLinkIn(t.app)).toBe(before);
    expect(await footerLinkIn(other)).toBe(before);
    // An enquiry (it may reserve a company) through the other instance changes content for both.
    const saved = await other.inject({
      method: 'POST',
      url: '/api/user-request/save?lang=cs',
      payload: {
        firstname: 'Jana Nováková',
        email: 'jana@example.com',
        phone: '+420 777 123 456',
        agreement: true,
        content: { type: 'contact-form', name: 'Dobrý den, kolik stojí sídlo?' },
      },
    });
    expect(saved.statusCode).toBe(200);
    // At once in the instance written through; in the other as soon as it hears of it.
    expect(await footerLinkIn(other)).toBe('Obchodní podmínky 2027');
    let heard: string | undefined;
    for (let i = 0; i < 100 && heard !== 'Obchodní podmínky 2027'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      heard = await footerLinkIn(t.app);
    }
    expect(heard).toBe('Obchodní podmínky 2027');
  });
});

describe('what changes content', () => {
  it("is a successful write through the API that is not a visitor's own", () => {
    expect(changesContent('POST', '/api/user-request/save', 200)).toBe(true);
    expect(changesContent('PATCH', '/api/admin/enquiries/7', 200)).toBe(true);
    expect(changesContent('POST', '/api/user-request/save', 422)).toBe(false);
    expect(changesContent('GET', '/api/settings', 200)).toBe(false);
    expect(changesContent('POST', '/api/cart/anonymous/cs/abc/add', 200)).toBe(false);
    expect(changesContent('POST', '/api/subscriber', 200)).toBe(false);
    expect(changesContent('POST', '/kontaktni-formular', 303)).toBe(false);
  });
});
