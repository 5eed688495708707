import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { useAlternates } from '../stores/alternates';
import { createRequestScope, setScopeResolver } from '../ssr/scope';
import { renderWithProviders } from '../testing';
import { PageHead } from './PageHead';

/** The alternate links in the document head, hreflang → URL. */
function alternates() {
  return Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
      link.hreflang,
      link.href,
    ]),
  );
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
const origin = window.location.origin;

afterEach(() => act(() => useAlternates.setState({ forPath: null, paths: {} })));

describe('PageHead', () => {
  it("puts the page's title, description, canonical link and Open Graph into the document's head", () => {
    renderWithProviders(<PageHead title="Kontakt" description="Kde nás najdete" path="/kontakt" />, {
      path: '/kontakt?from=menu',
    });
    expect(document.title).toBe('Kontakt | Sídlo Partner');
    expect(meta('meta[name="description"]')).toBe('Kde nás najdete');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/kontakt`);
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/kontakt`);
    expect(meta('meta[property="og:locale"]')).toBe('cs_CZ');
    expect(meta('meta[name="robots"]')).toBeNull();
  });

  it('names the current path without its query as canonical when the page gives none, and says noindex when asked', () => {
    renderWithProviders(<PageHead title="Inbox" robots="noindex, nofollow" />, { path: '/en/contact?x=1' });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/en/contact`);
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(meta('meta[property="og:locale"]')).toBe('en_GB');
  });

  it('links both language versions of a route, with the Czech one as x-default', () => {
    renderWithProviders(<PageHead title="Contact" />, { path: '/en/contact' });
    expect(alternates()).toEqual({
      cs: `${origin}/kontakt`,
      en: `${origin}/en/contact`,
      'x-default': `${origin}/kontakt`,
    });
  });

  it('uses the paths a content item publishes for its page, and follows when they change', () => {
    const path = '/en/virtual-headquarters/1/prague-1';
    renderWithProviders(<PageHead title="Prague 1" />, { path });
    expect(alternates()).toEqual({ en: `${origin}${path}`, 'x-default': `${origin}/` });

    act(() => useAlternates.getState().set(path, { cs: '/virtualni-sidla/1/praha-1', en: path }));

    expect(alternates()).toEqual({
      cs: `${origin}/virtualni-sidla/1/praha-1`,
      en: `${origin}${path}`,
      'x-default': `${origin}/virtualni-sidla/1/praha-1`,
    });
  });

  it('ignores paths published for another page, and leaves no tag behind when the page goes', () => {
    act(() => useAlternates.getState().set('/elsewhere', { cs: '/jinde', en: '/en/elsewhere' }));
    const view = renderWithProviders(<PageHead title="Kontakt" />, { path: '/kontakt' });
    expect(alternates()).toEqual({
      cs: `${origin}/kontakt`,
      en: `${origin}/en/contact`,
      'x-default': `${origin}/kontakt`,
    });
    view.unmount();
    expect(alternates()).toEqual({});
    expect(document.head.querySelector('title, meta, link[rel="canonical"]')).toBeNull();
  });

  it("is written on the server before the page's markup, with the request's origin", () => {
    const scope = createRequestScope('https://sidlo.example');
    setScopeResolver(() => scope);
    try {
      const html = renderToString(
        <MemoryRouter initialEntries={['/kontakt']}>
          <main>
            <h1>Kontakt</h1>
            <PageHead title="Kontakt" jsonLd={[{ name: '</script><script>alert(1)</script>' }]} />
          </main>
        </MemoryRouter>,
      );
      const body = html.indexOf('<main>');
      expect(html.indexOf('<title>Kontakt | Sídlo Partner</title>')).toBe(0);
      expect(html.indexOf('<link rel="canonical" href="https://sidlo.example/kontakt"/>')).toBeLessThan(body);
      expect(html.indexOf('hrefLang="en" href="https://sidlo.example/en/contact"')).toBeLessThan(body);
      // The structured data stays in the page, its text unable to close the element.
      expect(html.slice(body)).toContain('<script type="application/ld+json">{"name":"\\u003c/script>');
    } finally {
      setScopeResolver(null);
    }
  });
});
