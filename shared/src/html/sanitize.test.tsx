import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './sanitize';

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

  it('renders nothing for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
