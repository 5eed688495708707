import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Locale } from 'shared/constants';
import type { PostedForm } from 'shared/contracts';
import { homePath, localeOfPath, loginTarget, matchRoute, pathFor } from 'shared/routes';
import { isCrossSite } from '../core/cross-site';
import { isRecord } from '../core/guards';
import { text } from './files';

type Fields = Record<string, string>;

/** A JSON endpoint call the form stands for. */
interface Call {
  method: 'POST' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

/**
 * One form the server handles without scripts: the JSON endpoint that does the work (so the same
 * schemas validate and the same code acts), where a success goes (303), and which fields come back
 * into the page when it has errors (never a password).
 */
interface FormAction {
  form: string;
  call(fields: Fields, locale: Locale): Call;
  done(request: FastifyRequest, locale: Locale): string;
  keep: readonly string[];
}

const login: FormAction = {
  form: 'login',
  call: (fields, locale) => ({
    method: 'POST',
    url: `/api/auth/login?lang=${locale}`,
    payload: { email: fields.email ?? '', password: fields.password ?? '' },
  }),
  done: (request, locale) => {
    const query: unknown = request.query;
    return loginTarget(isRecord(query) && typeof query.redirect === 'string' ? query.redirect : null, locale);
  },
  keep: ['email'],
};

const accountPage = (locale: Locale) => pathFor('account', locale);

/** The account page's forms, told apart by their `action` field. */
const accountActions: Record<string, FormAction> = {
  logout: {
    form: 'logout',
    call: () => ({ method: 'POST', url: '/api/auth/logout' }),
    done: (_r, l) => homePath(l),
    keep: [],
  },
  'end-all': {
    form: 'end-all',
    call: () => ({ method: 'POST', url: '/api/auth/sessions/revoke-all' }),
    done: (_r, l) => homePath(l),
    keep: [],
  },
  'end-session': {
    form: 'end-session',
    call: (fields) => ({ method: 'DELETE', url: `/api/auth/sessions/${encodeURIComponent(fields.session ?? '')}` }),
    done: (_r, l) => accountPage(l),
    keep: [],
  },
  password: {
    form: 'password',
    call: (fields, locale) => ({
      method: 'POST',
      url: `/api/auth/password?lang=${locale}`,
      payload: { current_password: fields.current_password ?? '', new_password: fields.new_password ?? '' },
    }),
    done: (_r, l) => `${accountPage(l)}?password=changed`,
    keep: [],
  },
};

/** The form action of a posted page, or null when the page takes no posts. */
function actionOf(pathname: string, fields: Fields): FormAction | null {
  const route = matchRoute(pathname)?.id;
  if (route === 'login') return login;
  if (route === 'account') return accountActions[fields.action ?? ''] ?? null;
  return null;
}

/** Form fields: the last value of each name. */
function fieldsOf(body: unknown): Fields {
  const fields: Fields = {};
  if (!isRecord(body)) return fields;
  for (const [name, value] of Object.entries(body)) {
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string') fields[name] = last;
  }
  return fields;
}

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  posted: PostedForm,
  status: number,
) => Promise<unknown>;

/**
 * Plain HTML forms, sent before (or without) the scripts: a `POST` to the page's own address is
 * answered like a classic site. The form is handed to its JSON endpoint in-process (with the
 * visitor's cookies, address and language), the session cookie it sets or clears is passed on,
 * and a success answers 303 to where the visitor goes next; a failure renders the same page again
 * with the errors and what was typed. A post from another site's page is refused (403).
 */
export function registerFormActions(app: FastifyInstance, paths: string[], renderPage: RenderPage): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSite(request)) return text(reply, 403, 'Forms may be sent from this site only.\n');
    const pathname = (request.raw.url ?? '/').split('?')[0] ?? '/';
    const locale = localeOfPath(pathname);
    const fields = fieldsOf(request.body);
    const action = actionOf(pathname, fields);
    if (!action) return text(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed\n');
    const call = action.call(fields, locale);
    const answer = await app.inject({
      method: call.method,
      url: call.url,
      remoteAddress: request.ip,
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        'accept-language': locale,
      },
      ...(call.payload ? { payload: call.payload } : {}),
    });
    const cookies = answer.headers['set-cookie'];
    if (cookies) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'private, no-store');
    if (answer.statusCode < 300) return reply.redirect(action.done(request, locale), 303);
    // A session that is gone: log in again (and come back here).
    if (answer.statusCode === 401 && action !== login) return reply.redirect(pathFor('login', locale), 303);
    const body = answer.json<{ message?: string; error?: string; errors?: Record<string, string[]> }>();
    const values = Object.fromEntries(action.keep.map((name) => [name, fields[name] ?? '']));
    const posted: PostedForm = {
      form: action.form,
      values,
      errors: body.errors ?? {},
      message: body.errors ? null : (body.message ?? null),
      status: answer.statusCode,
      code: body.error ?? 'failed',
    };
    return renderPage(request, reply, posted, answer.statusCode);
  };
  for (const path of paths) app.post(path, handler);
}
