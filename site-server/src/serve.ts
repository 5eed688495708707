import { resolve } from 'node:path';
import { ROOT_DIR } from 'api';
import type { FastifyInstance } from 'fastify';
import { sitePlugin } from './plugin';

export interface SiteServerOptions {
  /** The folder holding the built shell and remotes (`<app>/dist`); default env `SITE_ROOT`, else the repository's root. */
  siteRoot?: string;
}

/**
 * Adds the site (every page rendered on the server, the built files, releases and previews) to an
 * API app before it listens. The site follows the API's content changes (cached pages are forgotten
 * when content changes), adds its own readiness check, and takes the public origin the API was
 * configured with (`SITE_URL`).
 */
export async function serveSite(app: FastifyInstance, options: SiteServerOptions = {}): Promise<void> {
  const fromEnv = process.env.SITE_ROOT ? resolve(process.env.SITE_ROOT) : undefined;
  const { changes, readiness, config } = app.ctx;
  await app.register(sitePlugin, {
    rootDir: options.siteRoot ?? fromEnv ?? ROOT_DIR,
    changes,
    readiness,
    ...(config.siteOrigin ? { siteUrl: config.siteOrigin } : {}),
  });
}
