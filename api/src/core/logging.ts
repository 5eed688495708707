import { randomBytes } from 'node:crypto';
import { LogController, type FastifyRequest } from 'fastify';

const GUEST_CART_PATH = /^(\/api\/cart\/anonymous\/[^/?#]*\/)([^/?#]+)/;

/** Query parameters whose values are secrets or a person's data: never in a log, whatever sent them. */
const SECRET_PARAMS = new Set(['tempid', 'password', 'token', 'email', 'phone']);

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** Whether a parameter name is a secret one, also as a list or a nested key (`email[]`, `user[email]`). */
function isSecret(raw: string): boolean {
  return paramName(raw)
    .split(/[[\]]/)
    .some((part) => SECRET_PARAMS.has(part.trim()));
}

/**
 * A URL fit for the log: guest cart temp ids (path `/api/cart/anonymous/{locale}/{tempId}`) and the
 * values of the query parameters `tempId`, `password`, `token`, `email` and `phone` (any case, also
 * percent-encoded names, as lists or nested keys, after `&` or `;`, every occurrence) masked as `***`. The site never puts them in a URL; this
 * is the second line of defence against a form or a client that does.
 */
export function maskUrl(url: string): string {
  const masked = url.replace(GUEST_CART_PATH, (whole, prefix: string, id: string) =>
    id === '0' ? whole : `${prefix}***`,
  );
  const start = masked.indexOf('?');
  if (start < 0) return masked;
  const hash = masked.indexOf('#', start);
  const end = hash < 0 ? masked.length : hash;
  const query = masked
    .slice(start + 1, end)
    // `;` separates parameters for some servers and clients as `&` does.
    .split(/([&;])/)
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const value = pair.slice(eq + 1);
      return isSecret(pair.slice(0, eq)) && value ? `${pair.slice(0, eq)}=***` : pair;
    })
    .join('');
  return `${masked.slice(0, start + 1)}${query}${masked.slice(end)}`;
}

/** A log message with every URL in it masked as `maskUrl` does. */
export function maskText(text: string): string {
  return text.includes('?') ? text.replace(/\S*\?\S*/g, (url) => maskUrl(url)) : text;
}

/** pino `req` serializer: Fastify's default fields, with the URL masked. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/**
 * The API calls a page's render makes in-process carry this header, with a value only this process
 * knows (a client cannot hide its own requests from the log by sending it). The page's own request
 * is logged; the few calls each render makes are not logged again as requests of their own (four
 * lines per page, a tenth of a millisecond of every render). An error in one is still logged, by
 * the API's error handler.
 */
const PAGE_CALL_HEADER = 'x-page-call';
const PAGE_CALL_MARK = randomBytes(16).toString('hex');

/** The headers of an API call a page's render makes in-process: the call is not logged as a request. */
export function pageCallHeaders<H extends object>(headers: H): H & Record<typeof PAGE_CALL_HEADER, string> {
  return { ...headers, [PAGE_CALL_HEADER]: PAGE_CALL_MARK };
}

/** Fastify's request log lines (incoming, completed), for every request but a page's in-process calls. */
export function requestLogController(): LogController {
  return new LogController({
    disableRequestLogging: (request: { headers?: Record<string, unknown> }) =>
      request.headers?.[PAGE_CALL_HEADER] === PAGE_CALL_MARK,
  });
}
