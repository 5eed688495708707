import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KEPT_FILE_FIELD, PREVIEW_OFF_FORM, type FormPost } from 'shared/contracts';
import { localeOfPath } from 'shared/routes';
import { appendCookie, secureCookies, isCrossSite, isRecord } from 'api';
import { isApiPath, isRemotesPath, text } from '../files';
import { previewCookieDeletion } from '../preview';
import { backTo, formFiles, one, type Fields } from './fields';
import { readMultipart, type Refusal } from './multipart';

/** The page of the request rendered on the server with a form posted to it, which its route's action runs. */
export type RenderPage = (request: FastifyRequest, reply: FastifyReply, posted: FormPost) => Promise<unknown>;

/** Form fields of a url-encoded body: every value of each name, in order. */
function fieldsOf(body: unknown): Fields {
  const fields: Fields = {};
  if (!isRecord(body)) return fields;
  for (const [name, value] of Object.entries(body)) {
    const list = Array.isArray(value) ? value : [value];
    fields[name] = list.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

/**
 * Forms posted to a page, before (or without) the scripts: the page's route runs the action of
 * the form the post names, in the server's render (`renderPage`), with the visitor's cookies,
 * address and language; its answer is the route's (303 on, or the page again with the form's
 * errors). Files come first: received as the upload endpoint receives them and handed to the
 * action as their descriptors, or — refused — as the reason. A post from another site's page is
 * refused (403). The preview badge, the site server's own HTML, has its one form answered here.
 */
export function registerPagePosts(app: FastifyInstance, renderPage: RenderPage): void {
  // The site served without the API (a static host of the builds) has nothing to run forms with.
  if (!app.hasDecorator('ctx')) return;
  void app.register(multipart, {
    limits: {
      fileSize: app.ctx.config.upload.maxFileSize,
      files: app.ctx.config.upload.maxFiles,
      fields: 30,
      fieldSize: 10_000,
    },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const fields: Fields = {};
      for (const [name, value] of new URLSearchParams(String(body))) (fields[name] ??= []).push(value);
      done(null, fields);
    },
  );

  app.post('/*', async (request, reply) => {
    const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
    if (isApiPath(pathname))
      return reply.code(404).send({ statusCode: 404, error: 'not_found', message: `No API endpoint POST ${pathname}` });
    if (isRemotesPath(pathname)) return text(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed\n');
    if (isCrossSite(request)) return text(reply, 403, 'Forms may be sent from this site only.\n');
    const locale = localeOfPath(pathname);
    const read = request.isMultipart()
      ? await readMultipart(request, reply, locale)
      : { fields: fieldsOf(request.body), files: [], failure: null };
    reply.header('cache-control', 'private, no-store');
    if (one(read.fields, 'form') === PREVIEW_OFF_FORM) {
      // The browser's preview ends: the page again, as everyone sees it.
      appendCookie(reply, previewCookieDeletion(request));
      return reply.redirect(backTo(request), 303);
    }
    // The files already received for this form and those that came with this post.
    const files = formFiles(read.fields, read.files);
    return renderPage(request, reply, formPost(request, read.fields, files, read.failure));
  });
}

/**
 * A post for the page's route action: its fields in order, the files it carries (received before,
 * or with this post) as their descriptors, why its files were refused, and the visitor's headers
 * its API calls carry.
 */
function formPost(request: FastifyRequest, fields: Fields, files: unknown[], refused: Refusal | null): FormPost {
  const entries = Object.entries(fields).flatMap(([name, values]) =>
    name === KEPT_FILE_FIELD ? [] : values.map((value): [string, string] => [name, value]),
  );
  for (const file of files) entries.push([KEPT_FILE_FIELD, JSON.stringify(file)]);
  return {
    fields: entries,
    secureCookies: secureCookies(request),
    ...(refused
      ? { refused: { status: refused.statusCode, code: refused.body.error, errors: refused.body.errors } }
      : {}),
    headers: {
      // A browser's post from this site's own page (one from another site was refused): its calls
      // are the browser's (a login makes it a device of the account), as with scripts.
      'sec-fetch-site': 'same-origin',
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      // The page the form was posted to is the page it was on.
      'x-site-url': `${request.protocol}://${request.host}${request.url.split('?')[0] ?? '/'}`,
    },
  };
}
