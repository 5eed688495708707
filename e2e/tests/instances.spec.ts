import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROOT, SUITE_PORT, startServer } from './server-process';
import { DEMO, STAFF } from './staff-inbox-helpers';

/*
 * Two instances of the server side by side on one PostgreSQL database, as behind a load balancer:
 * what a visitor or the staff do through one holds on the other. The PostgreSQL server is the one
 * the API's PostgreSQL tests use (started, and installed when missing, by .ci/pg-start.sh); the
 * instances keep their tables in a schema of their own, dropped at the end.
 */

const PORTS = [SUITE_PORT + 6, SUITE_PORT + 7] as const;
const SCHEMA = `e2e_${randomBytes(5).toString('hex')}`;
/** Enquiries a client address may send in the window: small, so the limit is reached quickly. */
const ENQUIRY_LIMIT = 3;

let databaseUrl = '';
const dataDirOf = (port: number) => path.join(__dirname, '..', '.data', `${SCHEMA}-${port}`);
const servers: { base: string; server: ChildProcess }[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const started = execFileSync('bash', [path.join(ROOT, '.ci', 'pg-start.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  databaseUrl = started.trim().split('\n').pop() ?? '';
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: SCHEMA,
    SEED_DEMO: '1',
    // Each test speaks for a client address of its own (X-Forwarded-For from this machine).
    TRUST_PROXY: 'loopback',
    ENQUIRY_RATE_LIMIT: String(ENQUIRY_LIMIT),
  };
  // The first migrates and seeds the empty schema; the second starts on what it finds.
  // Each has a folder of its own, as on two machines: nothing is shared through a local disk.
  for (const port of PORTS)
    servers.push(
      await startServer(port, { ...env, DATA_DIR: path.join(__dirname, '..', '.data', `${SCHEMA}-${port}`) }),
    );
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      ({ server }) =>
        new Promise<void>((resolve) => {
          if (server.exitCode !== null) return resolve();
          server.once('exit', () => resolve());
          server.kill('SIGTERM');
        }),
    ),
  );
  if (databaseUrl) execFileSync('psql', [databaseUrl, '-qc', `drop schema if exists ${SCHEMA} cascade`]);
  for (const port of PORTS) rmSync(dataDirOf(port), { recursive: true, force: true });
});

/** The address of the first instance, and of the other. */
const one = () => servers[0]!.base;
const other = () => servers[1]!.base;

let address = 0;
/** A client address no other request of the run uses. */
const nextAddress = () => `203.0.113.${++address}`;

/** A contact enquiry sent through `base` from `client`, with `files` attached; the answer. */
function sendEnquiry(request: APIRequestContext, base: string, client: string, files: unknown[] = []) {
  return request.post(`${base}/api/user-request/save?lang=cs`, {
    headers: { 'x-forwarded-for': client },
    data: {
      firstname: 'Marta Nová',
      email: `marta.${Date.now()}@example.com`,
      phone: '+420777123456',
      files,
      agreement: true,
      content: { type: 'contact-form', id: null, name: 'Hledám sídlo v Brně', otherServices: [] },
      website: '',
      fillMs: 5_000,
    },
  });
}

/** A bearer token of the staff user, logged in through `base`. */
async function staffToken(request: APIRequestContext, base: string): Promise<string> {
  const login = await request.post(`${base}/api/auth/login`, { data: STAFF });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test('a session made through one instance is valid on the other @local', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The session cookie belongs to the host, whichever port (instance) set it.
  expect((await context.request.post(`${one()}/api/auth/login`, { data: DEMO })).ok()).toBe(true);
  const answer = await page.goto(`${other()}/muj-ucet`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('main')).toContainText(DEMO.email);
  await context.close();
});

