import type { FastifyInstance } from 'fastify';
import { makeFixture, removeFixture, siteApp } from './fixture';

/** The language switch for a browser without scripts: the choice into the cookie, then the page. */

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = makeFixture();
  app = await siteApp({ rootDir: root });
});

afterAll(async () => {
  await app.close();
  removeFixture(root);
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /jazyk', () => {
  test.each([
    ['/en/about-us', 'en', '/en/about-us'],
    ['/en', 'en', '/en'],
    ['/o-nas', 'cs', '/o-nas'],
    ['/', 'cs', '/'],
    ['/en/search?q=s%C3%ADdlo', 'en', '/en/search?q=s%C3%ADdlo'],
    ['/cenik/likvidace', 'cs', '/cenik/likvidace'],
  ])('to=%s stores %s and answers 303 to %s', async (to, locale, location) => {
    const answer = await get(`/jazyk?to=${encodeURIComponent(to)}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(location);
    expect(answer.headers['set-cookie']).toBe(`locale=${locale}; Max-Age=31536000; Path=/; SameSite=Lax`);
    // The visitor's own answer: no shared cache keeps it, no index lists it.
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
  });

  test('the cookie is Secure where the site is not plain HTTP on the machine itself', async () => {
    const answer = await get('/jazyk?to=/en', { host: 'www.example.cz', 'x-forwarded-proto': 'https' });
    expect(answer.headers['set-cookie']).toMatch(/^locale=en; .*; Secure$/);
  });

  test.each([
    ['//evil.example/en', '/evil.example/en'],
    ['/\\evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('never leads to another site: %s → %s', async (to, location) => {
    const answer = await get(`/jazyk?to=${encodeURIComponent(to)}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(location);
  });

  test.each([
    ['no target', '/jazyk'],
    ['a full address', `/jazyk?to=${encodeURIComponent('https://evil.example/')}`],
    ['a relative path', '/jazyk?to=en'],
    ['a line break', `/jazyk?to=${encodeURIComponent('/en\r\nSet-Cookie: x=1')}`],
    ['two targets', '/jazyk?to=/en&to=/o-nas'],
  ])('refuses %s with 400 and sets nothing', async (_what, url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
