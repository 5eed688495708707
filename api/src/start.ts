import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defaultRateLimits } from './core/config';
import { demoSeedEnabled, loadEnvFile, portSetting, wholeNumberSetting } from './core/env';
import { parseTrustProxy } from './core/proxy';
import { databaseSetting } from './db/configured';
import { migrate, openDatabase } from './db/connection';
import { seedDatabase } from './db/seed';
import { mailSettings } from './features/mail/settings';

/**
 * What a server built on the API adds to it before it listens (the site server: its pages and
 * files), given the app with its context (`app.ctx`).
 */
export type ServerExtension = (app: FastifyInstance) => Promise<void>;

/**
 * Starts a server process: opens the database (embedded PGlite in DATA_DIR, default ./data, or
 * DATABASE_URL, optionally in DATABASE_SCHEMA), applies migrations, loads the seed, listens on HOST:PORT (and, with
 * SMTP_URL, sends the mail outbox), and on SIGTERM/SIGINT stops accepting connections and the mail worker,
 * finishes the requests in flight, then closes the database.
 */
export async function startServer(extend?: ServerExtension): Promise<void> {
  // The repository's `.env`, when there is one (the environment wins over it).
  loadEnvFile();
  // Numeric settings are checked before anything is opened: a bad one stops the start-up.
  const maxInFlight = wholeNumberSetting('UPLOAD_MAX_IN_FLIGHT');
  const quotaMb = wholeNumberSetting('UPLOAD_QUOTA_MB');
  const minFillMs = wholeNumberSetting('ENQUIRY_MIN_FILL_MS');
  const enquiryRateLimit = wholeNumberSetting('ENQUIRY_RATE_LIMIT');
  const loginRateLimit = wholeNumberSetting('LOGIN_RATE_LIMIT');
  const sessionIdle = wholeNumberSetting('SESSION_IDLE_SECONDS');
  const sessionMax = wholeNumberSetting('SESSION_MAX_SECONDS');
  // The SMTP server, sender and leads mailbox: a bad one stops the start-up too; none, no e-mail is sent.
  const mail = mailSettings();
  const port = portSetting('PORT', 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  // On a server, DATABASE_SCHEMA keeps every table in that schema (created when missing).
  const { open, schema, dataDir } = databaseSetting();
  const database = await openDatabase(open);
  const app = await buildApp({
    database,
    uploadDir: process.env.UPLOAD_DIR ?? join(dataDir, 'uploads'),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    upload: {
      ...(maxInFlight !== undefined ? { maxInFlight } : {}),
      ...(quotaMb !== undefined ? { quotaBytes: quotaMb * 1024 * 1024 } : {}),
    },
    maintenance: process.env.MAINTENANCE === '1',
    session: {
      ...(sessionIdle ? { idleMs: sessionIdle * 1000 } : {}),
      ...(sessionMax ? { maxMs: sessionMax * 1000 } : {}),
    },
    ...(minFillMs !== undefined ? { minFillMs } : {}),
    ...(mail ? { mail: { settings: mail } } : {}),
    rateLimits: {
      ...(enquiryRateLimit !== undefined ? { enquiry: { ...defaultRateLimits.enquiry, max: enquiryRateLimit } } : {}),
      ...(loginRateLimit !== undefined ? { login: { ...defaultRateLimits.login, max: loginRateLimit } } : {}),
    },
    ...(process.env.CORS_ORIGINS
      ? {
          corsOrigin: process.env.CORS_ORIGINS.split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        }
      : {}),
  });

  if (extend) await extend(app);

  const applied = await migrate(database.db, schema);
  app.log.info({ database: database.kind, applied }, 'database migrated');
  const report = await seedDatabase(database.db, {
    seedDir: app.ctx.config.seedDir,
    demo: demoSeedEnabled(),
  });
  app.log.info({ counts: report.counts, demo: report.demo }, 'seed loaded');
  if (!mail) app.log.warn('SMTP_URL is not set: lead and confirmation e-mails wait in the outbox, unsent');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 15 s, exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port, host });
}
