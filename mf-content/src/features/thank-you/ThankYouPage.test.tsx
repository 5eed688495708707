import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import ThankYouPage from './ThankYouPage';

describe('ThankYouPage', () => {
  it.each([
    ['', 'Děkujeme, vaši poptávku jsme přijali'],
    ['?interest=readymade', 'Děkujeme za zájem o ready-made společnost'],
    ['?interest=establishment', 'Děkujeme za zájem o založení společnosti na klíč'],
    ['?interest=virtual-place', 'Děkujeme za zájem o virtuální sídlo'],
    ['?interest=liquidation', 'Děkujeme za zájem o likvidaci společnosti'],
    ['?interest=foreign-company', 'Děkujeme za zájem o zahraniční společnost'],
    ['?interest=startup', 'Děkujeme za zájem o ready-made firmu pro startup'],
    ['?interest=smart-room', 'Děkujeme za zájem o pronájem zasedací místnosti'],
    ['?interest=nonsense', 'Děkujeme, vaši poptávku jsme přijali'],
  ])('cs %s shows "%s"', async (query, heading) => {
    renderWithProviders(<ThankYouPage routeId="thankYou" locale="cs" params={{}} />, { path: `/dekujeme${query}` });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['', 'Thank you, we have received your enquiry'],
    ['?interest=readymade', 'Thank you for your interest in a ready-made company'],
    ['?interest=establishment', 'Thank you for your interest in a turnkey company'],
    ['?interest=virtual-place', 'Thank you for your interest in a virtual office'],
    ['?interest=liquidation', 'Thank you for your interest in company liquidation'],
    ['?interest=foreign-company', 'Thank you for your interest in an offshore company'],
    ['?interest=startup', 'Thank you for your interest in a ready-made start-up company'],
    ['?interest=smart-room', 'Thank you for your interest in renting a meeting room'],
  ])('en %s shows "%s"', async (query, heading) => {
    renderWithProviders(<ThankYouPage routeId="thankYou" locale="en" params={{}} />, { path: `/en/thank-you${query}` });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it('offers the phone and e-mail for urgent matters', async () => {
    renderWithProviders(<ThankYouPage routeId="thankYou" locale="cs" params={{}} />, {
      path: '/dekujeme?interest=liquidation',
    });
    expect(await screen.findByRole('link', { name: '+420 222 555 010' })).toHaveAttribute('href', 'tel:+420222555010');
    expect(screen.getByRole('link', { name: 'info@sidlopartner.cz' })).toHaveAttribute(
      'href',
      'mailto:info@sidlopartner.cz',
    );
    expect(document.title).toBe('Děkujeme za poptávku | Sídlo Partner');
  });
});
