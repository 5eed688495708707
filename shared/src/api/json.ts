import type { z } from 'zod';
import type { responseSchemas } from '../validation/responses/registry';
import { api } from './client';
import { ApiError } from './errors';
import type { Locale } from '../constants';
import { localizedUrl, type Query } from './query';

type Schemas = typeof responseSchemas;
/** The name of an answer the front end reads (see `validation/responses/registry.ts`). */
export type AnswerName = keyof Schemas;
/** The answer of that name, as its schema types it. */
export type AnswerOf<N extends AnswerName> = z.output<Schemas[N]>;

export interface JsonRequest {
  /**
   * The language the answer is in (its texts, its messages): in the path where the path names
   * `{locale}`, else as `?lang=` (see `localizedUrl`). Left out, the API answers in cs.
   */
  locale?: Locale;
  query?: Query;
  /** The JSON body of a POST, PUT or PATCH. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

// The schemas (and zod with them) come with the first call: a page the server rendered reads its
// data from the page and may never call the API.
let schemas: Promise<Schemas> | null = null;
const loadSchemas = () =>
  (schemas ??= import('../validation/responses/registry').then(
    (module) => module.responseSchemas,
    (error: unknown) => {
      schemas = null;
      throw new ApiError(null, 'network', error instanceof Error ? error.message : String(error));
    },
  ));

async function call(method: Method, path: string, request: JsonRequest): Promise<unknown> {
  const { data } = await api.request<unknown>({
    method,
    url: localizedUrl(path, request.locale, request.query),
    data: request.body,
    signal: request.signal,
    headers: request.headers,
  });
  return data;
}

/**
 * The one way the front end reads an API answer: the request (its address built by `localizedUrl`),
 * then the answer validated with the API's own response schema `answer`. An answer of another
 * shape is an `ApiError` with the code `invalid_answer` (status 502: the server did not keep its
 * contract), never a half-read object; every other failure is the client's `ApiError`.
 */
export async function requestJson<N extends AnswerName>(
  method: Method,
  path: string,
  answer: N,
  request: JsonRequest = {},
): Promise<AnswerOf<N>> {
  const [data, registry] = await Promise.all([call(method, path, request), loadSchemas()]);
  const parsed = registry[answer].safeParse(data);
  if (!parsed.success) {
    throw new ApiError(502, 'invalid_answer', `${path}: the answer is not a valid ${String(answer)}`);
  }
  return parsed.data as AnswerOf<N>;
}

export const getJson = <N extends AnswerName>(path: string, answer: N, request?: JsonRequest) =>
  requestJson('get', path, answer, request);

/**
 * A request whose answer the front end does not read (a 204, or an acknowledgement): only its
 * success or its `ApiError` counts.
 */
export async function send(method: Method, path: string, request: JsonRequest = {}): Promise<void> {
  await call(method, path, request);
}
