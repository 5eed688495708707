import type { TestApp } from 'api/testing';
import { siteTestApp, writeFixtureFile } from './fixture';

// Plain HTML forms posted to a page (before or without scripts): the same validation and code as
// the JSON endpoints, 303 on success, 403 from another site, nothing typed in any address.

let t: TestApp;

beforeAll(async () => {
  t = await siteTestApp();
});

afterAll(async () => {
  await t.close();
});

const urlencoded = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return body.toString();
};

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
  });

/** A multipart body of text fields and files, as a browser sends a form with a file input. */
function multipart(fields: Record<string, string>, files: { name: string; type: string; content: Buffer }[]) {
  const boundary = '----form-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a multipart form to a page, as a browser on the site does (to the app `on`, the first one unless given). */
const postMultipart = (url: string, body: ReturnType<typeof multipart>, on: TestApp = t) =>
  on.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, 'sec-fetch-site': 'same-origin' },
  });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const enquiry = (extra: Record<string, string> = {}) => ({
  form: 'enquiry',
  type: 'contact-form',
  itemId: '',
  itemName: '',
  firstname: 'Jana Formulářová',
  email: 'jana.formularova@example.com',
  phonePrefix: '+420',
  phone: '777 123 456',
  request: 'Potřebuji sídlo v Praze.',
  agreement: 'on',
  website: '',
  startedAt: String(Date.now() - 60_000),
  ...extra,
});

const enquiriesOf = (email: string) =>
  t.db.handle.db.selectFrom('user_requests').selectAll().where('email', '=', email).execute();

