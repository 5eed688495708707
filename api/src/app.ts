import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { UPLOAD_LIMITS } from 'shared/constants';
import { apiDocsEnabled, siteUrlSetting } from './core/env';
import { DEFAULT_MIN_FILL_MS, defaultRateLimits, type ApiConfig, type RateLimits } from './core/config';
import { maskText, requestLogController, serializeRequest } from './core/logging';
import { DEFAULT_SESSION_LIFETIME, type SessionLifetime } from './core/session';
import { openapiOptions } from './core/openapi';
import { fastifyTrustProxy, type TrustProxy } from './core/proxy';
import type { DatabaseHandle } from './db/connection';
import { apiPlugin } from './features/api';
import { scheduleCleanup } from './features/maintenance/cleanup';
import { DEFAULT_MAIL_TIMING, scheduleMailWorker, type MailWorkerOptions } from './features/mail/worker';
import { UploadReceiver } from './features/upload/receiver';
import { ContentChanges, followContentWrites } from './core/content-changes';
import { ROOT_DIR } from './core/paths';
import { Readiness } from './core/readiness';

export interface AppOptions {
  /** An open, migrated database (see db/connection.ts). */
  database: DatabaseHandle;
  rootDir?: string;
  seedDir?: string;
  uploadDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted JSON body in bytes (413 above it); default 1 MiB. */
  bodyLimit?: number;
  rateLimits?: Partial<RateLimits>;
  tokenTtlMs?: number;
  /** Browser sessions: lapse after `idleMs` unused (default 24 h), `maxMs` after login (default 30 days). */
  session?: Partial<SessionLifetime>;
  upload?: Partial<ApiConfig['upload']>;
  corsOrigin?: ApiConfig['corsOrigin'];
  /** The site's public origin for absolute URLs (sitemap, canonical…); default env `SITE_URL`, else each request's. */
  siteUrl?: string;
  /**
   * Proxies in front whose X-Forwarded-* are trusted (rate limits then key on the client address):
   * a hop count (1 = exactly one proxy) or a list of proxy addresses/CIDRs; never "trust all".
   */
  trustProxy?: TrustProxy;
  /** Serve /api/docs; default: API_DOCS=1 or NODE_ENV is not production. */
  apiDocs?: boolean;
  /** Time to receive a whole request (ms, default 120 s; 408 beyond) — a slow body cannot hold a connection. */
  requestTimeout?: number;
  /** Inactivity allowed on a socket (ms, default 60 s). */
  connectionTimeout?: number;
  /** Enquiries filled faster than this (ms) are set aside as robots'; default 2 s (env `ENQUIRY_MIN_FILL_MS`). */
  minFillMs?: number;
  /** Maintenance on whatever the `maintenance` setting says; default off (env `MAINTENANCE=1`). */
  maintenance?: boolean;
  /** Clean-up of stale uploads, guest carts and tokens: when listening, then every this many ms (default 1 h); false: never. */
  cleanupIntervalMs?: number | false;
  /**
   * The e-mail outbox's worker: the SMTP settings (env SMTP_URL, MAIL_FROM, MAIL_TO_LEADS) and its
   * timing (defaults: a look every 5 s, 10 messages a pass, retries after 30 s, 2 min, 8 min, … up
   * to 6 h, given up after 10 attempts). Without `settings` nothing is sent: messages stay pending.
   */
  mail?: Partial<MailWorkerOptions>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The logger options with the request serializer that masks secrets in URLs, and the same masking
 * of every message text (Fastify's own messages quote the URL, "Route GET:/… not found").
 */
function withSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: { req: serializeRequest, ...(base.serializers ?? {}) },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? maskText(arg) : arg)),
        );
      },
    },
  } as FastifyServerOptions['logger'];
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const rootDir = opts.rootDir ?? ROOT_DIR;
  const app = Fastify({
    logger: withSerializers(opts.logger ?? false),
    logController: requestLogController(),
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    trustProxy: fastifyTrustProxy(opts.trustProxy),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    requestTimeout: opts.requestTimeout ?? 120_000,
    connectionTimeout: opts.connectionTimeout ?? 60_000,
    routerOptions: { ignoreTrailingSlash: false },
  });

  const config: ApiConfig = {
    seedDir: opts.seedDir ?? join(rootDir, 'api', 'seed'),
    uploadDir: opts.uploadDir ?? join(opts.database.dataDir ?? join(rootDir, 'data'), 'uploads'),
    tokenTtlMs: opts.tokenTtlMs ?? 30 * 24 * 3600 * 1000,
    session: { ...DEFAULT_SESSION_LIFETIME, ...opts.session },
    rateLimits: { ...defaultRateLimits, ...opts.rateLimits },
    upload: {
      maxFileSize: UPLOAD_LIMITS.maxFileBytes,
      maxFiles: UPLOAD_LIMITS.maxFiles,
      maxInFlight: 4,
      quotaBytes: 500 * 1024 * 1024,
      ...opts.upload,
    },
    corsOrigin: opts.corsOrigin ?? true,
    apiDocs: opts.apiDocs ?? apiDocsEnabled(),
    minFillMs: opts.minFillMs ?? DEFAULT_MIN_FILL_MS,
    maintenance: opts.maintenance ?? false,
    mailSending: opts.mail?.settings !== undefined,
    siteOrigin: siteUrlSetting(opts.siteUrl),
  };
  const changes = new ContentChanges(opts.database);
  app.decorate('ctx', {
    db: opts.database.db,
    database: opts.database,
    changes,
    config,
    uploads: new UploadReceiver(opts.database.db, config),
    readiness: new Readiness((message, error) => app.log.error({ err: error }, message)),
  });
  // A write through the API that may change what visitors are shown (an enquiry reserving a
  // company, a staff action, a setting) is told here and to every other instance on the database:
  // the API's public answers and the site's kept pages are forgotten.
  await followContentWrites(app, changes);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Every text answer above 1 KB is compressed for clients that accept it (brotli, else gzip);
  // built files are sent precompressed from their `.br`/`.gz` copies instead (by the site server), and
  // an answer that already carries a Content-Encoding is left as it is.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(swagger, openapiOptions);

  if (opts.cleanupIntervalMs !== false) scheduleCleanup(app, opts.cleanupIntervalMs);
  if (opts.mail?.settings)
    scheduleMailWorker(app, { ...DEFAULT_MAIL_TIMING, ...opts.mail, settings: opts.mail.settings });
  await app.register(apiPlugin, { prefix: '/api' });
  return app;
}
