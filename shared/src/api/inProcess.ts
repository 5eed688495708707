import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import type { InProcessRequest } from '../contracts/server';

/**
 * Server only (`shared/in-process`, outside the browser's bundle). The API client's transport while the
 * server renders a page: requests go to the server's router
 * in-process, and answers settle as they do over HTTP (a 4xx or 5xx rejects with the same error).
 */
export function inProcessAdapter(send: InProcessRequest): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    const payload = typeof config.data === 'string' ? config.data : undefined;
    // A call without a body has no content type, as the browser sends it: an endpoint that takes
    // no body (log out) refuses a JSON type with no JSON.
    if (payload === undefined) delete headers['content-type'];
    const answer = await send({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      payload,
    });
    const json = String(answer.headers['content-type'] ?? '').includes('json') && answer.body !== '';
    const response = {
      data: json ? (JSON.parse(answer.body) as unknown) : answer.body,
      status: answer.statusCode,
      statusText: '',
      headers: answer.headers as Record<string, string>,
      config,
      request: null,
    };
    const valid = config.validateStatus ? config.validateStatus(answer.statusCode) : answer.statusCode < 300;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.statusCode}`,
      answer.statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
}
