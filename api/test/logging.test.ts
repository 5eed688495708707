import { Writable } from 'node:stream';
import { maskUrl } from '../src/core/logging';
import { createTestApp, type TestApp } from './helpers';

describe('maskUrl', () => {
  it('masks guest cart temp ids in the path and in tempId= queries', () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(maskUrl(`/api/cart/anonymous/cs/${id}`)).toBe('/api/cart/anonymous/cs/***');
    expect(maskUrl(`/api/cart/anonymous/en/${id}?lang=en`)).toBe('/api/cart/anonymous/en/***?lang=en');
    expect(maskUrl('/api/cart/anonymous/cs/0')).toBe('/api/cart/anonymous/cs/0');
    expect(maskUrl(`/api/cart/12?tempId=${id}&lang=cs`)).toBe('/api/cart/12?tempId=***&lang=cs');
    expect(maskUrl(`/api/voucher/cart/add/12?lang=en&TEMPID=${id}`)).toBe(
      '/api/voucher/cart/add/12?lang=en&TEMPID=***',
    );
    expect(maskUrl('/api/content/blog-post?offset=10')).toBe('/api/content/blog-post?offset=10');
  });

  it('masks the values of password, token, email and phone however they are written', () => {
    expect(maskUrl('/en/login?email=jana%40example.com&password=tajne')).toBe('/en/login?email=***&password=***');
    expect(maskUrl('/x?PassWord=a&Email=b&TOKEN=c&phone=%2B420777')).toBe(
      '/x?PassWord=***&Email=***&TOKEN=***&phone=***',
    );
    // Percent-encoded names, repeated parameters, and a hash after the query.
    expect(maskUrl('/x?pass%77ord=a&password=b&password=c#top')).toBe(
      '/x?pass%77ord=***&password=***&password=***#top',
    );
    expect(maskUrl('/x?q=password&lang=en&email=')).toBe('/x?q=password&lang=en&email=');
    // Lists, nested keys and `;` separators.
    expect(maskUrl('/x?email[]=a%40b.cz&user[Phone]=777&a=1;token=t')).toBe(
      '/x?email[]=***&user[Phone]=***&a=1;token=***',
    );
    expect(maskUrl('/x?emails=a&phones[]=b')).toBe('/x?emails=a&phones[]=b');
    expect(maskUrl('/hledani?q=s%C3%ADdlo')).toBe('/hledani?q=s%C3%ADdlo');
  });
});

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never carry a guest cart temp id', async () => {
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/anonymous/cs/0' })).json();
    await t.app.inject({
      method: 'GET',
      url: `/api/cart/anonymous/cs/${cart.tempId}`,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${cart.id}?tempId=${cart.tempId}`,
      payload: { id: 101, quantity: 1 },
    });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/cart/anonymous/cs/***"');
    expect(log).toContain(`"url":"/api/cart/${cart.id}?tempId=***"`);
    expect(log).not.toContain(cart.tempId);
  });

  it('never carry a password, token, e-mail or phone sent in a query', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/login?password=x-secret-x&email=jana%40example.com',
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/me?token=t-secret-t&phone=777000111',
    });
    await t.app.inject({ method: 'GET', url: '/login?password=x' });
    const log = lines.join('');
    expect(log).toContain('"url":"/login?password=***"');
    expect(log).not.toContain('password=x');
    for (const secret of ['x-secret-x', 'jana%40example.com', 't-secret-t', '777000111'])
      expect(log).not.toContain(secret);
  });
});
