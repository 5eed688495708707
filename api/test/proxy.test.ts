import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseTrustProxy } from '../src/core/proxy';
import { createTestApp, relaxedLimits, type TestApp } from './helpers';

const two = { max: 2, timeWindowMs: 60_000 };
let t: TestApp;
let listed: FastifyInstance;
beforeAll(async () => {
  // TRUST_PROXY=1, as server.ts reads it.
  t = await createTestApp({ trustProxy: parseTrustProxy('1'), rateLimits: { ...relaxedLimits, login: two } });
  listed = await buildApp({
    database: t.db.handle,
    seedDir: t.seedDir,
    uploadDir: t.uploadDir,
    trustProxy: parseTrustProxy('10.0.0.0/8, ::1'),
    rateLimits: { ...relaxedLimits, login: two },
  });
  await listed.ready();
});
afterAll(async () => {
  await listed.close();
  await t.close();
});

const login = (app: FastifyInstance, remoteAddress: string, xff?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
    payload: { email: 'demo@example.com', password: 'wrong-password' },
  });

describe('TRUST_PROXY', () => {
  it('parses a hop count or a list of addresses/CIDRs, never "trust everything"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });

  it('one trusted hop: spoofed extra X-Forwarded-For entries do not change the rate-limit key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await login(t.app, '10.9.9.9', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await login(t.app, '10.9.9.9', '203.0.113.8')).statusCode).toBe(401);
  });

  it('a proxy list: hops from listed proxies are skipped; a direct client cannot forge its address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await login(listed, '10.0.0.1', `198.51.100.${i}, 203.0.113.20, 10.0.0.2`)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    const direct: number[] = [];
    for (let i = 0; i < 3; i++) direct.push((await login(listed, '192.0.2.50', `198.51.100.${i + 10}`)).statusCode);
    expect(direct).toEqual([401, 401, 429]);
  });
});
