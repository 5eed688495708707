import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KEPT_FILE_FIELD, type FormPost, type PostedForm } from 'shared/contracts';
import { localeOfPath } from 'shared/routes';
import { appendCookie } from '../../core/cookies';
import { isCrossSite } from '../../core/cross-site';
import { isRecord } from '../../core/guards';
import { isApiPath, isRemotesPath, text } from '../files';
import { FORM_ACTIONS, formEventsCookie, type FormAction } from './actions';
import { formFiles, one, type Fields } from './fields';
import { readMultipart } from './multipart';

/**
 * The page of the request rendered on the server: with a form the server handled that failed
 * (`PostedForm`, answered with `status`), or with a form for the page's route action to run
 * (`FormPost`: the action answers).
 */
export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  posted: PostedForm | FormPost,
  status?: number,
) => Promise<unknown>;

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

/** The values the page gets back after errors: the kept fields, with the action's own names. */
function keptValues(action: FormAction, fields: Fields): PostedForm['values'] {
  const values: PostedForm['values'] = {};
  for (const [field, [key, kind]] of Object.entries(action.keep)) {
    const list = fields[field] ?? [];
    values[key] = kind === 'list' ? list : kind === 'flag' ? list.length > 0 : (list[0] ?? '');
  }
  return values;
}

/**
 * Plain HTML forms, sent before (or without) the scripts: a `POST` to a page's address with a
 * `form` field naming the form is answered like a classic site. The form is handed to its JSON
 * endpoint in-process (with the visitor's cookies, address and language; its files received as
 * the upload endpoint receives them), the cookies it sets are passed on, and a success answers 303
 * to the next page; a failure renders the same page again with the errors and what was typed
 * (never a password). A post from another site's page is refused (403). Values never go into a
 * URL: the next page's address carries at most which form succeeded.
 */
export function registerFormActions(
  app: FastifyInstance,
  renderPage: RenderPage,
  routes: () => Promise<unknown>,
): void {
  // The site served without the API (a static host of the builds) has nothing to hand forms to.
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
    // The next pages' paths come from the route table composed from the remotes served now.
    await routes();
    // The files already received for this form and those that came with this post.
    const files = formFiles(read.fields, read.files);
    const action = FORM_ACTIONS[one(read.fields, 'form')];
    // A form of a remote's: the page's route runs its action (told when the post's files were refused).
    if (!action) return renderPage(request, reply, formPost(request, read.fields, files, locale, read.failure));

    const answer = read.failure ?? (await send(app, request, action, read.fields, files, locale));
    for (const cookie of answer.cookies) appendCookie(reply, cookie);
    if (answer.statusCode < 300) {
      // What the scripts would have pushed to the dataLayer, for the next page's scripts to push.
      const events = formEventsCookie(action.events?.(read.fields) ?? [], request);
      if (events) appendCookie(reply, events);
      return reply.redirect(action.done(request, locale, read.fields), 303);
    }
    const posted: PostedForm = {
      form: action.form,
      values: keptValues(action, read.fields),
      errors: answer.body.errors ?? {},
      message: answer.body.errors ? null : (answer.body.message ?? null),
      status: answer.statusCode,
      code: answer.body.error ?? 'failed',
      ...(files.length > 0 ? { files } : {}),
    };
    return renderPage(request, reply, posted, answer.statusCode);
  });
}

/**
 * A post for the page's route action: its fields in order, the files it carries (received before,
 * or with this post) as their descriptors, and the visitor's headers its API calls carry.
 */
function formPost(
  request: FastifyRequest,
  fields: Fields,
  files: unknown[],
  locale: string,
  refused: Answer | null,
): FormPost {
  const entries = Object.entries(fields).flatMap(([name, values]) =>
    name === KEPT_FILE_FIELD ? [] : values.map((value): [string, string] => [name, value]),
  );
  for (const file of files) entries.push([KEPT_FILE_FIELD, JSON.stringify(file)]);
  return {
    fields: entries,
    ...(refused
      ? {
          refused: {
            status: refused.statusCode,
            code: refused.body.error ?? 'upload_failed',
            errors: refused.body.errors ?? {},
          },
        }
      : {}),
    headers: {
      // A browser's post from this site's own page (one from another site was refused): its calls
      // are the browser's (a login makes it a device of the account), as with scripts.
      'sec-fetch-site': 'same-origin',
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      'accept-language': locale,
      // The page the form was posted to is the page it was on.
      'x-site-url': `${request.protocol}://${request.host}${request.url.split('?')[0] ?? '/'}`,
    },
  };
}

export interface Answer {
  statusCode: number;
  cookies: string[];
  body: { message?: string; error?: string; errors?: Record<string, string[]> };
}

/** The form's JSON endpoint, called in-process as the visitor's browser would call it. */
async function send(
  app: FastifyInstance,
  request: FastifyRequest,
  action: FormAction,
  fields: Fields,
  files: unknown[],
  locale: ReturnType<typeof localeOfPath>,
): Promise<Answer> {
  const call = action.call(fields, locale, files, request);
  if ('answer' in call) return call.answer;
  const answer = await app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: request.ip,
    headers: {
      // A call without a body sends no content type: an endpoint refuses a JSON type with no JSON.
      ...(call.payload ? { 'content-type': 'application/json' } : {}),
      'sec-fetch-site': 'same-origin',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      'accept-language': locale,
      // The page the form was posted to is the page it was on.
      'x-site-url': `${request.protocol}://${request.host}${request.url.split('?')[0] ?? '/'}`,
    },
    ...(call.payload ? { payload: call.payload } : {}),
  });
  const cookies = answer.headers['set-cookie'];
  let body: Answer['body'] = {};
  try {
    body = answer.body ? answer.json<Answer['body']>() : {};
  } catch {
    body = {};
  }
  return {
    statusCode: answer.statusCode,
    cookies: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies],
    body,
  };
}
