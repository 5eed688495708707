import { ApiError } from '../api/errors';
import { createRequestScope, setScopeResolver } from '../ssr/scope';
import { answered, failed, pageRouteAction, type FormAction } from './formActions';

const post = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields) });

const run = (action: FormAction | null, fields: Record<string, string>, url = 'https://site.test/en/contact?x=1') =>
  pageRouteAction(async (form) => (form === 'news' ? action : null))({
    request: post(url, fields),
    params: {},
    context: {},
  } as never) as Promise<unknown>;

beforeEach(() => {
  window.dataLayer = [];
});

describe("a page route's action", () => {
  it('runs the form the post names, with its fields and the language of the page', async () => {
    const action = jest.fn<ReturnType<FormAction>, Parameters<FormAction>>(async () => ({ status: 'done', to: null }));
    await run(action, { form: 'news', email: 'a@b.cz' });
    const [args] = action.mock.calls[0]!;
    expect(args.fields.get('email')).toBe('a@b.cz');
    expect(args.locale).toBe('en');
    expect(args.url.pathname).toBe('/en/contact');
  });

  it('answers 405 to a form no module has', async () => {
    await expect(run(null, { form: 'other' })).rejects.toMatchObject({ init: { status: 405 } });
  });

  it('in the browser: a success that stays is the outcome, its events pushed once; one that moves redirects', async () => {
    const stays = await run(async () => ({ status: 'done', to: null, events: [{ event: 'newsletter_sent' }] }), {
      form: 'news',
    });
    expect(stays).toMatchObject({ status: 'done' });
    // A success that stays in the browser stays, wherever a plain post of it would go.
    const pops = await run(async () => ({ status: 'done', to: null, plainTo: '/en/cart' }), { form: 'news' });
    expect(pops).toMatchObject({ status: 'done', plainTo: '/en/cart' });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'newsletter_sent' })]);
    const moves = (await run(async () => ({ status: 'done', to: '/dekujeme' }), { form: 'news' })) as Response;
    expect(moves.status).toBe(302);
    expect(moves.headers.get('location')).toBe('/dekujeme');
    expect(moves.headers.has('X-Remix-Reload-Document')).toBe(false);
  });

  it('in the browser: a success whose next page comes whole from the server says so to the router', async () => {
    const moves = (await run(async () => ({ status: 'done', to: '/', document: true }), { form: 'news' })) as Response;
    expect(moves.headers.get('location')).toBe('/');
    expect(moves.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it("a failure is the outcome with the answer's status", async () => {
    const answer = (await run(async () => failed('news', new ApiError(409, 'already_exists', 'Už odebírá.'), {}), {
      form: 'news',
    })) as { data: unknown; init: { status: number } };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toMatchObject({ status: 'failed', posted: { form: 'news', code: 'already_exists' } });
  });

  describe('on the server', () => {
    const scope = createRequestScope('https://site.test');
    beforeAll(() => {
      scope.post = { headers: {}, setCookies: [], formEvents: [], refused: null, secureCookies: true };
      setScopeResolver(() => scope);
    });
    afterAll(() => setScopeResolver(null));

    it("answers 303 — to the next page, or to this one with the success's flag — and keeps the events for the answer", async () => {
      const back = (await run(
        async () => ({ status: 'done', to: null, back: ['news', 'ok'], events: [{ event: 'newsletter_sent' }] }),
        { form: 'news' },
      )) as Response;
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('/en/contact?x=1&news=ok');
      expect(scope.post?.formEvents).toEqual([{ event: 'newsletter_sent' }]);
      expect(window.dataLayer).toEqual([]);
      const next = (await run(async () => ({ status: 'done', to: '/dekujeme', document: true }), {
        form: 'news',
      })) as Response;
      expect(next.status).toBe(303);
      expect(next.headers.get('location')).toBe('/dekujeme');
    });

    it('sends a plain post where its outcome says, when the page again could not show it', async () => {
      const cart = (await run(async () => ({ status: 'done', to: null, plainTo: '/en/cart' }), {
        form: 'news',
      })) as Response;
      expect(cart.status).toBe(303);
      expect(cart.headers.get('location')).toBe('/en/cart');
    });

    it('tells the action why the files posted with the form were refused, and a drawn answer keeps its status', async () => {
      scope.post!.refused = { status: 413, code: 'upload_failed', errors: { files: ['Soubor je příliš velký.'] } };
      const action = jest.fn<ReturnType<FormAction>, Parameters<FormAction>>(async ({ refused }) =>
        refused ? failed('news', refused, {}) : { status: 'done', to: null },
      );
      const answer = (await run(action, { form: 'news' })) as { data: unknown; init: { status: number } };
      expect(action.mock.calls[0]![0].refused).toMatchObject({
        status: 413,
        fieldErrors: { files: ['Soubor je příliš velký.'] },
      });
      expect(answer.init.status).toBe(413);
      expect(answer.data).toMatchObject({
        status: 'failed',
        posted: { errors: { files: ['Soubor je příliš velký.'] } },
      });
      scope.post!.refused = null;
      const drawn = (await run(async () => answered('news', { figure: '12' }), { form: 'news' })) as {
        data: unknown;
        init: { status: number };
      };
      expect(drawn.init.status).toBe(200);
      expect(drawn.data).toEqual({
        status: 'answered',
        posted: { form: 'news', values: { figure: '12' }, errors: {}, message: null, status: 200, code: 'ok' },
      });
    });
  });
});

describe('failed', () => {
  it('sends a visitor whose session is gone to log in, then back to the page', () => {
    const outcome = failed(
      'password',
      new ApiError(401, 'unauthenticated', ''),
      {},
      {
        locale: 'cs',
        url: new URL('https://site.test/muj-ucet?tab=2'),
      },
    );
    expect(outcome).toEqual({ status: 'done', to: `/prihlaseni?redirect=${encodeURIComponent('/muj-ucet?tab=2')}` });
  });
});
