import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('operations', () => {
  it('GET /api/health answers while the process runs, naming its database', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    expect((await get('/api/health', { 'x-request-id': 'abc-123' })).headers['x-request-id']).toBe('abc-123');
    expect((await get('/api/health', { 'x-request-id': 'bad id <>' })).headers['x-request-id']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api/cart', '/api/content/page/1/extra/segments']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'not_found' });
    }
    expect((await t.app.inject({ method: 'PATCH', url: '/api/settings' })).json().error).toBe('not_found');
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/filemanager/upload/file',
      '/api/user-request/save',
      '/api/cart/{locale}',
      '/api/cart/anonymous/{locale}/{tempId}',
      '/api/cart/create',
      '/api/cart/{cartId}',
      '/api/voucher/cart/add/{cartId}',
      '/api/voucher/cart/delete/{cartId}',
      '/api/lists/currencies',
      '/api/lists/countries/{locale}',
      '/api/catalog/category/{locale}',
      '/api/settings',
      '/api/blog/categories/list',
      '/api/subscriber/save',
      '/api/info/page/{id}',
      '/api/poster',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/me',
      '/api/search',
      '/api/content/{type}/{id}',
      '/api/catalog/products',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(doc.components.schemas.ValidationError.properties.errors).toBeDefined();
    expect(
      doc.paths['/api/subscriber/save'].post.requestBody.content['application/json'].schema.properties.email,
    ).toBeDefined();
    // The UI page works at /api/docs and /api/docs/: its assets resolve under /api/docs/static.
    for (const url of ['/api/docs', '/api/docs/']) {
      const ui = await get(url);
      expect(ui.statusCode).toBe(200);
      const script = /<script src="([^"]*swagger-ui-bundle\.js)"/.exec(ui.body)?.[1];
      expect(new URL(script ?? '', `http://localhost${url}`).pathname).toBe('/api/docs/static/swagger-ui-bundle.js');
    }
    expect((await get('/api/docs/static/swagger-ui-bundle.js')).statusCode).toBe(200);
  });

  it('allows CORS with the X-Site-Url header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/settings',
      headers: {
        origin: 'https://partner.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-site-url',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-site-url');
    // A guest cart's token travels in no header of its own: another site's page names its cart in the path.
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).not.toContain('x-cart-token');
  });
});

