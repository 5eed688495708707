import { cartSchema, contentListSchema, productSchema } from 'shared/validation';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('route schemas validate requests', () => {
  it('an invalid query is the localized 422 of the type provider', async () => {
    const en = await get('/api/search?q=praha&limit=abc&lang=en');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      statusCode: 422,
      error: 'validation_failed',
      message: 'The submitted data are not valid.',
      errors: { limit: ['The field may contain digits only.'] },
    });
    // The browser's language is not the request's: without ?lang= the answer is cs.
    const header = await get('/api/search?limit=abc', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(header.json().errors).toEqual({
      q: ['Pole musí být vyplněno'],
      limit: ['Pole musí obsahovat pouze číslice.'],
    });
    const cs = await get('/api/search?q=praha&limit=1234');
    expect(cs.json()).toMatchObject({ message: 'Odeslaná data nejsou platná.' });
    expect(cs.json().errors.limit).toEqual(['Pole musí obsahovat pouze číslice.']);
  });

  it('an invalid body is the localized 422, nested paths joined by dots, limits in the message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-request/save?lang=en',
      payload: {
        firstname: 'x'.repeat(101),
        email: 'jan@example.com',
        agreement: true,
        content: { type: 'contact-form', otherServices: ['a'.repeat(201)] },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstname: ['Please enter at most 100 characters.'],
      'content.otherServices.0': ['Please enter at most 200 characters.'],
    });
  });

  it('path and query values fall back instead of failing', async () => {
    // A repeated or unknown language is cs, whatever the browser's; ids that are not plain
    // positive numbers are not found.
    const repeated = (await get('/api/settings?lang=en&lang=cs', { 'accept-language': 'en' })).json();
    expect(repeated.find((s: { name: string }) => s.name === 'topmenu').value[0].text).toBe('Virtuální sídla');
    const unknown = (await get('/api/settings?lang=en-GB', { 'accept-language': 'en' })).json();
    expect(unknown.find((s: { name: string }) => s.name === 'topmenu').value[0].text).toBe('Virtuální sídla');
    for (const id of ['1e0', '01', '0', '-1', '1234567890']) {
      expect((await get(`/api/info/page/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/catalog/product/${id}`)).statusCode).toBe(404);
    }
    const list = await get('/api/content/virtual-office?limit=abc&offset=x&category=abc&letter=ab&city=');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toMatchObject({ total: 2, limit: 100, offset: 0 });
  });

  it('a cart the caller may not use is 404 before its body is validated', async () => {
    const cart = (await get('/api/cart/anonymous/cs/0')).json();
    for (const [method, url] of [
      ['PUT', `/api/cart/${cart.id}`],
      ['POST', `/api/voucher/cart/add/${cart.id}`],
      ['POST', `/api/voucher/cart/delete/${cart.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: { quantity: 'many' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'not_found' });
      const mine = await t.app.inject({
        method,
        url,
        payload: { quantity: 'many' },
        headers: { cookie: `guest-cart=${cart.tempId}` },
      });
      expect(mine.statusCode).toBe(422);
    }
  });
});

describe('route schemas serialize answers', () => {
  it('answers match the shared response schemas and keep the fields of open shapes', async () => {
    const list = (await get('/api/content/virtual-office?lang=en')).json();
    expect(contentListSchema.safeParse(list).success).toBe(true);
    expect(list.data[0]).toMatchObject({ city: 'prague', priceFrom: 1490, perex: expect.any(String) });
    expect(productSchema.safeParse((await get('/api/catalog/product/101')).json().data).success).toBe(true);
    expect(cartSchema.safeParse((await get('/api/cart/anonymous/en/0')).json()).success).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it('is made from the route schemas: parameters, bodies, answers and the shared components', async () => {
    const doc = (await get('/api/docs/json')).json();
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['ApiError', 'ValidationError', 'Cart', 'Product']));
    expect(Object.keys(schemas).filter((name) => name.endsWith('Input'))).toEqual([]);
    expect(schemas.ValidationError.required).toEqual(['statusCode', 'error', 'message', 'errors']);

    const list = doc.paths['/api/content/{type}'].get;
    const parameters = Object.fromEntries(
      list.parameters.map((p: { name: string; in: string; schema: unknown }) => [`${p.in}:${p.name}`, p.schema]),
    );
    expect(parameters['path:type'].enum).toContain('virtual-office');
    expect(parameters['query:lang']).toEqual({ type: 'string', enum: ['cs', 'en'] });
    expect(parameters['query:limit']).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    expect(list.responses['200'].content['application/json'].schema.properties.data.items).toEqual({
      $ref: '#/components/schemas/ContentItem',
    });

    const put = doc.paths['/api/cart/{cartId}'].put;
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['id', 'quantity']);
    expect(Object.keys(body.properties)).toEqual(['id', 'variantId', 'note', 'quantity']);
    expect(put.responses['200'].content['application/json'].schema.properties.cart).toEqual({
      $ref: '#/components/schemas/Cart',
    });
    expect(put.responses['422'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ValidationError',
    });
    expect(put.responses['409'].description).toMatch(/product_unavailable/);

    const search = doc.paths['/api/search'].get.parameters.find((p: { name: string }) => p.name === 'q');
    expect(search).toMatchObject({ in: 'query', required: true, schema: { type: 'string', maxLength: 200 } });
  });

  it('lists the API only: the documentation routes and the site are left out', async () => {
    const app = await (
      await import('../src/app')
    ).buildApp({
      database: t.db.handle,
      seedDir: t.seedDir,
      uploadDir: t.uploadDir,
      cleanupIntervalMs: false,
    });
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const paths = Object.keys(doc.paths);
      expect(paths.length).toBeGreaterThan(25);
      expect(paths.every((path) => path.startsWith('/api/') && !path.startsWith('/api/docs'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
