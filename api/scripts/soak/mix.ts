// The mix of the soak: what each kind of visitor sends, at which rate, and the marker e-mails of
// the enquiries and orders it sent and had answered.
import type { Request } from 'autocannon';
import { BOUNDARY, from, next, TEXT_CHUNK } from './clients';

export interface Acknowledged {
  /** Marker e-mail → the id answered. */
  enquiries: Map<string, number>;
  /** Marker e-mails of every enquiry and order sent, answered or not. */
  sent: Set<string>;
}

const json = (body: unknown): Partial<Request> => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const person = (email: string) => ({ firstname: 'Soak Test', email, phone: '+420 777 123 456', agreement: true });

/** Parses an answer; undefined when it is not JSON (an error page, a cut-off answer). */
function parse<T>(body: string): T | undefined {
  try {
    return JSON.parse(body) as T;
  } catch {
    return undefined;
  }
}

/** One kind of visitor: its name in the report, its requests a second (before `--rate`), what it sends. */
export interface Scenario {
  name: string;
  rate: number;
  requests: Request[];
}

/**
 * The mix, each kind a sequence autocannon repeats; the pages only when `pages` (a built site is
 * served). Enquiries and orders are recorded in `acked` as they are sent and answered.
 */
export function scenarios(acked: Acknowledged, pages: boolean): Scenario[] {
  const get = (path: string): Request[] => [{ method: 'GET', path, setupRequest: (req, ctx) => from(ctx, req) }];
  const record = (email: string, status: number, body: string) => {
    const id = status === 200 ? parse<{ id?: number }>(body)?.id : undefined;
    if (typeof id === 'number') acked.enquiries.set(email, id);
  };
  const list: Scenario[] = [
    { name: 'GET /api/settings', rate: 5, requests: get('/api/settings?lang=cs') },
    { name: 'GET /api/content/virtual-office', rate: 4, requests: get('/api/content/virtual-office?lang=cs&limit=20') },
    { name: 'GET /api/search', rate: 3, requests: get('/api/search?q=s%C3%ADdlo%20praha&lang=cs') },
    {
      name: 'POST /api/subscriber/save',
      rate: 1,
      requests: [
        {
          method: 'POST',
          path: '/api/subscriber/save',
          setupRequest: (req, ctx) => from(ctx, { ...req, ...json({ email: `soak-news-${next()}@example.com` }) }),
        },
      ],
    },
    {
      name: 'enquiry with an upload (upload, then save)',
      rate: 2,
      requests: [
        {
          method: 'POST',
          path: '/api/filemanager/upload/file',
          setupRequest: (req, ctx) =>
            from(ctx, {
              ...req,
              headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
              body: Buffer.concat([
                Buffer.from(
                  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="podklady.txt"\r\n\r\n`,
                ),
                TEXT_CHUNK.subarray(0, 20_000),
                Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
              ]),
            }),
          onResponse: (status, body, ctx) => {
            if (status === 200) ctx.file = parse<{ id: string }[]>(body)?.[0]?.id;
          },
        },
        {
          method: 'POST',
          path: '/api/user-request/save',
          setupRequest: (req, ctx) => {
            if (typeof ctx.file !== 'string') return undefined;
            const email = `soak-enquiry-${next()}@example.com`;
            ctx.email = email;
            acked.sent.add(email);
            const content = { type: 'contact-form', name: 'Soak: dotaz s přílohou', otherServices: ['Účetnictví'] };
            return from(ctx, { ...req, ...json({ ...person(email), files: [{ id: ctx.file }], content }) });
          },
          onResponse: (status, body, ctx) => record(ctx.email as string, status, body),
        },
      ],
    },
    {
      name: 'guest cart, voucher and order (cart, line, voucher, order)',
      rate: 4,
      requests: [
        {
          method: 'GET',
          path: '/api/cart/anonymous/cs/0',
          setupRequest: (req, ctx) => from(ctx, req),
          onResponse: (status, body, ctx) => {
            const cart = status === 200 ? parse<{ id: number; tempId: string }>(body) : undefined;
            if (cart) Object.assign(ctx, { cart: cart.id, token: cart.tempId });
          },
        },
        {
          method: 'PUT',
          setupRequest: (req, ctx) =>
            typeof ctx.cart === 'number'
              ? withCart(ctx, { ...req, path: `/api/cart/${ctx.cart}`, ...json({ id: 101, quantity: 2 }) })
              : undefined,
        },
        {
          method: 'POST',
          setupRequest: (req, ctx) =>
            withCart(ctx, {
              ...req,
              path: `/api/voucher/cart/add/${ctx.cart}`,
              ...json({ voucherCode: 'SLEVA10', serviceType: 'eshop', guestEmail: 'soak-cart@example.com' }),
            }),
        },
        {
          method: 'POST',
          setupRequest: (req, ctx) => {
            if (typeof ctx.cart !== 'number') return undefined;
            const n = next();
            const email = `soak-order-${n}@example.com`;
            ctx.email = email;
            acked.sent.add(email);
            const order = withCart(ctx, { ...req, path: `/api/cart/${ctx.cart}/order`, ...json(person(email)) });
            return { ...order, headers: { ...order.headers, 'idempotency-key': `soak-${n}` } };
          },
          onResponse: (status, body, ctx) => record(ctx.email as string, status, body),
        },
      ],
    },
  ];
  if (pages) {
    list.push({ name: 'GET / (page)', rate: 3, requests: get('/') });
    list.push({ name: 'GET /kontakt (page)', rate: 2, requests: get('/kontakt') });
  }
  return list;
}

function withCart(ctx: Record<string, unknown>, req: Request): Request {
  const withAddress = from(ctx, req);
  return { ...withAddress, headers: { ...withAddress.headers, cookie: `guest-cart=${ctx.token as string}` } };
}
