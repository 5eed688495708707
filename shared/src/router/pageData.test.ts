import { ApiError } from '../api/errors';
import { reloadOn } from '../page-data';
import { pageRouteLoader, settle, type PageLoader } from './pageData';

/** The router's call of a route's loader: the request and the path's parameters. */
const call = (loader: ReturnType<typeof pageRouteLoader>, url: string, params: Record<string, string>) =>
  loader({ request: new Request(url), params, context: undefined } as never);

describe('settle: a loader’s outcome as the page draws it', () => {
  it('is ready with the data, not found on a 404, an error with the status otherwise', async () => {
    await expect(settle(Promise.resolve(1))).resolves.toEqual({ status: 'ready', data: 1 });
    await expect(settle(Promise.reject(new ApiError(404, 'not_found', 'x')))).resolves.toEqual({
      status: 'notFound',
    });
    await expect(settle(Promise.reject(new ApiError(401, 'unauthorized', 'x')))).resolves.toEqual({
      status: 'error',
      httpStatus: 401,
    });
  });

  it('logs a fault of the page’s own code and shows the failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(settle(Promise.reject(new TypeError('bug')))).resolves.toEqual({ status: 'error', httpStatus: null });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('pageRouteLoader: the router’s loader of a page', () => {
  it('runs the page’s loader with the route, the language, the checked parameters and the address', async () => {
    const loader = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => 'data');
    const route = pageRouteLoader('virtualOffice', 'cs', async () => loader);
    await expect(
      call(route, 'http://site.test/virtualni-sidla/9/praha?x=1', { id: '9', slug: 'praha' }),
    ).resolves.toEqual({ status: 'ready', data: 'data' });
    const [args] = loader.mock.calls[0]!;
    expect(args).toMatchObject({ routeId: 'virtualOffice', locale: 'cs', params: { id: '9', slug: 'praha' } });
    expect(args.url.search).toBe('?x=1');
  });

  it('loads nothing for parameters the route table refuses', async () => {
    const load = jest.fn(async () => jest.fn() as PageLoader);
    await expect(
      call(pageRouteLoader('virtualOffice', 'cs', load), 'http://site.test/x', { id: 'abc' }),
    ).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('gives no data when the page’s module cannot be loaded (its slot shows the fallback)', async () => {
    const route = pageRouteLoader('home', 'cs', () => Promise.reject(new Error('remote down')));
    await expect(call(route, 'http://site.test/', {})).resolves.toBeNull();
  });
});

describe('reloadOn: whether a move within a page loads its data again', () => {
  const move = (
    from: string,
    to: string,
    current: Record<string, string>,
    next: Record<string, string>,
    extra = {},
  ) => ({
    currentUrl: new URL(from, 'http://site.test'),
    nextUrl: new URL(to, 'http://site.test'),
    currentParams: current,
    nextParams: next,
    defaultShouldRevalidate: true,
    routeId: 'blogPost',
    ...extra,
  });

  it('loads again when a parameter or query key it reads changes, not for the others', () => {
    const byId = reloadOn({ params: ['id'] });
    expect(byId(move('/blog/1/a', '/blog/1/b', { id: '1', slug: 'a' }, { id: '1', slug: 'b' }))).toBe(false);
    expect(byId(move('/blog/1/a', '/blog/2/a', { id: '1', slug: 'a' }, { id: '2', slug: 'a' }))).toBe(true);
    const byQuery = reloadOn({ search: ['page'] });
    expect(byQuery(move('/blog', '/blog?letter=a', {}, {}))).toBe(false);
    expect(byQuery(move('/blog', '/blog?page=2', {}, {}))).toBe(true);
  });

  it('leaves a retry and a form sent to React Router', () => {
    const never = reloadOn({});
    expect(never(move('/blog', '/blog', {}, {}))).toBe(true);
    expect(never(move('/blog', '/blog?x=1', {}, {}, { formMethod: 'POST' }))).toBe(true);
  });
});