describe('settings, info pages, banners, lists', () => {
  it('GET /api/settings?lang= lists name/value pairs of the language', async () => {
    const cs = (await get('/api/settings?lang=cs')).json();
    expect(cs).toEqual(expect.arrayContaining([{ name: 'maintenance', value: { is_enabled: false } }]));
    const en = (await get('/api/settings?lang=en')).json();
    expect(en.find((s: { name: string }) => s.name === 'topmenu').value[0].text).toBe('Virtual offices');
  });

  it('falls back to cs for an unknown lang', async () => {
    const xx = (await get('/api/settings?lang=de')).json();
    expect(xx.find((s: { name: string }) => s.name === 'topmenu').value[0].text).toBe('Virtuální sídla');
    expect((await get('/api/info/page/2?lang=klingon')).json().text).toContain('poradenské centrum');
  });

  it('GET /api/info/page/2 answers the text with the other language’s slug', async () => {
    const res = await get('/api/info/page/1?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1,
      slug: 'privacy-policy',
      text: expect.stringContaining('We process'),
      alternate: { locale: 'cs', id: 1, slug: 'ochrana-osobnich-udaju' },
    });
    expect((await get('/api/info/page/999')).statusCode).toBe(404);
    expect((await get('/api/info/page/abc')).statusCode).toBe(404);
  });

  it('GET /api/poster answers banners keyed by name with their image URL', async () => {
    const body = (await get('/api/poster?lang=en')).json();
    expect(Object.keys(body).sort()).toEqual(['banner.popup_desktop', 'banner.popup_mobile', 'banner.promo']);
    expect(body['banner.promo']).toMatchObject({
      title: 'Liquidation from CZK 44,500',
      path: 'banners/',
      image: 'promo.png',
      src: '/api/media/banners/promo.png',
    });
  });

  it('GET /api/media/* serves shipped images and nothing else', async () => {
    const img = await get('/api/media/banners/promo.png');
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('/api/media/../demo.json')).statusCode).toBe(404);
    expect((await get('/api/media/%2e%2e/demo.json')).statusCode).toBe(404);
    expect((await get('/api/media/missing.png')).statusCode).toBe(404);
  });

  it('GET /api/lists/currencies lists CZK first as default', async () => {
    const list = (await get('/api/lists/currencies')).json();
    expect(list[0]).toEqual({
      id: 1,
      code: 'CZK',
      symbol_before: '',
      symbol_after: 'Kč',
      decimals: 0,
      rate: 1,
      is_default: true,
    });
    expect(list[1]).toMatchObject({ code: 'EUR', decimals: 2, rate: 25.2 });
  });

  it('GET /api/lists/countries/{locale} names countries in the language', async () => {
    const cs = (await get('/api/lists/countries/cs')).json();
    expect(cs.map((c: { name: string }) => c.name)).toEqual(['Česko', 'Rakousko', 'Slovensko']);
    const en = (await get('/api/lists/countries/en')).json();
    expect(en.find((c: { code: string }) => c.code === 'CZ').name).toBe('Czechia');
    expect((await get('/api/lists/countries/xx')).json()[0].name).toBe('Česko');
  });

  it('GET /api/lists/locales, /api/catalog/category/{locale} and /api/blog/categories/list', async () => {
    expect((await get('/api/lists/locales')).json().map((l: { code: string }) => l.code)).toEqual(['cs', 'en']);
    expect((await get('/api/catalog/category/en')).json()).toEqual([
      { id: 1, name: 'Virtual offices', slug: 'virtual-offices' },
      { id: 2, name: 'Extra services', slug: 'extra-services' },
    ]);
    const cats = (await get('/api/blog/categories/list?lang=en')).json();
    expect(cats[0]).toEqual({
      id: 1,
      name: 'Business',
      slug: 'business',
      alternate: { locale: 'cs', id: 1, slug: 'podnikani' },
    });
  });

  it('GET /api/catalog/products?lang= and /api/catalog/product/{id} give every product field the front end reads', async () => {
    const list = (await get('/api/catalog/products?lang=cs')).json();
    expect(list).toHaveLength(3);
    const english = (await get('/api/catalog/products?lang=en')).json();
    expect(english.find((p: { id: number }) => p.id === 101).name).toBe('Virtual office Prague 1');
    // The address releases built before `?lang=` still ask gives the same list.
    expect((await get('/api/catalog/products/en')).json()).toEqual(english);
    const one = (await get('/api/catalog/product/101?lang=en')).json().data;
    expect(one).toMatchObject({
      id: 101,
      name: 'Virtual office Prague 1',
      url: '/en/virtual-headquarters/1/prague-1-wenceslas-square',
      price: 1490,
      price_vat: 1802.9,
      original_price: 1490,
      is_price_sale_active: false,
      tax_rate: { rate: 21 },
      main_image: 'office.png',
      default_category: { id: 1, name: 'Virtual offices' },
      categories: [{ id: 1, name: 'Virtual offices', slug: 'virtual-offices' }],
    });
    expect((await get('/api/catalog/product/201')).json().data.url).toBe('/cenik');
    expect((await get('/api/catalog/product/9999')).statusCode).toBe(404);
  });
});

