import type { TestApp } from '../helpers';
import { siteTestApp } from './fixture';

// A form the server handled (sent before or without scripts) names, in a short-lived cookie on its
// 303, what the scripts would have pushed to the dataLayer, for the next page's scripts to push.

let t: TestApp;

beforeAll(async () => {
  t = await siteTestApp();
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...headers },
  });

/** The answer's `form-events` cookies. */
const formEvents = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .filter((cookie) => cookie.startsWith('form-events='));

describe('the events of a form the server handled', () => {
  it('accepting cookies names the choice in one short-lived cookie scripts can read', async () => {
    const res = await post('/en/contact', { form: 'consent', choice: 'all' });
    expect(res.statusCode).toBe(303);
    expect(formEvents(res)).toEqual(['form-events=cookie_consent_update.a111; Max-Age=120; Path=/; SameSite=Lax']);
    const refused = await post('/en/contact', { form: 'consent', choice: 'none' });
    expect(formEvents(refused)).toEqual(['form-events=cookie_consent_update.d; Max-Age=120; Path=/; SameSite=Lax']);
  });

  it('a form adds its event after those the browser still holds', async () => {
    const res = await post(
      '/en/contact',
      { form: 'consent', choice: 'none' },
      { cookie: 'form-events=newsletter_sent' },
    );
    expect(res.statusCode).toBe(303);
    expect(formEvents(res)).toEqual([
      'form-events=newsletter_sent~cookie_consent_update.d; Max-Age=120; Path=/; SameSite=Lax',
    ]);
  });

  it('is Secure wherever the site is not plain HTTP on the machine itself', async () => {
    const res = await post('/en/contact', { form: 'consent', choice: 'all' }, { host: 'www.example.cz' });
    expect(formEvents(res)).toEqual([expect.stringMatching(/; SameSite=Lax; Secure$/)]);
  });
});
