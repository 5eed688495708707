import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlternates } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { LanguageSwitcher } from './LanguageSwitcher';

function renderAt(path: string) {
  renderWithProviders(<LanguageSwitcher />, { path });
  const nav = screen.getByRole('navigation');
  return { cz: within(nav).getByRole('link', { name: 'cz' }), en: within(nav).getByRole('link', { name: 'en' }) };
}

/** The other language's link: through the server's switch, which keeps the choice in a cookie. */
const via = (path: string) => `/jazyk?to=${encodeURIComponent(path)}`;

beforeEach(() => useAlternates.setState({ forPath: null, paths: {} }));

describe('LanguageSwitcher', () => {
  it("shows 'cz' and 'en' and marks the current locale", () => {
    const { cz, en } = renderAt('/kontakt');
    expect(screen.getByRole('navigation', { name: 'Výběr jazyka' })).toBeInTheDocument();
    expect(cz).toHaveAttribute('aria-current', 'true');
    expect(en).not.toHaveAttribute('aria-current');
    expect(cz).toHaveAttribute('hreflang', 'cs');
    expect(en).toHaveAttribute('hreflang', 'en');
  });

  it('maps /kontakt to /en/contact and back', () => {
    const first = renderAt('/kontakt');
    expect(first.cz).toHaveAttribute('href', '/kontakt');
    expect(first.en).toHaveAttribute('href', via('/en/contact'));
  });

  it("links the current language to the page's address without a campaign's tracking parameters", () => {
    const { cz } = renderAt('/kontakt?utm_source=newsletter&x=1&gclid=abc');
    expect(cz).toHaveAttribute('href', '/kontakt?x=1');
  });

  it('maps /en/contact to /kontakt, marking en as current', () => {
    const { cz, en } = renderAt('/en/contact');
    expect(cz).toHaveAttribute('href', via('/kontakt'));
    expect(en).toHaveAttribute('href', '/en/contact');
    expect(en).toHaveAttribute('aria-current', 'true');
  });

  it('keeps route parameters (virtual offices of a city)', () => {
    const { en } = renderAt('/virtualni-sidla/brno');
    expect(en).toHaveAttribute('href', via('/en/virtual-headquarters/brno'));
  });

  it('sends blog pages to the other locale home', () => {
    expect(renderAt('/blog/12/jak-zalozit-sro').en).toHaveAttribute('href', via('/en'));
  });

  it('sends English blog pages to the Czech home', () => {
    expect(renderAt('/en/blog').cz).toHaveAttribute('href', via('/'));
  });

  it('sends Czech-only career pages to /en', () => {
    expect(renderAt('/kariera').en).toHaveAttribute('href', via('/en'));
  });

  it("prefers a detail page's published alternate (its slug differs per language)", () => {
    useAlternates.setState({
      forPath: '/virtualni-sidla/1/praha-karlin',
      paths: { en: '/en/virtual-headquarters/1/prague-karlin' },
    });
    expect(renderAt('/virtualni-sidla/1/praha-karlin').en).toHaveAttribute(
      'href',
      via('/en/virtual-headquarters/1/prague-karlin'),
    );
  });

  it('clicking navigates client-side to the other locale path', async () => {
    const user = userEvent.setup();
    const { en } = renderAt('/kontakt');
    await user.click(en);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/contact');
  });

  it('clicking from English to Czech navigates to the Czech path', async () => {
    const user = userEvent.setup();
    const { cz } = renderAt('/en/about-us');
    await user.click(cz);
    expect(screen.getByTestId('location')).toHaveTextContent('/o-nas');
  });
});
