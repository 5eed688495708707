import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { ApiError } from '../api/errors';
import { apiError, http, HttpResponse, networkError, renderWithProviders, requests, server, validationError } from '.';

function Settings() {
  const [text, setText] = useState('loading');
  useEffect(() => {
    api.request<unknown[]>({ url: '/api/settings', params: { lang: 'en' } }).then(
      (response) => setText(`${response.data.length} settings`),
      (error: ApiError) => setText(`failed ${error.status} ${error.code}`),
    );
  }, []);
  return <p>{text}</p>;
}

describe('shared/testing', () => {
  it('answers the shared client through the mock API and records the request', async () => {
    server.use(http.get('*/api/settings', () => HttpResponse.json([{ name: 'contacts', value: {} }])));
    renderWithProviders(<Settings />, { path: '/en/contact' });
    expect(await screen.findByText('1 settings')).toBeInTheDocument();
    expect(requests({ path: '/api/settings' })[0]?.query.get('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('turns error answers and network failures into ApiErrors', async () => {
    server.use(http.get('*/api/settings', () => apiError(503, 'unavailable')));
    renderWithProviders(<Settings />);
    expect(await screen.findByText('failed 503 unavailable')).toBeInTheDocument();
  });

  it('reports no answer as a transport failure', async () => {
    server.use(http.get('*/api/settings', () => networkError()));
    renderWithProviders(<Settings />);
    expect(await screen.findByText('failed null network')).toBeInTheDocument();
  });

  it('records JSON bodies and carries field errors of a 422', async () => {
    server.use(
      http.post('*/api/subscriber/save', () => validationError({ email: ['Pole musí obsahovat platný email.'] })),
    );
    const error = await api
      .request({ method: 'post', url: '/api/subscriber/save', data: { email: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors.email).toEqual(['Pole musí obsahovat platný email.']);
    await waitFor(() => expect(requests({ method: 'POST' })[0]?.body).toEqual({ email: 'x' }));
  });
});
