import type { FastifyRequest } from 'fastify';

const GUEST_CART_PATH = /^(\/api\/cart\/anonymous\/[^/?#]*\/)([^/?#]+)/;
const TEMP_ID_QUERY = /([?&]tempId=)([^&#]*)/gi;

/** A URL with guest cart temp ids (path `/api/cart/anonymous/{locale}/{tempId}`, query `tempId=`) masked: they are bearer secrets. */
export function maskUrl(url: string): string {
  return url
    .replace(GUEST_CART_PATH, (whole, prefix: string, id: string) => (id === '0' ? whole : `${prefix}***`))
    .replace(TEMP_ID_QUERY, (_whole, key: string, value: string) => (value ? `${key}***` : key));
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