describe('forms posted to a page', () => {
  it('refuses a form posted from another site, and stores nothing', async () => {
    const res = await post('/kontaktni-formular', urlencoded(enquiry({ email: 'cizi@example.com' })), {
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    // A browser that sends no Sec-Fetch-Site is judged by its Origin.
    const byOrigin = await t.app.inject({
      method: 'POST',
      url: '/kontaktni-formular',
      payload: urlencoded(enquiry({ email: 'cizi@example.com' })),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(byOrigin.statusCode).toBe(403);
    expect(await enquiriesOf('cizi@example.com')).toEqual([]);
  });

  it("hands a form to the page's route, and the API still answers its own unknown paths", async () => {
    // These builds have no server render, so no route runs the form: the visitor is told so.
    const page = await post('/kontakt', urlencoded({ email: 'x@example.com' }));
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Formulář teď nelze odeslat');
    const api = await post('/api/nothing-here', urlencoded({ form: 'login' }));
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
  });
});

/**
 * A stand-in for the shell's server build: it records what it is handed and answers as the page's
 * route does after a form's action succeeded (303 on, with the cookies its API calls set).
 */
const RECORDING_RENDERER = `exports.createRenderer = async () => ({
  setRemotes() {},
  headScript: '',
  async render(path, origin, cookies, posted) {
    (globalThis.renderedPosts ??= []).push({ path, cookies, posted });
    return {
      status: 303, redirect: '/dekujeme', locale: 'cs', modules: [], private: true,
      state: { stores: {}, resources: {} },
      form: { setCookies: ['guest-cart=; Max-Age=0; Path=/; SameSite=Lax'], events: [] },
      pipe(destination) { destination.end(); },
    };
  },
});\n`;

describe("the cart's forms posted without scripts", () => {
  let site: Awaited<ReturnType<typeof siteTestApp>>;
  const rendered = () =>
    (globalThis as { renderedPosts?: { path: string; cookies: string; posted: unknown }[] }).renderedPosts ?? [];

  beforeAll(async () => {
    site = await siteTestApp();
    writeFixtureFile(site.root, 'shell/dist/server/server.js', RECORDING_RENDERER);
  });

  afterAll(async () => {
    await site.close();
  });

  it("receives a plain post's files as the upload endpoint does and hands them to the page's route as descriptors", async () => {
    const email = 'jana.priloha@example.com';
    const res = await postMultipart(
      '/kontaktni-formular',
      multipart(enquiry({ email }), [{ name: 'zadani.pdf', type: 'application/pdf', content: PDF }]),
      site,
    );
    expect(res.statusCode).toBe(303);
    const file = await site.db.handle.db
      .selectFrom('uploaded_files')
      .select(['id', 'original_name', 'user_request_id'])
      .where('original_name', '=', 'zadani.pdf')
      .executeTakeFirstOrThrow();
    // Received and kept for the enquiry the route's action sends with it.
    expect(file.user_request_id).toBeNull();
    const posted = rendered().at(-1)!.posted as { fields: [string, string][]; refused?: unknown };
    expect(posted.fields).toContainEqual(['email', email]);
    const kept = posted.fields.filter(([name]) => name === 'keptFile').map(([, value]) => JSON.parse(value) as object);
    expect(kept).toEqual([
      { id: file.id, name: 'zadani.pdf', size: PDF.length, mime: 'application/pdf', format: 'file' },
    ]);
    expect(posted).not.toHaveProperty('refused');
  });

  it("hands a file it refuses to the page's route as the refusal, and keeps none of it", async () => {
    const res = await postMultipart(
      '/kontaktni-formular',
      multipart(enquiry({ email: 'jana.program@example.com' }), [
        { name: 'program.exe', type: 'application/x-msdownload', content: Buffer.from('MZ\x90\x00binary') },
      ]),
      site,
    );
    expect(res.statusCode).toBe(303);
    const posted = rendered().at(-1)!.posted as { fields: [string, string][]; refused?: { errors: object } };
    expect(posted.fields.some(([name]) => name === 'keptFile')).toBe(false);
    expect(posted.refused).toMatchObject({ status: 422, errors: { files: [expect.any(String)] } });
    const stored = await site.db.handle.db
      .selectFrom('uploaded_files')
      .select('id')
      .where('original_name', '=', 'program.exe')
      .execute();
    expect(stored).toEqual([]);
  });

  it.each([
    [
      'order',
      '/kosik?step=order',
      {
        firstname: 'Jana Formulářová',
        email: 'jana@example.com',
        phone: '+420 777 123 456',
        note: '',
        agreement: 'on',
      },
    ],
    ['voucher', '/kosik', { guestEmail: 'jana@example.com', voucherCode: 'SLEVA10' }],
  ])(
    "hands the %s form to the cart page's route with the visitor's cookies; the server sends nothing itself",
    async (form, url, typed) => {
      const cart = (await site.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
      await site.app.inject({
        method: 'PUT',
        url: `/api/cart/${cart.id}`,
        payload: { id: 101, quantity: 1 },
        headers: { cookie: `guest-cart=${cart.tempId as string}` },
      });
      const fields = { form, cartId: String(cart.id), ...typed };
      const res = await site.app.inject({
        method: 'POST',
        url,
        payload: urlencoded(fields),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'user-agent': 'Prohlížeč/1.0',
          cookie: `guest-cart=${cart.tempId as string}`,
        },
      });
      // The route's answer, with the cookies its action's API calls set.
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/dekujeme');
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? [])).toContain(
        'guest-cart=; Max-Age=0; Path=/; SameSite=Lax',
      );
      expect(rendered().at(-1)).toEqual({
        path: url,
        cookies: expect.stringContaining(`guest-cart=${cart.tempId as string}`),
        posted: {
          fields: Object.entries(fields),
          // The cookies its action sets go to a browser on this machine over plain HTTP.
          secureCookies: false,
          headers: {
            // The route's API calls are the visitor's browser's, from this site's own page.
            'sec-fetch-site': 'same-origin',
            'user-agent': 'Prohlížeč/1.0',
            'x-site-url': 'http://localhost:80/kosik',
          },
        },
      });
      // The cart is as it was: only the route's action (here a stand-in) orders or applies a voucher.
      const after = (
        await site.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId as string}` })
      ).json();
      expect(after).toMatchObject({ items: [expect.objectContaining({ quantity: 1 })], vouchers: [] });
    },
  );
});
