import Fastify, { type FastifyInstance } from 'fastify';
import { ContentChanges, followContentWrites, openDatabase } from 'api/testing';
import { sitePlugin } from '../src/plugin';
import { MAX_WAITING_RENDERS } from '../src/ssr';
import { ASSETS_DIR, makeFixture, removeFixture, writeFixtureFile } from './fixture';

/**
 * A stand-in for the shell's server build that counts its renders: each page says which render made
 * it and for which address, and `/kosik` is private when the visitor has a guest cart (as the real
 * cart page is). A page whose address asks to be held (`?hold=`) is rendered only once the test
 * lets the held renders go (`globalThis.heldRenders`).
 */
const COUNTING_RENDERER = `let renders = 0;
exports.createRenderer = async () => ({
  setRemotes() {},
  headScript: '',
  async render(path, origin, cookies) {
    renders += 1;
    const isPrivate = path === '/kosik' && cookies.includes('guest-cart=');
    const cart = /guest-cart=([^;]*)/.exec(cookies)?.[1] ?? 'none';
    const markup = '<main data-path="' + path + '">render ' + renders + (isPrivate ? ' for ' + cart : '') + '</main>';
    // A page's data is fetched: renders asked for at the same moment overlap.
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (path.includes('hold=')) await globalThis.heldRenders;
    return {
      status: 200, redirect: null, locale: 'cs', modules: [], private: isPrivate,
      state: { stores: {}, resources: {} },
      pipe(destination) { destination.end(markup); },
    };
  },
});\n`;

let root: string;
let app: FastifyInstance;

beforeEach(async () => {
  root = makeFixture();
  writeFixtureFile(root, 'shell/dist/server/server.js', COUNTING_RENDERER);
  app = Fastify({ logger: false });
  // Stand-ins for API writes: one that changes what pages show, one that changes only a visitor's cart.
  app.post('/api/settings', async () => ({ success: true }));
  app.put('/api/cart/1', async () => ({ success: true }));
  app.post('/api/failing', async (_request, reply) => reply.code(422).send({ error: 'invalid' }));
  const changes = new ContentChanges();
  await followContentWrites(app, changes);
  await app.register(sitePlugin, { assetsDir: ASSETS_DIR, rootDir: root, env: {}, changes });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  removeFixture(root);
});

const renderOf = (body: string) => /render (\d+)/.exec(body)?.[1];
const pathOf = (body: string) => /data-path="([^"]*)"/.exec(body)?.[1];

