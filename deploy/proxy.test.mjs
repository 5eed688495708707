// The site behind a real reverse proxy: nginx with deploy/nginx/site.conf in front of two
// instances on one PostgreSQL database, as the README's "Several instances" describes. Checks what
// the site's headers claim for a cache and a balancer in front:
// - a page kept for every visitor is answered from the proxy's cache;
// - a page of one visitor (a cart with lines, a logged-in user, a preview) never is, and never
//   reaches another visitor;
// - a login holds on both instances, and a rate limit counts the requests of both;
// - X-Forwarded-For is believed from the proxy alone.
//
//   DATABASE_URL=$(bash .ci/pg-start.sh | tail -n 1) node --test deploy/proxy.test.mjs
//
// Needs a built site (`npm run build`), PostgreSQL (DATABASE_URL; the instances get a schema of
// their own, dropped afterwards) and nginx (`NGINX`, default `nginx` on the PATH, else
// /usr/sbin/nginx; Debian's `nginx-light` will do).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL?.startsWith('postgres')) {
  console.error('deploy/proxy.test.mjs needs PostgreSQL: DATABASE_URL=$(bash .ci/pg-start.sh | tail -n 1)');
  process.exit(1);
}
const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

const PROXY_PORT = 4870;
const INSTANCE_PORTS = [4871, 4872];
/** The address nginx connects to the instances from: the only one they believe X-Forwarded-For from. */
const PROXY_ADDRESS = '127.0.0.2';
const SITE = `http://127.0.0.1:${PROXY_PORT}`;
const SCHEMA = `proxy_test_${process.pid}`;
const LOGIN_LIMIT = 4;
const work = mkdtempSync(join(tmpdir(), 'proxy-test-'));
const children = [];

/**
 * One request, from `from` (a loopback address of this machine) when given; the answer's status,
 * headers and body, without following redirects.
 */
function call(url, { method = 'GET', headers = {}, body, from } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress: from }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The `name=value` of each cookie an answer sets. */
const setCookies = (answer) => (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);

function startInstance(port) {
  const child = spawn(process.execPath, [join(root, 'tools', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: SITE,
      DATABASE_URL,
      DATABASE_SCHEMA: SCHEMA,
      DATA_DIR: join(work, `data-${port}`),
      TRUST_PROXY: PROXY_ADDRESS,
      SEED_DEMO: '1',
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      LOG_LEVEL: 'warn',
    },
  });
  children.push(child);
  return child;
}

/** Waits until `url` answers 200; fails with what it answered last. */
async function untilUp(url, ms = 180_000) {
  const end = Date.now() + ms;
  let last = 'nothing';
  while (Date.now() < end) {
    try {
      const answer = await call(url);
      if (answer.status === 200) return;
      last = `${answer.status} ${answer.body.slice(0, 200)}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s; last: ${last}`);
}

/**
 * deploy/nginx/site.conf as an operator installs it, with this test's ports and folders, nginx
 * connecting from PROXY_ADDRESS, and which instance answered in a header of the answer (only
 * here: it would tell the world the instances' addresses).
 */
function nginxConf() {
  const site = readFileSync(join(root, 'deploy', 'nginx', 'site.conf'), 'utf8');
  const replaced = site
    .replace('server 127.0.0.1:8081', `server 127.0.0.1:${INSTANCE_PORTS[0]}`)
    .replace('server 127.0.0.1:8082', `server 127.0.0.1:${INSTANCE_PORTS[1]}`)
    .replace('/var/cache/nginx/site', join(work, 'cache'))
    .replace('listen 80;', `listen 127.0.0.1:${PROXY_PORT};`)
    .replace(
      'proxy_pass http://site_instances;',
      `proxy_pass http://site_instances;\n        proxy_bind ${PROXY_ADDRESS};\n        add_header X-Upstream $upstream_addr always;`,
    );
  for (const [from, to] of [
    [`server 127.0.0.1:${INSTANCE_PORTS[0]}`, 'first instance'],
    [`server 127.0.0.1:${INSTANCE_PORTS[1]}`, 'second instance'],
    ['proxy_bind', 'proxy address'],
    [`listen 127.0.0.1:${PROXY_PORT}`, 'listen'],
  ])
    assert.ok(replaced.includes(from), `deploy/nginx/site.conf changed: no place for the ${to}`);
  // nginx's workers drop root for an unprivileged user: their folders must be theirs to write.
  const temp = join(work, 'nginx-temp');
  for (const folder of [temp, join(work, 'cache')]) {
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o777);
  }
  chmodSync(work, 0o755);
  return `daemon off;
pid ${join(work, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
${replaced}
}
`;
}

async function dropSchema() {
  const { Client } = createRequire(join(root, 'api', 'package.json'))('pg');
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${SCHEMA}" cascade`);
  await client.end();
}

before(async () => {
  // One instance first: it migrates and seeds the empty schema; the second starts on it.
  startInstance(INSTANCE_PORTS[0]);
  await untilUp(`http://127.0.0.1:${INSTANCE_PORTS[0]}/api/ready`);
  startInstance(INSTANCE_PORTS[1]);
  await untilUp(`http://127.0.0.1:${INSTANCE_PORTS[1]}/api/ready`);
  writeFileSync(join(work, 'nginx.conf'), nginxConf());
  const nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  children.push(nginx);
  await untilUp(`${SITE}/api/ready`, 20_000);
});

