import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { useFieldErrors } from '../stores/fieldErrors';
import { api, configureApi, onAuthError } from './client';

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
  useFieldErrors.getState().clear();
});

describe('API client', () => {
  it('sends the client site URL and the bearer token', async () => {
    configureApi({ token: () => 'tok-123' });
    api.defaults.adapter = answer(200, { ok: true });
    await api.get('/api/me');
    expect(seen[0]?.headers.get('X-Site-Url')).toBe(window.location.origin);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    configureApi({ token: () => null });
  });

  it('stores 422 field errors and clears them on the next request', async () => {
    api.defaults.adapter = answer(422, { message: 'Invalid', errors: { email: ['Pole musí obsahovat platný email.'] } });
    await expect(api.post('/api/subscriber/save', { email: 'x' })).rejects.toThrow();
    expect(useFieldErrors.getState().errors).toEqual({ email: ['Pole musí obsahovat platný email.'] });
    api.defaults.adapter = answer(200, {});
    await api.post('/api/subscriber/save', { email: 'a@b.cz' });
    expect(useFieldErrors.getState().errors).toEqual({});
  });

  it('passes auth errors to listeners without resetting anything', async () => {
    const listener = jest.fn();
    const off = onAuthError(listener);
    api.defaults.adapter = answer(401, { message: 'Unauthorized' });
    await expect(api.get('/api/me')).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('uses the configured base URL', async () => {
    configureApi({ baseURL: 'https://api.example.test/' });
    api.defaults.adapter = answer(200, {});
    await api.get('/api/settings');
    expect(api.getUri(seen[0])).toBe('https://api.example.test/api/settings');
    configureApi({ baseURL: '' });
  });
});
