import type { FastifyPluginAsync } from 'fastify';
import { LOCALE_SWITCH_PATH, serializeCookie } from 'shared/cookies';
import { localeOfPath } from 'shared/routes';
import { appendCookie, secureCookies, isRecord, sitePath } from 'api';
import { text } from './files';

/** The longest target address taken (a page's path and query are far shorter). */
const MAX_TARGET = 2000;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The language switch for a browser without scripts: `GET /jazyk?to=<path>` stores the language of
 * `to` in the `locale` cookie and answers 303 to `to`, a path of this site (anything else is made
 * one: a leading `//` or `\` cannot lead elsewhere). With scripts the switch's links are followed in
 * the page and the scripts set the cookie. The answer is the visitor's own (`no-store`); the pages
 * stay shared, and their cache key keeps its one `locale` value per language.
 */
export const localeSwitchPlugin: FastifyPluginAsync = async (app) => {
  app.get(LOCALE_SWITCH_PATH, async (request, reply) => {
    const to = isRecord(request.query) ? request.query.to : undefined;
    if (typeof to !== 'string' || !to.startsWith('/') || to.length > MAX_TARGET || CONTROL.test(to))
      return text(reply, 400, 'Which page? /jazyk?to=/en\n');
    const target = new URL(sitePath(to), 'http://site.invalid');
    const path = target.pathname + target.search;
    appendCookie(reply, serializeCookie('locale', localeOfPath(target.pathname), secureCookies(request)));
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').redirect(path, 303);
  });
};