after(async () => {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.spawnargs[0] === NGINX) child.kill('SIGQUIT');
    else process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null && child.signalCode === null) {
      if (child.spawnargs[0] === NGINX) child.kill('SIGKILL');
      else process.kill(-child.pid, 'SIGKILL');
    }
  }
  await dropSchema().catch((error) => console.error(`could not drop schema ${SCHEMA}:`, error.message));
  rmSync(work, { recursive: true, force: true });
});

test('a page kept for every visitor is answered from the proxy, the same page', async () => {
  for (const path of ['/', '/en', '/virtualni-sidla']) {
    const first = await call(SITE + path);
    assert.equal(first.status, 200, path);
    assert.match(first.headers['cache-control'], /^public, .*s-maxage=/, `${path} is marked for a shared cache`);
    const second = await call(SITE + path);
    assert.equal(second.headers['x-cache-status'], 'HIT', `${path} the second time`);
    assert.equal(second.body, first.body, path);
  }
});

test('a cart with lines, a logged-in user and a preview are never answered from the proxy, nor reach another visitor', async () => {
  // A guest's cart with an office in it.
  const created = await call(`${SITE}/api/cart/anonymous/cs/0`);
  const cart = JSON.parse(created.body);
  const line = await call(`${SITE}/api/cart/${cart.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: `guest-cart=${cart.tempId}` },
    body: JSON.stringify({ id: 101, quantity: 1 }),
  });
  assert.equal(line.status, 200);
  const product = JSON.parse(line.body).product.name;
  // A logged-in user.
  const login = await call(`${SITE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  assert.equal(login.status, 200);
  const sid = setCookies(login).find((cookie) => cookie.startsWith('sid='));
  assert.ok(sid, 'the login set the session cookie');

  const visitors = [
    { who: 'a guest with a cart', path: '/kosik', cookie: `guest-cart=${cart.tempId}`, shows: product },
    { who: 'a logged-in user', path: '/muj-ucet', cookie: sid, shows: 'demo@example.com' },
    { who: 'a logged-in user', path: '/', cookie: sid, shows: null },
    { who: 'a preview', path: '/', cookie: 'remote-preview=mf-content@0.0.0-none', shows: null },
  ];
  for (const { who, path, cookie, shows } of visitors) {
    // The same visitor twice: the second answer is rendered again, not the proxy's copy.
    const answers = [
      await call(SITE + path, { headers: { cookie } }),
      await call(SITE + path, { headers: { cookie } }),
    ];
    assert.notEqual(answers[1].headers['x-cache-status'], 'HIT', `${who} on ${path} the second time`);
    for (const answer of answers) {
      assert.ok(
        /private|no-store/.test(answer.headers['cache-control'] ?? '') || setCookies(answer).length > 0,
        `${who} on ${path}: ${answer.headers['cache-control']}`,
      );
      if (shows) assert.ok(answer.body.includes(shows), `${who} sees their own ${path}`);
    }
    if (!shows) continue;
    // Another visitor, with no cookie, asking for the same address right after.
    const other = await call(SITE + path);
    assert.ok(!other.body.includes(shows), `another visitor does not get the page of ${who}`);
  }
});

test('a login holds on both instances behind the proxy', async () => {
  const login = await call(`${SITE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ email: 'staff@example.com', password: 'staff-password' }),
    from: '127.0.0.3',
  });
  assert.equal(login.status, 200);
  const sid = setCookies(login).find((cookie) => cookie.startsWith('sid='));
  const answeredBy = new Set();
  for (let time = 0; time < 6; time += 1) {
    const me = await call(`${SITE}/api/me`, { headers: { cookie: sid } });
    assert.equal(me.status, 200);
    assert.equal(JSON.parse(me.body).data.email, 'staff@example.com');
    answeredBy.add(me.headers['x-upstream']);
  }
  assert.deepEqual(
    [...answeredBy].sort(),
    INSTANCE_PORTS.map((port) => `127.0.0.1:${port}`),
    'both instances answered the session',
  );
});

test('a rate limit counts both instances; X-Forwarded-For is believed from the proxy alone', async () => {
  const wrong = (from, headers = {}, base = SITE) =>
    call(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      body: JSON.stringify({ email: `nobody-${from}@example.com`, password: 'not-the-password' }),
      from,
    });
  // A client at 127.0.0.4 through the proxy, claiming another address each time: one client.
  const answeredBy = new Set();
  for (let time = 1; time <= LOGIN_LIMIT; time += 1) {
    const answer = await wrong('127.0.0.4', { 'x-forwarded-for': `198.51.100.${time}` });
    assert.equal(answer.status, 401, `attempt ${time}`);
    answeredBy.add(answer.headers['x-upstream']);
  }
  assert.equal(answeredBy.size, 2, 'the attempts went to both instances');
  assert.equal((await wrong('127.0.0.4', { 'x-forwarded-for': '198.51.100.99' })).status, 429);
  // Another client through the proxy is counted apart: the proxy's X-Forwarded-For is believed.
  assert.equal((await wrong('127.0.0.5')).status, 401);
  // Straight to an instance, a client's X-Forwarded-For is not: the exhausted address claimed by
  // another client changes nothing for either.
  const direct = await wrong('127.0.0.6', { 'x-forwarded-for': '127.0.0.4' }, `http://127.0.0.1:${INSTANCE_PORTS[0]}`);
  assert.equal(direct.status, 401);
});
