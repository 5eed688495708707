import type DOMPurify from 'dompurify';
import { createElement, useEffect, useReducer, useRef, type HTMLAttributes } from 'react';
import { useHydrating } from '../ssr/useHydrating';

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

type Factory = typeof DOMPurify;
type Purifier = ReturnType<Factory>;
type PurifierWindow = Parameters<Factory>[0];

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

/**
 * The sanitised form of the strings sanitised last (the same string always comes out the same):
 * the server renders the same few texts of the API on page after page.
 */
const sanitised = new Map<string, string>();
const REMEMBERED = 200;

function configure(factory: Factory, window: PurifierWindow): Purifier {
  const instance = factory(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

/** On the server there is no `window`: the renderer hands over the sanitiser and a DOM of its own. */
export function installSanitizer(factory: Factory, window: PurifierWindow): void {
  sanitised.clear();
  purifier = configure(factory, window);
  loading = Promise.resolve(purifier);
}

/**
 * The browser loads the sanitiser with the first HTML it has to render itself, not with the page:
 * markup the server rendered is already sanitised, and hydration keeps it as it is.
 */
export function loadSanitizer(): Promise<Purifier> {
  loading ??= import('dompurify').then(
    ({ default: factory }) => (purifier = configure(factory, window)),
    (error: unknown) => {
      // Offline, say: the next HTML to render tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Every HTML string from the API goes through here before it is rendered: a strict allow-list,
 * no scripts, no event handlers, no `javascript:` links; external links open safely. Before the
 * sanitiser is loaded (`loadSanitizer`), nothing passes.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || !purifier) return '';
  // A plain Map bounded by hand, not `LruMap`: this runs in every page's browser bundle, whose
  // JavaScript budget a class of its own would overrun; the oldest entry goes first.
  let safe = sanitised.get(html);
  if (safe === undefined) {
    safe = purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
    if (sanitised.size >= REMEMBERED) sanitised.delete(sanitised.keys().next().value!);
    sanitised.set(html, safe);
  }
  return safe;
}

type SafeHtmlProps = { html: string | null | undefined; as?: 'div' | 'span' | 'p' | 'address' } & Omit<
  HTMLAttributes<HTMLElement>,
  'dangerouslySetInnerHTML' | 'children'
>;

/** The attribute every element holding the API's HTML carries (`[data-api-html]` selects them). */
export const API_HTML = 'data-api-html';

/**
 * Render API HTML, sanitised. The server sanitises as it renders; the browser hydrating that markup
 * leaves it in place (React does not rewrite an element's inner HTML when it hydrates it) until the
 * string changes. HTML the browser renders itself is written once the sanitiser has loaded (a
 * moment, once per page); the element stays mounted meanwhile, so focus and the page around it
 * stay where they are.
 */
export function SafeHtml({ html, as = 'div', ...rest }: SafeHtmlProps) {
  // True while the server renders and while the browser hydrates server markup; false otherwise.
  const hydrating = useHydrating();
  const hydratedHtml = useRef(hydrating ? html : undefined);
  const [, sanitiserArrived] = useReducer(() => true, false);
  const waiting = !purifier && !!html && html !== hydratedHtml.current;
  useEffect(() => {
    // A failed load leaves the element empty (never unsanitised) until the next change tries again.
    if (waiting) loadSanitizer().then(sanitiserArrived, () => undefined);
  }, [waiting]);
  return createElement(as, {
    ...rest,
    // Marks the API's HTML: its links are plain anchors no component handles (see API_HTML).
    [API_HTML]: '',
    dangerouslySetInnerHTML: { __html: sanitizeHtml(html) },
    suppressHydrationWarning: true,
  });
}
