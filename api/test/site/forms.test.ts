import { mailsOf as mailsIn, type TestApp } from '../helpers';
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

/** Posts a multipart form to a page, as a browser on the site does. */
const postMultipart = (url: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
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

const mailsOf = (userRequestId: number) => mailsIn(t.db, userRequestId);

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

  it('takes a multipart enquiry with a file: stored with the file, 303 to the thank-you page', async () => {
    const body = multipart(enquiry(), [{ name: 'zadani.pdf', type: 'application/pdf', content: PDF }]);
    const res = await postMultipart('/kontaktni-formular', body);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dekujeme?interest=contact-form');
    const [row] = await enquiriesOf('jana.formularova@example.com');
    expect(row).toMatchObject({ firstname: 'Jana Formulářová', phone: '+420777123456', status: 'new' });
    expect(row!.content).toMatchObject({ type: 'contact-form', name: 'Potřebuji sídlo v Praze.' });
    const files = await t.db.handle.db
      .selectFrom('uploaded_files')
      .select(['original_name', 'mime'])
      .where('user_request_id', '=', row!.id)
      .execute();
    expect(files).toEqual([{ original_name: 'zadani.pdf', mime: 'application/pdf' }]);
    // The enquiry's e-mails were queued with it: the lead names the file, the visitor's is in Czech.
    const mails = await mailsOf(row!.id);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['confirmation', 'jana.formularova@example.com'],
      ['lead', null],
    ]);
    expect(mails[0]!.subject).toBe('Přijali jsme vaši poptávku');
    expect(mails[1]!.text_body).toContain('Zpráva:\n  Potřebuji sídlo v Praze.');
    expect(mails[1]!.text_body).toContain('Příloha 1 z 1: zadani.pdf (application/pdf, ');
    // The page the form was on, as the lead tells it.
    expect(mails[1]!.text_body).toMatch(/Odesláno ze stránky: http:\/\/[^/\s]+\/kontaktni-formular\n/);
  });

  it('keeps a file received with a refused form: sent again with the form, it goes with the enquiry', async () => {
    const email = 'petr.odmitnuty@example.com';
    // Sent without the consent box ticked: refused.
    const { agreement: _unticked, ...unticked } = enquiry({ email });
    const refused = multipart(unticked, [{ name: 'podklady.pdf', type: 'application/pdf', content: PDF }]);
    const first = await postMultipart('/kontaktni-formular', refused);
    // The page is rendered again with the errors (here, without a server build, the page is sent afresh).
    expect(first.headers.location ?? '').not.toContain('dekujeme');
    expect(await enquiriesOf(email)).toEqual([]);
    const kept = await t.db.handle.db
      .selectFrom('uploaded_files')
      .select(['id', 'original_name', 'user_request_id'])
      .where('original_name', '=', 'podklady.pdf')
      .executeTakeFirstOrThrow();
    expect(kept.user_request_id).toBeNull();
    // The page came back with the file as a hidden field (its descriptor); the form sent again carries it.
    const descriptor = { id: kept.id, name: 'podklady.pdf', size: PDF.length, mime: 'application/pdf', format: 'file' };
    const again = multipart({ ...enquiry({ email }), keptFile: JSON.stringify(descriptor) }, []);
    const second = await postMultipart('/kontaktni-formular', again);
    expect(second.statusCode).toBe(303);
    const [row] = await enquiriesOf(email);
    const linked = await t.db.handle.db
      .selectFrom('uploaded_files')
      .select('original_name')
      .where('user_request_id', '=', row!.id)
      .execute();
    expect(linked).toEqual([{ original_name: 'podklady.pdf' }]);
  });

  it('ignores a kept-file field that is no file descriptor', async () => {
    const email = 'petr.zmateny@example.com';
    const res = await post(
      '/kontaktni-formular',
      urlencoded({ ...enquiry({ email }), keptFile: ['{not json', '{"id":1}'] }),
    );
    expect(res.statusCode).toBe(303);
    expect(await enquiriesOf(email)).toHaveLength(1);
  });

  it('validates a form post with the JSON schema: an invalid one stores nothing', async () => {
    const res = await post('/en/contact-form', urlencoded(enquiry({ email: 'not-an-address', agreement: '' })));
    // The page is rendered again with the errors (here, without a server build, the page is sent afresh).
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    expect(res.headers.location ?? '').not.toContain('not-an-address');
    expect(await enquiriesOf('not-an-address')).toEqual([]);
  });

  it('stores one enquiry for the same post sent twice (a double press or a reload), and answers both alike', async () => {
    const fields = enquiry({ email: 'dvakrat@example.com' });
    const [first, second] = await Promise.all([
      post('/kontaktni-formular', urlencoded(fields)),
      post('/kontaktni-formular', urlencoded(fields)),
    ]);
    const again = await post('/kontaktni-formular', urlencoded(fields));
    expect([first.statusCode, second.statusCode, again.statusCode]).toEqual([303, 303, 303]);
    expect(again.headers.location).toBe(first.headers.location);
    const stored = await enquiriesOf('dvakrat@example.com');
    expect(stored).toHaveLength(1);
    expect(await mailsOf(stored[0]!.id)).toHaveLength(2);
  });

  it('stores two different posts as two enquiries, whatever token a kept page gave them', async () => {
    const shared = { formToken: 'tok_form_0123456789ab' };
    const first = await post('/kontaktni-formular', urlencoded(enquiry({ email: 'kopie.a@example.com', ...shared })));
    const second = await post(
      '/kontaktni-formular',
      urlencoded(enquiry({ email: 'kopie.b@example.com', request: 'Jiný dotaz.', ...shared })),
    );
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    const [a] = await enquiriesOf('kopie.a@example.com');
    const [b] = await enquiriesOf('kopie.b@example.com');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    for (const row of [a!, b!])
      expect((await mailsOf(row.id)).map((mail) => mail.kind)).toEqual(['confirmation', 'lead']);
  });

  it('stores the cookie choice in the same cookies the bar writes', async () => {
    const res = await post('/en/contact', urlencoded({ form: 'consent', choice: 'none' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/en/contact');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cookie-consent=denied; Max-Age=31536000; Path=\/; SameSite=Lax/),
        expect.stringMatching(/^cookie-show=hidden;/),
        expect.stringMatching(/^cookie-consent-analytical=; Max-Age=0/),
        expect.stringMatching(/^cookie-consent-revision=1;/),
      ]),
    );
  });

  it("leaves a form it does not handle to the page's route, and the API still answers its own unknown paths", async () => {
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
        headers: { 'x-cart-token': cart.tempId as string },
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
          headers: {
            // The route's API calls are the visitor's browser's, from this site's own page.
            'sec-fetch-site': 'same-origin',
            'user-agent': 'Prohlížeč/1.0',
            'accept-language': 'cs',
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