describe('pages cached for every visitor', () => {
  it('renders a page once and sends it again, marked for shared caches per cookie header', async () => {
    const first = await app.inject({ url: '/kontakt' });
    const second = await app.inject({ url: '/kontakt', headers: { 'accept-encoding': 'br' } });
    expect(renderOf(first.body)).toBe('1');
    expect(second.headers['content-encoding']).toBe('br');
    const again = await app.inject({ url: '/kontakt' });
    expect(renderOf(again.body)).toBe('1');
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(again.headers.vary).toBe('accept-encoding, cookie');
    // Another address is another page.
    expect(renderOf((await app.inject({ url: '/kontakt?x=1' })).body)).toBe('2');
  });

  it('renders once for visitors who ask at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/o-nas' })));
    expect(new Set(answers.map((answer) => renderOf(answer.body)))).toEqual(new Set(['1']));
  });

  it('keeps one page per state of the cookies that change the markup, and ignores others', async () => {
    const plain = await app.inject({ url: '/kontakt', headers: { cookie: '_ga=GA1.1.1' } });
    const consented = await app.inject({ url: '/kontakt', headers: { cookie: 'cookie-consent=accepted' } });
    const plainAgain = await app.inject({ url: '/kontakt', headers: { cookie: '_ga=GA1.1.2' } });
    expect([plain, consented, plainAgain].map((answer) => renderOf(answer.body))).toEqual(['1', '2', '1']);
  });

  it('renders every page of a visitor with a session for them alone', async () => {
    await app.inject({ url: '/kontakt' });
    const answer = await app.inject({ url: '/kontakt', headers: { cookie: 'sid=abc' } });
    expect(answer.headers['cache-control']).not.toContain('public');
    expect(renderOf(answer.body)).toBe('2');
  });

  it('keeps the pages of visitors with a guest cart, whoever the cart is, but never their cart page', async () => {
    const first = await app.inject({ url: '/kontakt', headers: { cookie: 'guest-cart=xyz' } });
    const second = await app.inject({ url: '/kontakt', headers: { cookie: 'guest-cart=abc' } });
    expect([first, second].map((answer) => renderOf(answer.body))).toEqual(['1', '1']);
    expect(second.headers['cache-control']).toContain('public');
    // The cart page differs with a cart: one without a cart never gets another's cached page, nor the reverse.
    expect(renderOf((await app.inject({ url: '/kosik' })).body)).toBe('2');
    const cart = await app.inject({ url: '/kosik', headers: { cookie: 'guest-cart=xyz' } });
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(renderOf(cart.body)).toBe('3');
    expect(renderOf((await app.inject({ url: '/kosik', headers: { cookie: 'guest-cart=abc' } })).body)).toBe('4');
  });

  it("never hands one guest's cart page to another who asks at the same moment", async () => {
    const guests = ['anna', 'bert', 'cyril', 'dana'];
    const pages = await Promise.all(
      guests.map((guest) => app.inject({ url: '/kosik', headers: { cookie: `guest-cart=${guest}` } })),
    );
    expect(pages.map((page) => /for (\w+)/.exec(page.body)?.[1])).toEqual(guests);
    expect(pages.every((page) => page.headers['cache-control'] === 'private, no-store')).toBe(true);
  });

  it('forgets every cached page after an API write that may change them, not after a private or failed one', async () => {
    await app.inject({ url: '/kontakt' });
    await app.inject({ method: 'PUT', url: '/api/cart/1' });
    await app.inject({ method: 'POST', url: '/api/failing' });
    expect(renderOf((await app.inject({ url: '/kontakt' })).body)).toBe('1');
    await app.inject({ method: 'POST', url: '/api/settings' });
    expect(renderOf((await app.inject({ url: '/kontakt' })).body)).toBe('2');
  });

  it("forgets every cached page each time the shell's server build changes", async () => {
    /** The page, asked again until the build watcher has seen the change (at most 3 s). */
    const renderedAfterChange = async (before: string | undefined) => {
      const end = Date.now() + 3000;
      for (;;) {
        const render = renderOf((await app.inject({ url: '/kontakt' })).body);
        if (render !== before || Date.now() > end) return render;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    expect(renderOf((await app.inject({ url: '/kontakt' })).body)).toBe('1');
    for (const [step, expected] of [
      [1, '2'],
      [2, '3'],
    ] as const) {
      writeFixtureFile(root, 'shell/dist/server/server.js', `${COUNTING_RENDERER}// build ${step}\n`);
      expect(await renderedAfterChange(String(step))).toBe(expected);
    }
  });

  it('forgets every cached page when a remote is redeployed', async () => {
    await app.inject({ url: '/kontakt' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(renderOf((await app.inject({ url: '/kontakt' })).body)).toBe('1');
    writeFixtureFile(root, 'mf-forms/dist/mf-manifest.json', '{"id":"mf_forms","name":"mf_forms","v":2}\n');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(renderOf((await app.inject({ url: '/kontakt' })).body)).toBe('2');
  });
});

describe("a campaign's links", () => {
  const click = () => `fbclid=IwAR${Math.random().toString(36).slice(2)}`;

  it('make no new page: every click gets the kept copy, rendered for the address without the tracking parameters', async () => {
    const kept = await app.inject({ url: '/kontakt' });
    for (const query of [`utm_source=a&${click()}`, `${click()}&utm_medium=email`, 'gclid=1&_gl=2&msclkid=3']) {
      const answer = await app.inject({ url: `/kontakt?${query}` });
      expect(renderOf(answer.body)).toBe(renderOf(kept.body));
      expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    }
    // The first to arrive renders the page for the address without them, which everyone then gets.
    const first = await app.inject({ url: `/o-nas?utm_campaign=jaro&${click()}&x=1` });
    expect(pathOf(first.body)).toBe('/o-nas?x=1');
    expect(first.body).not.toContain('utm_campaign');
    expect(renderOf((await app.inject({ url: '/o-nas?x=1' })).body)).toBe(renderOf(first.body));
  });

  it('keep every other parameter a page may read: another value is another page', async () => {
    const kept = renderOf((await app.inject({ url: '/kontakt' })).body);
    const bench = await app.inject({ url: `/kontakt?bench=1&${click()}` });
    expect(renderOf(bench.body)).not.toBe(kept);
    expect(pathOf(bench.body)).toBe('/kontakt?bench=1');
    expect(renderOf((await app.inject({ url: '/kontakt?bench=2' })).body)).not.toBe(renderOf(bench.body));
  });
});

describe('renders past the bound of those waiting for a turn', () => {
  afterEach(() => {
    delete (globalThis as { heldRenders?: Promise<void> }).heldRenders;
  });

  it('are answered 503 at once with Retry-After, while cached pages are still sent', async () => {
    await app.inject({ url: '/kontakt' });
    let release!: () => void;
    (globalThis as { heldRenders?: Promise<void> }).heldRenders = new Promise<void>((resolve) => (release = resolve));
    // Two rendering and as many waiting as may: every one of another address, so none waits for another's render.
    const held = Array.from({ length: 2 + MAX_WAITING_RENDERS }, (_, n) => app.inject({ url: `/kontakt?hold=${n}` }));
    // One more new address, again until the held ones have all reached the queue (on a busy machine
    // that takes a while): one not answered within 300 ms may be waiting for a turn.
    let refused: Awaited<ReturnType<FastifyInstance['inject']>> | null = null;
    const more: Promise<Awaited<ReturnType<FastifyInstance['inject']>>>[] = [];
    while (refused === null && more.length < 20) {
      const asked = app.inject({ url: `/kontakt?hold=more-${more.length}`, headers: { 'accept-encoding': 'br' } });
      const answer = await Promise.race([asked, new Promise<null>((resolve) => setTimeout(() => resolve(null), 300))]);
      if (answer === null) more.push(asked);
      else refused = answer;
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.headers['cache-control']).toBe('no-store');
    expect(refused?.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused?.body).toBe(
      'Web je právě přetížený, zkuste to prosím za chvíli znovu.\nThe site is busy right now: please try again in a moment.\n',
    );
    const kept = await app.inject({ url: '/kontakt' });
    expect(kept.statusCode).toBe(200);
    expect(renderOf(kept.body)).toBe('1');
    release();
    // Exactly as many as may were rendered (those asked for last may have overtaken one held), the others refused.
    const statuses = (await Promise.all([...held, ...more])).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2 + MAX_WAITING_RENDERS);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // Turns are free again: a new address renders now.
    expect((await app.inject({ url: '/kontakt?hold=after' })).statusCode).toBe(200);
  });
});

describe('pages cached by instances side by side', () => {
  it('an API write through one instance forgets the cached pages of another on the same database within a second', async () => {
    const database = await openDatabase();
    const roots = [makeFixture(), makeFixture()];
    const sites = await Promise.all(
      roots.map(async (siteRoot) => {
        writeFixtureFile(siteRoot, 'shell/dist/server/server.js', COUNTING_RENDERER);
        const site = Fastify({ logger: false });
        site.post('/api/settings', async () => ({ success: true }));
        const changes = new ContentChanges(database);
        await followContentWrites(site, changes);
        await site.register(sitePlugin, { assetsDir: ASSETS_DIR, rootDir: siteRoot, env: {}, changes });
        await site.ready();
        return site;
      }),
    );
    const [writer, reader] = sites as [FastifyInstance, FastifyInstance];
    try {
      expect(renderOf((await reader.inject({ url: '/kontakt' })).body)).toBe('1');
      expect(renderOf((await reader.inject({ url: '/kontakt' })).body)).toBe('1');
      await writer.inject({ method: 'POST', url: '/api/settings' });
      const deadline = Date.now() + 1000;
      let seen = '1';
      while (seen === '1' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = renderOf((await reader.inject({ url: '/kontakt' })).body) ?? '';
      }
      expect(seen).toBe('2');
    } finally {
      await Promise.all(sites.map((site) => site.close()));
      await database.close();
      roots.forEach(removeFixture);
    }
  });
});
