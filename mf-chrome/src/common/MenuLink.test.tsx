import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { MenuLink } from './MenuLink';

function Menu() {
  return (
    <nav aria-label="Menu">
      <MenuLink item={{ link: '/virtualni-sidla', leave: false }}>Virtuální sídla</MenuLink>
      <MenuLink item={{ link: '/kontakt', leave: false }}>Kontakt</MenuLink>
      <MenuLink item={{ link: '/vop.pdf', leave: false }}>Obchodní podmínky</MenuLink>
      <MenuLink item={{ link: 'https://example.com/', leave: true }}>Partner</MenuLink>
    </nav>
  );
}

describe('MenuLink', () => {
  it("marks the entry of the visitor's page, and moves the mark with the visitor", async () => {
    renderWithProviders(<Menu />, { path: '/kontakt' });
    expect(screen.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Virtuální sídla' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Kontakt' })).not.toHaveAttribute(
      'class',
      expect.stringContaining('active'),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Virtuální sídla' }));
    expect(screen.getByRole('link', { name: 'Virtuální sídla' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Kontakt' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark a parent page on its detail pages', () => {
    renderWithProviders(<Menu />, { path: '/virtualni-sidla/1/praha-1-vaclavske-namesti' });
    expect(screen.getByRole('link', { name: 'Virtuální sídla' })).not.toHaveAttribute('aria-current');
  });

  it('leaves files and other sites to the browser: a download, a new tab', () => {
    renderWithProviders(<Menu />, { path: '/kontakt' });
    expect(screen.getByRole('link', { name: 'Obchodní podmínky' })).toHaveAttribute('download', '');
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