describe('content', () => {
  it('lists a type in a language with filters and the alternate link of each item', async () => {
    const res = await get('/api/content/virtual-office?lang=en');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 2, locale: 'en' });
    expect(body.data[0]).toMatchObject({
      id: 1,
      type: 'virtual-office',
      locale: 'en',
      slug: 'prague-1-wenceslas-square',
      title: 'Prague 1 – Wenceslas Square',
      city: 'prague',
      priceFrom: 1490,
      imageUrl: '/api/media/office.png',
      alternate: { locale: 'cs', id: 1, slug: 'praha-1-vaclavske-namesti' },
    });
    const brno = (await get('/api/content/virtual-office?city=brno')).json();
    expect(brno.data.map((d: { id: number }) => d.id)).toEqual([20]);
    expect(brno.data[0].full).toBe(true);
  });

  it('clamps huge limit and offset instead of failing', async () => {
    const res = await get('/api/content/virtual-office?offset=99999999999999999999&limit=99999999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 2, limit: 500, offset: 2147483647 } });
    expect((await get('/api/content/virtual-office?offset=-5&limit=0')).json().meta).toMatchObject({
      limit: 100,
      offset: 0,
    });
  });

  it('answers a detail by id and by slug; unknown lang is cs', async () => {
    const byId = (await get('/api/content/virtual-office/1?lang=zz')).json().data;
    expect(byId).toMatchObject({
      locale: 'cs',
      slug: 'praha-1-vaclavske-namesti',
      included: expect.stringContaining('<li>'),
      alternate: { locale: 'en', id: 1, slug: 'prague-1-wenceslas-square' },
    });
    const bySlug = (await get('/api/content/virtual-office/slug/prague-1-wenceslas-square?lang=en')).json().data;
    expect(bySlug.id).toBe(1);
    expect((await get('/api/content/virtual-office/77')).statusCode).toBe(404);
    expect((await get('/api/content/unknown-type')).json().error).toBe('not_found');
  });

  it('answers the service page of a route by its key, in one request', async () => {
    const page = (await get('/api/content/page/key/aboutUs?lang=en')).json().data;
    expect(page).toMatchObject({
      id: 5,
      locale: 'en',
      slug: 'about-us',
      title: 'About us',
      alternate: { locale: 'cs', id: 5, slug: 'o-nas' },
    });
    expect(page.body).toContain('international advisory network');
    expect(page.sections).toEqual([{ heading: 'Who we are', body: '<p>Advisers in Prague and Brno.</p>' }]);
    expect((await get('/api/content/page/key/aboutUs')).json().data.title).toBe('O nás');
    expect((await get('/api/content/page/key/noSuchPage')).statusCode).toBe(404);
    expect((await get('/api/content/page/key/about%27us')).statusCode).toBe(404);
  });

  it('an item without the other translation has alternate null', async () => {
    expect((await get('/api/content/glossary-term/3')).json().data.alternate).toBeNull();
    expect((await get('/api/content/glossary-term/3?lang=en')).statusCode).toBe(404);
  });

  it('filters terms by first letter ignoring diacritics and sorts them by title', async () => {
    const s = (await get('/api/content/glossary-term?letter=s')).json().data;
    expect(s.map((d: { title: string }) => d.title)).toEqual(['Sídlo společnosti']);
    const all = (await get('/api/content/glossary-term')).json().data;
    expect(all.map((d: { title: string }) => d.title)).toEqual(['Likvidace', 'Sídlo společnosti', 'Základní kapitál']);
    expect(all[0].body).toBeUndefined();
  });

  it('lists ready-made companies with their reserved state', async () => {
    const res = (await get('/api/readymade?lang=en')).json();
    expect(res.data.map((d: { id: number; reserved: boolean }) => [d.id, d.reserved])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect((await get('/api/readymade?kind=as')).json().data).toHaveLength(1);
    expect((await get('/api/content/readymade-company/2')).json().data).toMatchObject({
      reserved: true,
      kind: 'as',
      capital: 2000000,
    });
  });
});

describe('search', () => {
  it("finds 'sídlo' when typed without diacritics, in both directions", async () => {
    const res = await get('/api/search?q=sidlo&lang=cs');
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((d: { title: string }) => d.title);
    expect(titles[0]).toBe('Sídlo společnosti');
    expect(titles).toEqual(expect.arrayContaining(['Praha 1 – Václavské náměstí', 'Brno – Holandská']));
    const accented = (await get(`/api/search?q=${encodeURIComponent('VÁCLAVSKÉ náměstí')}`)).json().data;
    expect(accented[0]).toMatchObject({
      type: 'virtual-office',
      id: 1,
      slug: 'praha-1-vaclavske-namesti',
      alternate: { locale: 'en', slug: 'prague-1-wenceslas-square' },
    });
    expect((await get('/api/search?q=vaclavske%20namesti')).json().data[0].id).toBe(1);
  });

  it('searches the requested language only and treats LIKE wildcards literally', async () => {
    expect((await get('/api/search?q=wenceslas&lang=en')).json().data[0].slug).toBe('prague-1-wenceslas-square');
    expect((await get('/api/search?q=wenceslas&lang=cs')).json().data).toEqual([]);
    expect((await get('/api/search?q=%25')).json().data).toEqual([]);
    expect((await get('/api/search?q=')).json().data).toEqual([]);
  });

  it('rejects a missing or over-long query with 422', async () => {
    const res = await get('/api/search?lang=en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.q).toEqual(['This field is required.']);
    expect((await get(`/api/search?q=${'a'.repeat(201)}`)).json().errors.q).toEqual([
      'Vyplňte prosím maximálně 200 znaků.',
    ]);
  });
});
