import { sql } from 'kysely';
import { createTestApp, mailsOf as mailsIn, type TestApp } from './helpers';

/*
 * A post is a repeat only when it is the same post: what the visitor sent, not a token a shared
 * page copy handed to everyone who saw it. A repeat stores nothing and answers the first; a
 * different post is stored, whatever token it carries.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.db.handle.db;
const mailsOf = (id: number) => mailsIn(t.db, id);

const save = (payload: object, remoteAddress = '192.0.2.80') =>
  t.app.inject({ method: 'POST', url: '/api/user-request/save', payload, remoteAddress });

const enquiry = (over: Record<string, unknown> = {}, text = 'Potřebuji sídlo v Brně.') => ({
  firstname: 'Karel Dvořák',
  email: 'karel@example.com',
  phone: '+420 777 000 111',
  agreement: true,
  fillMs: 10_000,
  content: { type: 'contact-form', name: text },
  ...over,
});

const enquiriesOf = (email: string) =>
  db()
    .selectFrom('user_requests')
    .select(['id', 'firstname', 'status'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();

describe('enquiries', () => {
  it('two visitors with the token of one kept page, posting different enquiries: two enquiries, two leads', async () => {
    // The token a cached contact page handed to everyone who opened it in that minute.
    const shared = 'tok_cached_page_0123456789';
    const first = await save(
      enquiry({ email: 'prvni@example.com', firstname: 'První', formToken: shared }, 'Sídlo v Praze.'),
      '198.51.100.1',
    );
    const second = await save(
      enquiry({ email: 'druhy@example.com', firstname: 'Druhý', formToken: shared }, 'Založení s.r.o.'),
      '203.0.113.9',
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).not.toBe(first.json().id);
    const [a] = await enquiriesOf('prvni@example.com');
    const [b] = await enquiriesOf('druhy@example.com');
    expect(a).toMatchObject({ id: first.json().id, firstname: 'První' });
    expect(b).toMatchObject({ id: second.json().id, firstname: 'Druhý' });
    for (const id of [a!.id, b!.id])
      expect((await mailsOf(id)).map((mail) => mail.kind)).toEqual(['confirmation', 'lead']);
  });

  it('the same post twice, or twice at once, stores one enquiry and answers it each time', async () => {
    const body = enquiry({ email: 'jednou@example.com' });
    const [first, second] = await Promise.all([save(body), save(body)]);
    // Retyped the same (the e-mail's case and spaces, the phone's spaces), a minute later.
    const again = await save({ ...body, email: ' Jednou@Example.com ', phone: '+420777000111' });
    expect([first.statusCode, second.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(again.json()).toEqual(first.json());
    const stored = await enquiriesOf('jednou@example.com');
    expect(stored).toHaveLength(1);
    expect(await mailsOf(stored[0]!.id)).toHaveLength(2);
    // Another text from the same visitor is another enquiry.
    const other = await save(enquiry({ email: 'jednou@example.com' }, 'A ještě účetnictví.'));
    expect(other.statusCode).toBe(200);
    expect(other.json().id).not.toBe(first.json().id);
    expect(await enquiriesOf('jednou@example.com')).toHaveLength(2);
  });

  it('recognises a repeat for a day: the same post the next day is a new enquiry', async () => {
    const body = enquiry({ email: 'zitra@example.com' });
    const first = (await save(body)).json().id as number;
    await sql`update user_requests set created_at = now() - interval '25 hours' where id = ${first}`.execute(db());
    const next = await save(body);
    expect(next.statusCode).toBe(200);
    expect(next.json().id).not.toBe(first);
  });

  it('answers a repeated ready-made booking as the first: the same id, not a reservation conflict', async () => {
    const companies = (await t.app.inject({ method: 'GET', url: '/api/readymade' })).json().data as {
      id: number;
      reserved: boolean;
    }[];
    const company = companies.find((c) => !c.reserved)!.id;
    const booking = enquiry({
      email: 'rezervace@example.com',
      content: { type: 'readymade', id: company, name: 'Gama s.r.o.', virtualPlace: true },
    });
    const first = await save(booking, '198.51.100.20');
    const again = await save(booking, '198.51.100.20');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await enquiriesOf('rezervace@example.com')).toHaveLength(1);
    // Someone else's booking of the taken company is refused with its own enquiry, each time the same.
    const late = enquiry({
      email: 'pozde@example.com',
      content: { type: 'readymade', id: company, name: 'Gama s.r.o.' },
    });
    const refused = await save(late, '198.51.100.21');
    const refusedAgain = await save(late, '198.51.100.21');
    expect([refused.statusCode, refusedAgain.statusCode]).toEqual([409, 409]);
    expect(refusedAgain.json()).toEqual(refused.json());
    expect(await enquiriesOf('pozde@example.com')).toHaveLength(1);
  });

  it('still takes a post from a client that sends a form token, of any form', async () => {
    const res = await save(enquiry({ email: 'stary.klient@example.com', formToken: 'bad token!' }));
    expect(res.statusCode).toBe(200);
    expect(await enquiriesOf('stary.klient@example.com')).toHaveLength(1);
  });
});

describe('orders', () => {
  const newCart = async () => {
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
    const headers = { cookie: `guest-cart=${cart.tempId as string}` };
    const fill = () =>
      t.app.inject({ method: 'PUT', url: `/api/cart/${cart.id}`, payload: { id: 101, quantity: 1 }, headers });
    await fill();
    return { id: cart.id as number, headers, fill };
  };
  const buyer = {
    firstname: 'Jana Nováková',
    email: 'objednavka@example.com',
    phone: '+420 777 123 456',
    agreement: true,
  };
  const order = (cart: { id: number; headers: Record<string, string> }, key: string, payload: object = buyer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/cart/${cart.id}/order`,
      payload,
      headers: { ...cart.headers, 'idempotency-key': key },
    });
  const ordersOf = (cartId: number) =>
    db()
      .selectFrom('user_requests')
      .select(['id', 'email'])
      .where(({ ref }) => ref('content', '->>').key('cart_id'), '=', String(cartId))
      .orderBy('id')
      .execute();

  it('the same key with the same fields, twice at once: one order, the same answer', async () => {
    const cart = await newCart();
    const [first, second] = await Promise.all([order(cart, 'shared-key'), order(cart, 'shared-key')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(cart.id)).toHaveLength(1);
  });

  it('the same key with other fields is a new attempt: the empty cart says so, never the first order', async () => {
    const cart = await newCart();
    const first = await order(cart, 'kept-page-key');
    expect(first.statusCode).toBe(200);
    const other = await order(cart, 'kept-page-key', { ...buyer, email: 'nekdo.jiny@example.com' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ cart: [expect.any(String)] });
    // Filled again and sent with the same key and other fields: a second order.
    await cart.fill();
    const second = await order(cart, 'kept-page-key', { ...buyer, note: 'Druhá objednávka.' });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await ordersOf(cart.id)).toHaveLength(2);
  });

  it('a cart filled again after its order is a new order, even with the same key and fields', async () => {
    const cart = await newCart();
    const first = await order(cart, 'same-everything');
    await cart.fill();
    const second = await order(cart, 'same-everything');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await ordersOf(cart.id)).toHaveLength(2);
  });

  it('cleans the fields of control characters, as an enquiry’s', async () => {
    const cart = await newCart();
    const res = await order(cart, 'control-chars', {
      ...buyer,
      firstname: 'Jana\u0007 Nová\u001bková',
      note: 'Faktura\u0000 na firmu.\nDěkuji.',
    });
    expect(res.statusCode).toBe(200);
    const row = await db()
      .selectFrom('user_requests')
      .select(['firstname', 'content'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.firstname).toBe('Jana Nováková');
    expect(row.content).toMatchObject({ note: 'Faktura na firmu.\nDěkuji.' });
  });
});

describe('confirmation mails to one address', () => {
  it('at most three a day across enquiries and orders; past it the lead is still written and the enquiry stored', async () => {
    const victim = 'obet@example.com';
    const ids: number[] = [];
    for (const [i, email] of [victim, 'OBET@example.com', ` ${victim}`].entries()) {
      const res = await save(enquiry({ email }, `Dotaz číslo ${i}.`), `198.51.100.${40 + i}`);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().id);
    }
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
    const headers = { cookie: `guest-cart=${cart.tempId as string}` };
    await t.app.inject({ method: 'PUT', url: `/api/cart/${cart.id}`, payload: { id: 101, quantity: 1 }, headers });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/cart/${cart.id}/order`,
      payload: { firstname: 'Kdokoli', email: victim, phone: '+420 777 123 456', agreement: true },
      headers: { ...headers, 'idempotency-key': 'mail-bomb-1' },
    });
    expect(sent.statusCode).toBe(200);
    ids.push(sent.json().id);
    const another = await save(enquiry({ email: victim }, 'Pátý dotaz.'), '198.51.100.49');
    ids.push(another.json().id);

    const kinds = await Promise.all(ids.map(async (id) => (await mailsOf(id)).map((mail) => mail.kind)));
    expect(kinds).toEqual([
      ['confirmation', 'lead'],
      ['confirmation', 'lead'],
      ['confirmation', 'lead'],
      ['lead'],
      ['lead'],
    ]);
    // Another address is not affected.
    const other = await save(enquiry({ email: 'jiny@example.com' }, 'Šestý dotaz.'), '198.51.100.50');
    expect((await mailsOf(other.json().id)).map((mail) => mail.kind)).toEqual(['confirmation', 'lead']);
  });
});
