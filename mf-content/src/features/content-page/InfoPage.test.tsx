import { screen } from '@testing-library/react';
import { api, useAlternates } from 'shared';
import { ok, renderWithProviders } from '../../../test/render';
import Page from '../../app/Page';

let get: jest.SpyInstance;
afterEach(() => get.mockRestore());

describe('InfoPage', () => {
  it('loads /api/info/page/1?lang=en and shows its title and text', async () => {
    get = jest.spyOn(api, 'get').mockImplementation((() =>
      ok({
        id: 1,
        locale: 'en',
        slug: 'privacy-policy',
        title: 'Privacy policy',
        text: '<p>We process personal data <strong>lawfully</strong>.</p><script>window.__pwned = 1</script>',
        alternate: { locale: 'cs', id: 1, slug: 'ochrana-osobnich-udaju' },
      })) as never);
    const path = '/en/info/1/privacy-policy';

    const { container } = renderWithProviders(
      <Page routeId="info" locale="en" params={{ id: '1', slug: 'privacy-policy' }} />,
      path,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/info/page/1?lang=en', expect.anything());
    expect(screen.getByText('lawfully')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(useAlternates.getState()).toMatchObject({
      forPath: path,
      paths: { cs: '/info/1/ochrana-osobnich-udaju', en: '/en/info/1/privacy-policy' },
    });
  });

  it('uses a generic title when the answer has none', async () => {
    get = jest
      .spyOn(api, 'get')
      .mockImplementation((() => ok({ text: '<p>Smart Point: účetnictví a daně.</p>' })) as never);
    renderWithProviders(
      <Page routeId="info" locale="cs" params={{ id: '3', slug: 'ucetnictvi' }} />,
      '/info/3/ucetnictvi',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Informace' })).toBeInTheDocument();
    expect(screen.getByText('Smart Point: účetnictví a daně.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/info/page/3?lang=cs', expect.anything());
  });

  it('shows an error with a retry when the info page fails to load', async () => {
    get = jest.spyOn(api, 'get').mockImplementation((() => Promise.reject(new Error('Network Error'))) as never);
    renderWithProviders(
      <Page routeId="info" locale="en" params={{ id: '1', slug: 'privacy-policy' }} />,
      '/en/info/1/privacy-policy',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The page content could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
