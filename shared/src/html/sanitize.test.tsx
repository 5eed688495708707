import { render } from '@testing-library/react';
import type * as sanitizeModule from './sanitize';
import { SafeHtml, sanitizeHtml } from './sanitize';

type SanitizeModule = typeof sanitizeModule;

describe('sanitising API HTML', () => {
  it('keeps content markup and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<h2>Sídlo</h2><p onclick="steal()">Text <strong>tučně</strong></p><script>alert(1)</script>' +
        '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe>',
    );
    expect(html).toContain('<h2>Sídlo</h2>');
    expect(html).toContain('<strong>tučně</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<img/i);
  });

  it('makes new-tab links safe', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('renders sanitised markup into the element', () => {
    const { container } = render(<SafeHtml html={'<p>Ahoj</p><script>window.__x = 1</script>'} className="c" />);
    expect(container.querySelector('div.c p')?.textContent).toBe('Ahoj');
    expect(container.querySelector('script')).toBeNull();
  });

  it('gives each string its own sanitised form, also when it is asked for again after many others', () => {
    const texts = Array.from({ length: 250 }, (_, i) => `<p>Odstavec ${i}</p><script>alert(${i})</script>`);
    const first = texts.map((text) => sanitizeHtml(text));
    expect(first[7]).toBe('<p>Odstavec 7</p>');
    expect(texts.map((text) => sanitizeHtml(text))).toEqual(first);
    expect(sanitizeHtml('<p onclick="x()">Odstavec 7</p>')).toBe('<p>Odstavec 7</p>');
  });

  it('renders nothing for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('loading the sanitiser in the browser', () => {
  /** The module as a fresh page has it, nothing loaded yet (with the test's one React). */
  async function freshModule(): Promise<SanitizeModule> {
    const react = await import('react');
    let loaded: SanitizeModule | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('react', () => react);
      loaded = await import('./sanitize');
    });
    return loaded!;
  }

  it('renders HTML the browser renders itself once the sanitiser has loaded, in the same element, never unsanitised', async () => {
    const fresh = await freshModule();
    const { act } = await import('react');
    const { createRoot } = await import('react-dom/client');
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(<fresh.SafeHtml className="prose" html={'<p>Nová stránka</p><img src=x onerror="alert(1)">'} />),
    );
    // Mounted at once (nothing around it waits or remounts), filled when the sanitiser is there.
    const element = host.querySelector('.prose');
    expect(element).not.toBeNull();
    expect(host.innerHTML).not.toContain('onerror');
    await act(async () => {
      await fresh.loadSanitizer();
    });
    expect(host.querySelector('.prose')).toBe(element);
    expect(host.textContent).toBe('Nová stránka');
    expect(host.querySelector('img')).toBeNull();
    expect(host.innerHTML).not.toContain('onerror');
    root.unmount();
  });

  it('hydrates server markup without loading the sanitiser, and sanitises a new string', async () => {
    const { act } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { default: factory } = await import('dompurify');
    const server = await freshModule();
    server.installSanitizer(factory, window);
    const { Suspense } = await import('react');
    const page = (Html: SanitizeModule['SafeHtml'], html: string) => (
      <Suspense fallback={null}>
        <Html html={html} />
      </Suspense>
    );
    const first = '<p>Ze serveru</p>';
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(server.SafeHtml, first));
    document.body.append(host);

    const browser = await freshModule();
    const root = await act(async () => hydrateRoot(host, page(browser.SafeHtml, first)));
    expect(host.textContent).toBe('Ze serveru');
    expect(browser.sanitizeHtml(first)).toBe(''); // still not loaded: hydration did not need it

    await act(async () => root.render(page(browser.SafeHtml, '<p>Jiný text</p><script>alert(1)</script>')));
    await act(async () => {
      await browser.loadSanitizer();
    });
    expect(host.textContent).toBe('Jiný text');
    expect(host.querySelector('script')).toBeNull();
    root.unmount();
    host.remove();
  });
});
