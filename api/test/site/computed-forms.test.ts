import Fastify, { type FastifyInstance } from 'fastify';
import type { PostedForm } from 'shared/contracts';
import { registerFormActions } from '../../src/site/forms/plugin';

// Forms that only compute: the server renders the page they were posted to from what was sent
// (the valuation calculator's result; the contact form started with the calculator's request).

let app: FastifyInstance;
const rendered: { url: string; posted: PostedForm; status: number }[] = [];

beforeAll(async () => {
  app = Fastify({ logger: false });
  // Only what the form route reads of the application's context.
  app.decorate('ctx', { config: { upload: { maxFileSize: 1024, maxFiles: 1 } } } as never);
  registerFormActions(
    app,
    async (request, reply, posted, status = 200) => {
      if (!('form' in posted)) throw new Error('a computed form is answered by the server itself');
      rendered.push({ url: request.url, posted, status });
      return reply.code(status).send('page');
    },
    // These forms lead to no other page: the route table is not asked.
    async () => [],
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  rendered.length = 0;
});

const post = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
  });

describe('forms that compute', () => {
  it('the valuation calculator comes back with its figures and the contact box', async () => {
    const res = await post('/kalkulacka-hodnoty-firmy', {
      form: 'valuation',
      revenue: '12000',
      operatingProfit: '2400',
      depreciation: '300',
      interestBearingDebt: '900',
      equity: '5000',
      itSector: 'no',
      interest: 'yes',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(rendered).toEqual([
      {
        url: '/kalkulacka-hodnoty-firmy',
        status: 200,
        posted: expect.objectContaining({
          form: 'valuation',
          values: expect.objectContaining({ revenue: '12000', itSector: 'no', interest: true }),
          errors: {},
          status: 200,
        }) as PostedForm,
      },
    ]);
    await post('/kalkulacka-hodnoty-firmy', { form: 'valuation', revenue: '1' });
    expect(rendered[1]!.posted.values.interest).toBe(false);
  });

  it("the calculator's request starts the contact page's enquiry form, which sends nothing yet", async () => {
    const request = 'Ocenění firmy – Tržby: 12000; … Rozpětí ceny 6 500 000 Kč – 11 500 000 Kč.';
    const res = await post('/kontaktni-formular', { form: 'enquiry-draft', request });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(rendered).toEqual([
      {
        url: '/kontaktni-formular',
        status: 200,
        // The enquiry form's own name: the page's form starts from it, with no error.
        posted: { form: 'enquiry', values: { request }, errors: {}, message: null, status: 200, code: 'ok' },
      },
    ]);
  });
});
