import { act } from '@testing-library/react';
import { useAlternates } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { HeadLinks } from './HeadLinks';

/** The alternate links in the document head, hreflang → URL. */
function alternates() {
  return Object.fromEntries(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
      link.hreflang,
      link.href,
    ]),
  );
}

const origin = window.location.origin;

afterEach(() => act(() => useAlternates.setState({ forPath: null, paths: {} })));

describe('HeadLinks', () => {
  it('links both language versions of a route, with the Czech one as x-default', () => {
    renderWithProviders(<HeadLinks />, { path: '/en/contact' });
    expect(alternates()).toEqual({
      cs: `${origin}/kontakt`,
      en: `${origin}/en/contact`,
      'x-default': `${origin}/kontakt`,
    });
  });

  it('uses the paths a content item publishes for its page, and follows when they change', () => {
    const path = '/en/virtual-headquarters/1/prague-1';
    renderWithProviders(<HeadLinks />, { path });
    expect(alternates()).toEqual({ en: `${origin}${path}`, 'x-default': `${origin}/` });

    act(() => useAlternates.getState().set(path, { cs: '/virtualni-sidla/1/praha-1', en: path }));

    expect(alternates()).toEqual({
      cs: `${origin}/virtualni-sidla/1/praha-1`,
      en: `${origin}${path}`,
      'x-default': `${origin}/virtualni-sidla/1/praha-1`,
    });
  });

  it('ignores paths published for another page, and leaves no links behind when it goes', () => {
    act(() => useAlternates.getState().set('/elsewhere', { cs: '/jinde', en: '/en/elsewhere' }));
    const view = renderWithProviders(<HeadLinks />, { path: '/kontakt' });
    expect(alternates()).toEqual({
      cs: `${origin}/kontakt`,
      en: `${origin}/en/contact`,
      'x-default': `${origin}/kontakt`,
    });
    view.unmount();
    expect(alternates()).toEqual({});
  });
});
