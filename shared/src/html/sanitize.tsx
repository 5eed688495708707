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

type Purifier = ReturnType<typeof DOMPurify>;
type PurifierWindow = Parameters<typeof DOMPurify>[0];

let serverWindow: PurifierWindow | null = null;
let purifier: Purifier | null = null;

/** On the server there is no `window`: the renderer hands the sanitiser a DOM of its own. */
export function setSanitizerWindow(window: PurifierWindow): void {
  serverWindow = window;
  purifier = null;
}

function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  const host = serverWindow ?? (typeof window === 'undefined' ? null : window);
  if (!host) return null;
  purifier = DOMPurify(host);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Every HTML string from the API goes through here before it is rendered: a strict allow-list,
 * no scripts, no event handlers, no `javascript:` links; external links open safely. The server
 * and the browser sanitise alike, so the browser hydrates the very markup the server sent.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const active = getPurifier();
  if (!active) return '';
  return active.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

type SafeHtmlProps = { html: string | null | undefined; as?: 'div' | 'span' | 'p' | 'address' } & Omit<
  HTMLAttributes<HTMLElement>,
  'dangerouslySetInnerHTML' | 'children'
>;

/** Render API HTML, sanitised. */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
}
