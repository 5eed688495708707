import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api, configureApi } from './client';
import { ApiError } from './errors';

const seen: InternalAxiosRequestConfig[] = [];

function answer(status: number, data: unknown): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', String(status), config, null, response);
    }
    return response;
  };
}

afterEach(() => {
  seen.length = 0;
});

describe('API client', () => {
  it('sends the page it is called from (without its query) and no Authorization header (the session is an HttpOnly cookie)', async () => {
    configureApi({ adapter: answer(200, { ok: true }) });
    window.history.pushState(null, '', '/kontakt?email=someone%40example.cz');
    await api.request({ url: '/api/me' });
    window.history.pushState(null, '', '/');
    expect(seen[0]?.headers.get('X-Site-Url')).toBe(`${window.location.origin}/kontakt`);
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('rejects a 422 with an ApiError carrying the field errors', async () => {
    configureApi({
      adapter: answer(422, {
        statusCode: 422,
        error: 'validation_failed',
        message: 'Odeslaná data nejsou platná.',
        errors: { email: ['Pole musí obsahovat platný email.'] },
      }),
    });
    const error: unknown = await api
      .request({ method: 'post', url: '/api/subscriber/save', data: { email: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      fieldErrors: { email: ['Pole musí obsahovat platný email.'] },
    });
  });

  it('rejects other answers with their code, value and Retry-After', async () => {
    configureApi({
      adapter: answer(409, { statusCode: 409, error: 'minimal_price', message: 'Minimum', value: 50000 }),
    });
    await expect(api.request({ method: 'post', url: '/api/voucher/cart/add/1', data: {} })).rejects.toMatchObject({
      status: 409,
      code: 'minimal_price',
      value: 50000,
    });
    configureApi({
      adapter: async (config) => {
        const { AxiosError } = await import('axios');
        const response = {
          data: { statusCode: 429, error: 'too_many_requests', message: 'Slow down' },
          status: 429,
          statusText: '429',
          headers: { 'retry-after': '12' },
          config,
        };
        throw new AxiosError('failed', '429', config, null, response);
      },
    });
    await expect(api.request({ url: '/api/cart/anonymous/cs/0' })).rejects.toMatchObject({
      status: 429,
      retryAfter: 12,
    });
  });

  it('rejects an answer of another shape, and no answer at all, as ApiErrors', async () => {
    configureApi({ adapter: answer(502, '<html>Bad gateway</html>') });
    await expect(api.request({ url: '/api/settings' })).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      fieldErrors: {},
    });
    configureApi({
      adapter: async (config) => {
        const { AxiosError } = await import('axios');
        throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
      },
    });
    const error = await api.request({ url: '/api/settings' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, code: 'network', isTransport: true });
  });

  it('uses the configured base URL', async () => {
    configureApi({ baseURL: 'https://api.example.test/' });
    configureApi({ adapter: answer(200, {}) });
    await api.request({ url: '/api/settings' });
    expect((await import('axios')).default.getUri(seen[0])).toBe('https://api.example.test/api/settings');
    configureApi({ baseURL: '' });
  });

  it('fails as a network error when the transport cannot load (offline), and loads it on the next request', async () => {
    let offline = true;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        if (offline) throw new Error('Loading chunk 884 failed.');
        return jest.requireActual('axios');
      });
      const fresh = await import('./client');
      fresh.configureApi({ adapter: answer(200, { ok: true }) });
      await expect(fresh.api.request({ url: '/api/me' })).rejects.toMatchObject({
        status: null,
        code: 'network',
        isTransport: true,
      });
      offline = false;
      await expect(fresh.api.request({ url: '/api/me' })).resolves.toMatchObject({ status: 200, data: { ok: true } });
    });
  });
});
