import DOMPurify from 'dompurify';
import { createElement, type HTMLAttributes } from 'react';

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'br',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title', 'colspan', 'rowspan'];

/**
 * Every HTML string from the API goes through here before it is rendered: a strict allow-list,
 * no scripts, no event handlers, no `javascript:` links; external links open safely.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof window === 'undefined') return '';
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

type SafeHtmlProps = { html: string | null | undefined; as?: 'div' | 'span' | 'p' | 'address' } & Omit<
  HTMLAttributes<HTMLElement>,
  'dangerouslySetInnerHTML' | 'children'
>;

/** Render API HTML, sanitised. */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
}