test('a rate limit reached through one instance holds on the other @local', async ({ request }) => {
  const client = nextAddress();
  for (let sent = 0; sent < ENQUIRY_LIMIT; sent += 1)
    expect((await sendEnquiry(request, one(), client)).status()).toBe(200);
  const refused = await sendEnquiry(request, other(), client);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  // Another visitor is not held back by it.
  expect((await sendEnquiry(request, other(), nextAddress())).status()).toBe(200);
});

test('a file uploaded through one instance is downloaded by staff through the other @local', async ({
  request,
  playwright,
}) => {
  const client = nextAddress();
  const content = Buffer.from(`Výpis z obchodního rejstříku ${randomBytes(8).toString('hex')}\n`.repeat(2000));
  const upload = await request.post(`${one()}/api/filemanager/upload/file`, {
    headers: { 'x-forwarded-for': client },
    multipart: { file: { name: 'vypis.txt', mimeType: 'text/plain', buffer: content } },
  });
  expect(upload.status()).toBe(200);
  const files = (await upload.json()) as { id: string }[];
  const sent = await sendEnquiry(request, one(), client, files);
  expect(sent.status()).toBe(200);
  const { id } = (await sent.json()) as { id: number };

  const token = await staffToken(request, other());
  const detail = await request.get(`${other()}/api/admin/enquiries/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(detail.ok()).toBe(true);
  const attachment = JSON.stringify(await detail.json()).match(/"id":"([0-9a-f-]{36})"/)?.[1];
  expect(attachment).toBe(files[0]!.id);
  const download = await request.get(`${other()}/api/admin/files/${attachment}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);
  expect((await download.body()).equals(content)).toBe(true);
  // Nobody else gets it, through either instance.
  const stranger = await playwright.request.newContext();
  for (const base of [one(), other()])
    expect([401, 403, 404]).toContain((await stranger.get(`${base}/api/admin/files/${attachment}`)).status());
  await stranger.dispose();
});

test('a page kept by one instance changes within a second of a booking through the other @local', async ({
  request,
}) => {
  const listing = () => request.get(`${other()}/ready-made-spolecnosti`).then((answer) => answer.text());
  const companies = (await (await request.get(`${other()}/api/readymade?lang=cs`)).json()) as {
    data: { id: number; title: string; reserved: boolean }[];
  };
  const company = companies.data.find((item) => !item.reserved)!;
  const bookable = `Rezervovat: ${company.title}`;
  expect(await listing()).toContain(bookable);
  // Asked again, the page comes from what the instance keeps.
  expect(await listing()).toContain(bookable);

  const booked = await request.post(`${one()}/api/user-request/save?lang=cs`, {
    headers: { 'x-forwarded-for': nextAddress() },
    data: {
      firstname: 'Petr Malý',
      email: `petr.${Date.now()}@example.com`,
      phone: '+420777123456',
      agreement: true,
      content: { type: 'readymade', id: company.id },
      fillMs: 5_000,
    },
  });
  expect(booked.status()).toBe(200);
  const since = Date.now();
  let html = await listing();
  while (html.includes(bookable) && Date.now() - since < 1_000) html = await listing();
  expect(html).not.toContain(bookable);
  expect(html).toContain(company.title);
});

test('100 renders of the cart page with carts that do not exist create no cart and use up no limit @local', async ({
  request,
}) => {
  const carts = () =>
    Number(execFileSync('psql', [databaseUrl, '-tAc', `select count(*) from ${SCHEMA}.carts`]).toString());
  const client = nextAddress();
  const before = carts();
  for (let i = 0; i < 100; i += 1) {
    const answer = await request.get(`${[one(), other()][i % 2]}/kosik`, {
      headers: { cookie: `guest-cart=unknown${i}${Date.now().toString(36)}`, 'x-forwarded-for': client },
    });
    expect(answer.status()).toBe(200);
  }
  expect(carts()).toBe(before);
  // The visitor may still start a cart.
  const created = await request.get(`${one()}/api/cart/anonymous/cs/0`, { headers: { 'x-forwarded-for': client } });
  expect(created.status()).toBe(200);
  expect(carts()).toBe(before + 1);
});
