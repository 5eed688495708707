import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { seedDatabase } from '../src/db/seed';
import { createTestDb, REAL_SEED, relaxedLimits, type TestDb } from './helpers';

/** The repository's own seed: what a visitor of a virtual-office detail is offered. */
let db: TestDb;
let app: FastifyInstance;
let uploadDir: string;
beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.handle.db, { seedDir: REAL_SEED, demo: false });
  uploadDir = mkdtempSync(join(tmpdir(), 'api-uploads-'));
  app = await buildApp({ database: db.handle, seedDir: REAL_SEED, uploadDir, rateLimits: relaxedLimits });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.cleanup();
  rmSync(uploadDir, { recursive: true, force: true });
});

const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();

interface Office {
  id: number;
  title: string;
  productId: number;
  full: boolean;
  priceFrom: number;
  activationFee: number;
  prices: { priceFrom: number; priceFor: string; priceLength: string; variantId: number }[];
}

describe('virtual-office tariffs', () => {
  it('a Brno office gives its two-year and one-year monthly prices and the one-time activation fee, in both languages', async () => {
    const cs = (await get('/api/content/virtual-office/3?lang=cs')).data;
    expect(cs).toMatchObject({
      activationFee: 2000,
      priceFrom: 700,
      prices: [
        { priceFrom: 700, priceFor: 'měsíčně', priceLength: 'dvouletý pronájem', variantId: 10324 },
        { priceFrom: 790, priceFor: 'měsíčně', priceLength: 'roční pronájem', variantId: 10312 },
      ],
    });
    const en = (await get('/api/content/virtual-office/3?lang=en')).data;
    expect(en.prices).toEqual([
      { priceFrom: 700, priceFor: 'a month', priceLength: 'two-year rental', variantId: 10324 },
      { priceFrom: 790, priceFor: 'a month', priceLength: 'one-year rental', variantId: 10312 },
    ]);
    expect(en.activationFee).toBe(2000);
  });

  it('every office: the same tariffs in both languages, the cheapest is its "from" price, each one orderable at its price unless the office is full', async () => {
    const cs: Office[] = (await get('/api/content/virtual-office?lang=cs&limit=100')).data;
    const en: Office[] = (await get('/api/content/virtual-office?lang=en&limit=100')).data;
    expect(cs.length).toBeGreaterThanOrEqual(11);
    const cart = await get('/api/cart/anonymous/cs/0');
    for (const office of cs) {
      const numbers = (o: Office) => o.prices.map((p) => [p.priceFrom, p.variantId]);
      expect(numbers(en.find((o) => o.id === office.id)!)).toEqual(numbers(office));
      expect(office.activationFee).toBeGreaterThan(0);
      expect(Math.min(...office.prices.map((p) => p.priceFrom))).toBe(office.priceFrom);
      for (const tariff of office.prices) {
        const res = await app.inject({
          method: 'PUT',
          url: `/api/cart/${cart.id}`,
          payload: { id: office.productId, variantId: tariff.variantId, note: '', quantity: 1 },
          headers: { cookie: `locale=cs; guest-cart=${cart.tempId}` },
        });
        if (office.full) {
          // A full office shows its prices but cannot be ordered.
          expect(res.statusCode).toBe(409);
          continue;
        }
        expect(res.statusCode).toBe(200);
        expect(res.json().variant).toMatchObject({ id: tariff.variantId, price: tariff.priceFrom });
      }
    }
  });
});
