import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { escapeHtml } from '../src/core/html';
import { composeConfirmation, composeLead, type EnquiryForMail } from '../src/features/mail/compose';
import { telHref } from '../src/features/mail/layout';
import { mailsFor } from '../src/features/mail/outbox';
import { setRouteTable } from 'shared/routes';
import { siteRoutes } from 'shared/testing/site-routes';
import { createTestApp, mailsOf as mailsIn, multipart, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  // The pages the site serves, the staff inbox among them, as the site composes them.
  setRouteTable(siteRoutes());
  t = await createTestApp({ minFillMs: 3000, siteUrl: 'https://www.example.cz' });
});
afterAll(async () => {
  await t.close();
});

const person = { firstname: 'Jana Nováková', email: 'jana@example.com', phone: '+420 777 123 456', agreement: true };
const save = (
  payload: object,
  options: { lang?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user-request/save${options.lang ? `?lang=${options.lang}` : ''}`,
    payload,
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? '192.0.2.70',
  });
const mailsOf = (userRequestId: number) => mailsIn(t.db, userRequestId);
const countWhere = async (table: 'mail_outbox' | 'user_requests', email: string) => {
  const db = t.db.handle.db;
  const row =
    table === 'user_requests'
      ? await db
          .selectFrom('user_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) => eb.or([eb('recipient', '=', email), eb('reply_to', '=', email)]))
          .executeTakeFirstOrThrow();
  return Number(row.n);
};
const upload = async () => {
  const png = readFileSync(join(__dirname, 'fixtures', 'seed', 'images', 'office.png'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/filemanager/upload/file',
    ...multipart([{ name: 'plan kanceláře.png', content: png, type: 'image/png' }]),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string; name: string }[])[0]!;
};
const freeCompanies = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/readymade' })).json().data as { id: number; reserved: boolean }[])
    .filter((company) => !company.reserved)
    .map((company) => company.id);

/** A constraint trigger that fails every commit which inserted into the outbox: after the inserts. */
async function failCommitsWithMail<T>(run: () => Promise<T>): Promise<T> {
  const db = t.db.handle.db;
  await sql`create function mail_outbox_fail() returns trigger language plpgsql as $$
    begin raise exception 'forced failure at commit'; end $$`.execute(db);
  await sql`create constraint trigger mail_outbox_fail after insert on mail_outbox
    deferrable initially deferred for each row execute function mail_outbox_fail()`.execute(db);
  try {
    return await run();
  } finally {
    await sql`drop trigger mail_outbox_fail on mail_outbox`.execute(db);
    await sql`drop function mail_outbox_fail()`.execute(db);
  }
}

describe('the outbox of an enquiry', () => {
  it('holds exactly one lead and one confirmation, written with the enquiry', async () => {
    const file = await upload();
    const res = await save(
      {
        ...person,
        files: [{ id: file.id }],
        content: { type: 'virtual-place', id: 7, name: 'Praha 1, Na Příkopě', otherServices: ['Účetnictví'] },
      },
      { lang: 'en', headers: { 'x-site-url': 'https://www.example.cz/en/virtual-office' } },
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;

    const [confirmation, lead, ...more] = await mailsOf(id);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      kind: 'lead',
      status: 'pending',
      attempts: 0,
      recipient: null,
      reply_to: 'jana@example.com',
      message_id: null,
      sent_at: null,
    });
    expect(confirmation).toMatchObject({
      kind: 'confirmation',
      status: 'pending',
      attempts: 0,
      recipient: 'jana@example.com',
      reply_to: null,
    });
    // Both are due at once, written by the same transaction as the enquiry.
    const enquiry = await t.db.handle.db
      .selectFrom('user_requests')
      .select('created_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(lead!.created_at.getTime()).toBe(enquiry.created_at.getTime());
    expect(lead!.next_attempt_at.getTime()).toBe(enquiry.created_at.getTime());

    // The lead, in Czech whatever the visitor's language.
    expect(lead!.subject).toBe(`Nová poptávka č. ${id}: Virtuální sídlo – Jana Nováková`);
    expect(lead!.text_body).toContain('Typ: Virtuální sídlo\nPoložka: Praha 1, Na Příkopě\nDalší služby: Účetnictví');
    expect(lead!.text_body).toContain('Telefon: +420 777 123 456');
    expect(lead!.text_body).toContain('Jazyk webu: angličtina');
    // Staff open the attachments and the enquiry from the lead (links on the configured origin).
    const download = `https://www.example.cz/api/admin/files/${file.id}`;
    expect(lead!.text_body).toMatch(/Příloha 1 z 1: plan kanceláře\.png \(image\/png, [^)]+\) <([^>]+)>/);
    expect(lead!.text_body).toContain(`) <${download}>`);
    expect(lead!.html_body).toContain(`<a href="${download}">plan kanceláře.png (image/png, `);
    expect(lead!.text_body).toContain('Odesláno ze stránky: https://www.example.cz/en/virtual-office');
    expect(lead!.text_body).toContain(
      `V přehledu poptávek: poptávka č. ${id} <https://www.example.cz/admin/poptavky?id=${id}>`,
    );
    expect(lead!.html_body).toContain('<a href="tel:+420777123456">+420 777 123 456</a>');
    expect(lead!.html_body).toContain('<a href="mailto:jana@example.com">jana@example.com</a>');
    // The confirmation, in the request's language.
    expect(confirmation!.subject).toBe('We have received your enquiry');
    expect(confirmation!.text_body).toContain('Regarding: Virtual office');
    expect(confirmation!.text_body).toContain('We will call you back the same working day.');
  });

  it('is written by the same transaction: a failure at its commit leaves neither the enquiry nor its messages', async () => {
    const file = await upload();
    const payload = {
      ...person,
      email: 'rolled-back@example.com',
      files: [{ id: file.id }],
      content: { type: 'contact-form', name: 'Dobrý den, kolik stojí sídlo?' },
    };
    const failed = await failCommitsWithMail(() => save(payload));
    expect(failed.statusCode).toBe(500);
    expect(await countWhere('user_requests', 'rolled-back@example.com')).toBe(0);
    expect(await countWhere('mail_outbox', 'rolled-back@example.com')).toBe(0);
    const stored = await t.db.handle.db
      .selectFrom('uploaded_files')
      .select('user_request_id')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(stored.user_request_id).toBeNull();

    // The same enquiry without the failure is saved with its two messages.
    const saved = await save(payload);
    expect(saved.statusCode).toBe(200);
    expect(await countWhere('user_requests', 'rolled-back@example.com')).toBe(1);
    expect((await mailsOf(saved.json().id)).map((mail) => mail.kind)).toEqual(['confirmation', 'lead']);
  });

  it('is empty for an enquiry set aside as a robot’s or quarantined; releasing one writes its lead only', async () => {
    const content = { type: 'contact-form', name: 'Kolik stojí sídlo v Brně?' };
    const spam = await save({ ...person, website: 'https://pills.example', fillMs: 60_000, content });
    const fast = await save({ ...person, website: '', fillMs: 500, content });
    expect(spam.statusCode).toBe(200);
    expect(fast.statusCode).toBe(200);
    expect(await mailsOf(spam.json().id)).toEqual([]);
    expect(await mailsOf(fast.json().id)).toEqual([]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'staff@example.com', password: 'staff-password' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const release = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/quarantine/${id}/release`, headers });
    // A spam enquiry is not in quarantine: nothing to release, nothing written.
    expect((await release(spam.json().id)).statusCode).toBe(404);
    expect(await mailsOf(spam.json().id)).toEqual([]);

    expect((await release(fast.json().id)).statusCode).toBe(200);
    const mails = await mailsOf(fast.json().id);
    expect(mails).toEqual([expect.objectContaining({ kind: 'lead', status: 'pending', recipient: null })]);
    expect(mails[0]!.text_body).toContain('čekala v karanténě; pracovník ji uvolnil');
    // Released once: a second release changes nothing.
    expect((await release(fast.json().id)).statusCode).toBe(404);
    expect(await mailsOf(fast.json().id)).toHaveLength(1);
  });

  it('is written once for the same post sent twice', async () => {
    const payload = {
      ...person,
      content: { type: 'liquidation', name: 'Alfa s.r.o.' },
    };
    const first = await save(payload);
    const again = await save(payload);
    expect(again.json().id).toBe(first.json().id);
    expect(await mailsOf(first.json().id)).toHaveLength(2);
  });

  it('of a ready-made booking says whether the company is held, also when the booking was refused', async () => {
    const [company] = await freeCompanies();
    expect(company).toBeDefined();
    const booked = await save(
      {
        ...person,
        email: 'booker@example.com',
        content: { type: 'readymade', id: company, name: 'Beta s.r.o.', virtualPlace: true },
      },
      { remoteAddress: '198.51.100.71' },
    );
    expect(booked.statusCode).toBe(200);
    const [, lead] = await mailsOf(booked.json().id);
    expect(lead!.text_body).toContain(`Číslo společnosti: ${company}`);
    expect(lead!.text_body).toContain('Virtuální sídlo ke společnosti: ano');
    expect(lead!.text_body).toMatch(/Rezervace: čeká na potvrzení, bez potvrzení vyprší \d/);

    // Someone else asks for the same company: the enquiry is kept as a lead with the conflict said.
    const late = await save(
      { ...person, email: 'late@example.com', content: { type: 'readymade', id: company, name: 'Beta s.r.o.' } },
      { remoteAddress: '198.51.100.72' },
    );
    expect(late.statusCode).toBe(409);
    const mails = await mailsOf(late.json().id);
    expect(mails.map((mail) => mail.kind)).toEqual(['confirmation', 'lead']);
    expect(mails[1]!.text_body).toContain('společnost už byla rezervována někým jiným');
  });

  it('of a cart order holds its lines and totals, and is written once for the same key and fields', async () => {
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
    const headers = { cookie: `guest-cart=${cart.tempId as string}` };
    await t.app.inject({ method: 'PUT', url: `/api/cart/${cart.id}`, payload: { id: 101, quantity: 2 }, headers });
    const order = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/cart/${cart.id}/order`,
        payload: { ...person, email: 'buyer@example.com', note: 'Fakturu prosím na firmu.' },
        headers: { ...headers, 'idempotency-key': 'mail-order-1' },
      });
    const first = await order();
    expect(first.statusCode).toBe(200);
    const { id, total } = first.json() as { id: number; total: number };
    expect((await order()).json().id).toBe(id);

    const [confirmation, lead, ...more] = await mailsOf(id);
    expect(more).toEqual([]);
    const price = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' }).format(total);
    // The subject is one line of plain spaces (the price's no-break spaces too).
    expect(lead!.subject).toBe(`Nová objednávka z košíku č. ${id} – ${price.replace(/\s/g, ' ')} – Jana Nováková`);
    expect(lead!.text_body).toMatch(/Položky:\n {2}- 2× .+ – .+ s DPH/);
    expect(lead!.text_body).toContain(`Celkem s DPH: ${price}`);
    expect(lead!.text_body).toContain('Poznámka:\n  Fakturu prosím na firmu.');
    expect(confirmation).toMatchObject({
      recipient: 'buyer@example.com',
      subject: `Přijali jsme vaši objednávku č. ${id}`,
    });
    expect(confirmation!.text_body).toContain(`Celkem s DPH: ${price}`);
    expect(confirmation!.text_body).toContain('Zavoláme vám ještě tentýž pracovní den.');
  });

  it('of an order is rolled back with the order: the cart keeps its lines', async () => {
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
    const headers = { cookie: `guest-cart=${cart.tempId as string}` };
    await t.app.inject({ method: 'PUT', url: `/api/cart/${cart.id}`, payload: { id: 101, quantity: 1 }, headers });
    const failed = await failCommitsWithMail(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/cart/${cart.id}/order`,
        payload: { ...person, email: 'failed-buyer@example.com' },
        headers: { ...headers, 'idempotency-key': 'mail-order-2' },
      }),
    );
    expect(failed.statusCode).toBe(500);
    expect(await countWhere('user_requests', 'failed-buyer@example.com')).toBe(0);
    expect(await countWhere('mail_outbox', 'failed-buyer@example.com')).toBe(0);
    const kept = (await t.app.inject({ method: 'GET', url: `/api/cart/anonymous/cs/${cart.tempId}` })).json();
    expect(kept.items).toHaveLength(1);
  });
});

describe('the e-mails’ texts', () => {
  const enquiry = (over: Partial<EnquiryForMail> = {}): EnquiryForMail => ({
    id: 42,
    firstname: 'Jan <script>alert(1)</script>',
    email: 'jan@example.com',
    phone: '777 123 456',
    content: { type: 'contact-form', name: 'Dobrý den,\n<b>kolik</b> stojí "sídlo" & účetnictví?' },
    locale: 'cs',
    status: 'new',
    site_url: 'https://www.example.cz/?a=1&b=<2>',
    created_at: new Date('2026-11-24T09:15:00Z'),
    files: [{ id: 'f1', original_name: 'smlouva <1>.pdf', mime: 'application/pdf', size: 123_456 }],
    reservation: null,
    ...over,
  });

  it('name the files without links when no site origin is configured (none is made up from a request)', () => {
    const { html, text } = composeLead(enquiry(), { siteOrigin: null });
    expect(text).toContain('Příloha 1 z 1: smlouva <1>.pdf (application/pdf, 121 kB), soubor f1');
    expect(text).not.toContain('/admin/');
    expect(html).not.toContain('/api/admin/files/');
    expect(html).not.toContain('href="https://www.example.cz');
  });

  it('escape everything the enquiry brings into the HTML part', () => {
    const { html, text, subject } = composeLead(enquiry(), { siteOrigin: 'https://www.example.cz' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>kolik');
    expect(html).toContain('Jan &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Dobrý den,<br>&lt;b&gt;kolik&lt;/b&gt; stojí &quot;sídlo&quot; &amp; účetnictví?');
    expect(html).toContain('smlouva &lt;1&gt;.pdf');
    expect(html).toContain('https://www.example.cz/?a=1&amp;b=&lt;2&gt;');
    expect(html).toContain('<a href="tel:777123456">777 123 456</a>');
    // The text part is the text as typed.
    expect(text).toContain('Zpráva:\n  Dobrý den,\n  <b>kolik</b> stojí "sídlo" & účetnictví?');
    expect(text).toContain('Dotaz z kontaktního formuláře, přijato 24. 11. 2026 10:15.');
    expect(subject).toBe('Nová poptávka č. 42: Dotaz z kontaktního formuláře – Jan <script>alert(1)</script>');
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keep a subject on one line', () => {
    expect(composeLead(enquiry({ firstname: 'Jan\r\nBcc: x@example.com' })).subject).toBe(
      'Nová poptávka č. 42: Dotaz z kontaktního formuláře – Jan Bcc: x@example.com',
    );
  });

  it('give the visitor nothing they typed, in their language', () => {
    const cs = composeConfirmation(enquiry());
    const en = composeConfirmation(enquiry({ locale: 'en', phone: '' }));
    for (const mail of [cs, en]) {
      expect(mail.text + mail.html + mail.subject).not.toMatch(/Jan|kolik|smlouva|script/);
    }
    expect(cs.subject).toBe('Přijali jsme vaši poptávku');
    expect(cs.text).toBe(
      'Dobrý den,\n\nděkujeme, vaši poptávku jsme v pořádku přijali.\n\nTýká se: Dotaz z kontaktního formuláře\n\n' +
        'Zavoláme vám ještě tentýž pracovní den.\n\nS pozdravem\nSídlo Partner\n\n' +
        'Tento e-mail je automatické potvrzení poptávky odeslané z našeho webu. Pokud jste ji neodeslali vy, můžete ho ignorovat.\n',
    );
    expect(cs.html).toContain('<html lang="cs">');
    // Without a phone number there is no call: the provider gets back by e-mail.
    expect(en.text).toContain('We will get back to you the same working day.');
    expect(en.html).toContain('<html lang="en">');
  });

  it('dial only numbers with enough digits', () => {
    expect(telHref('+420 777 123 456')).toBe('tel:+420777123456');
    expect(telHref('777-123-456')).toBe('tel:777123456');
    expect(telHref('12 34')).toBeNull();
  });

  it('follow one rule for who gets what', () => {
    expect(mailsFor('new')).toEqual({ lead: true, confirmation: true });
    expect(mailsFor('reservation_conflict')).toEqual({ lead: true, confirmation: true });
    expect(mailsFor('reservation_limit')).toEqual({ lead: true, confirmation: true });
    expect(mailsFor('spam')).toEqual({ lead: false, confirmation: false });
    expect(mailsFor('quarantine')).toEqual({ lead: false, confirmation: false });
  });
});
