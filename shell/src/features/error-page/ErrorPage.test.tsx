import { act, screen } from '@testing-library/react';
import { applyLocale } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { ErrorPage, ErrorPageGuard } from './ErrorPage';

function renderPage(status?: number, path = '/') {
  return renderWithProviders(<ErrorPage status={status} />, { path });
}

describe('error page', () => {
  afterEach(() => act(() => applyLocale('cs')));

  it('shows 404 with the not-found title and a go-home button in Czech', () => {
    renderPage(404, '/neexistuje');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přejít na úvodní stránku' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Stránka nenalezena | Sídlo Partner');
  });

  it('speaks English under /en', () => {
    renderPage(404, '/en/no-such-page');
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  });

  it('uses the generic title for other errors, default 500', () => {
    renderPage();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Něco se nepovedlo' })).toBeInTheDocument();
  });

  it('falls back to a plain message when the error page itself fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('translations missing');
    };
    renderWithProviders(
      <ErrorPageGuard>
        <Broken />
      </ErrorPageGuard>,
    );
    expect(screen.getByRole('heading', { name: 'An error occurred while showing the error page' })).toBeInTheDocument();
    expect(screen.getByText('translations missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
