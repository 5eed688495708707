// The API as a library, for the one package built on it, the site server (which also serves the
// site's pages and files). This list is the whole of what the site server may use: the app and
// the process that runs it, the context every request sees (`app.ctx`: database, configuration,
// content changes, readiness), and the request helpers both must apply alike (cookies, the
// browser session, staff access, cross-site refusal, errors, escaping). The site's pages get their
// data through the HTTP API (`app.inject`), never from the database code.

export type { ApiContext } from './core/context';

export type { AppOptions } from './app';
export { startServer } from './start';
export { FROM_SOURCES, packageDir, programFile, ROOT_DIR } from './core/paths';
export { loadEnvFile, siteUrlSetting, wholeNumberSetting } from './core/env';
export type { ContentChanges } from './core/content-changes';
export type { Readiness } from './core/readiness';
export type { Db } from './db/connection';
export { appendCookie, secureCookies } from './core/cookies';
export { sessionSecret } from './core/session';
export { requireStaff } from './core/auth';
export { isCrossSite } from './core/cross-site';
export { HttpError, ValidationFailed } from './core/errors';
export { sitePath } from './core/http';
export { pageCallHeaders } from './core/logging';
export { escapeHtml } from './core/html';
export { isRecord } from './core/guards';
