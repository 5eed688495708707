import type { RenderedPage } from 'shared/contracts';
import { escapeAttribute } from './files';
import { REMOTE_NAMES, type RemoteName } from './from-shared';
import { OWN_ORIGIN, type ModuleAssets } from './server-builds';

/** JSON inside a script element: `<` escaped, so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The head's tags of a rendered page: title, description, robots, canonical, Open Graph, hreflang. */
export function headTags(page: RenderedPage, path: string, origin: string): string {
  const { head } = page;
  const tags = [`<title>${escapeAttribute(head.title ?? 'Sídlo Partner')}</title>`];
  // Marked: the browser drops what React has not taken over once the visitor moves on.
  const mark = 'data-server-head';
  if (head.description) tags.push(`<meta name="description" content="${escapeAttribute(head.description)}" ${mark}>`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeAttribute(head.robots)}" ${mark}>`);
  // A page that names no canonical URL is its own, without the query.
  const canonical = head.canonical ?? origin + new URL(path, origin).pathname;
  tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}" ${mark}>`);
  for (const [property, content] of Object.entries(head.openGraph ?? {}))
    tags.push(`<meta property="${escapeAttribute(property)}" content="${escapeAttribute(content)}" ${mark}>`);
  for (const [hreflang, path] of Object.entries(head.alternates))
    tags.push(
      `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(origin + path)}" data-hreflang="true">`,
    );
  return tags.join('\n    ');
}

/**
 * Links for the remotes the page rendered: their styles (so the server's markup is styled from
 * the first paint) and preloads of their entries and scripts (fetched in parallel, not in a chain).
 * A stylesheet carries its path as the remote names it (`data-href`), so the remote's style loader
 * finds it already in the page and does not add it a second time.
 */
export async function remoteLinks(
  modules: string[],
  browserRemotes: Record<string, string>,
  assetsOf: (remote: RemoteName) => Promise<Map<string, ModuleAssets>>,
): Promise<{ styles: string[]; preloads: string[] }> {
  const links = new Set<string>();
  const styles = new Set<string>();
  for (const id of modules) {
    const [remote = '', module = ''] = id.split('/');
    const manifestUrl = browserRemotes[remote];
    if (!manifestUrl || !REMOTE_NAMES.includes(remote as RemoteName)) continue;
    const base = new URL(manifestUrl, OWN_ORIGIN + '/');
    // Only this site's own remotes: another origin's manifest is not read on the server.
    if (base.origin !== OWN_ORIGIN) continue;
    const href = (path: string) => new URL(path, base).pathname;
    // Low priority: the scripts hydrate the page, they do not paint it, so the styles and the
    // page's images go first.
    const preload = (path: string) =>
      links.add(`<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href(path))}">`);
    preload('remoteEntry.js');
    const assets = (await assetsOf(remote as RemoteName)).get(module);
    for (const css of assets?.css ?? [])
      styles.add(`<link rel="stylesheet" href="${escapeAttribute(href(css))}" data-href="${escapeAttribute(css)}">`);
    for (const js of assets?.js ?? []) preload(js);
  }
  return { styles: [...styles], preloads: [...links] };
}

/**
 * The page's HTML: the shell's built `index.html` (minified: attribute quotes may be left out) with
 * the page's language, the head's inline script first, its tags and the remotes' preloads, the
 * remotes' styles after the site's base styles (which they refine), the markup in `#root` and the
 * state the browser starts from after it.
 */
export function pageHtml(
  template: string,
  parts: {
    locale: string;
    headScript: string;
    head: string;
    preloads: string[];
    styles: string[];
    markup: string;
    state: unknown;
  },
): string {
  return template
    .replace(/<html lang="?[^"\s>]*"?/, `<html lang="${parts.locale}"`)
    .replace(/<head>/, () => `<head><script>${parts.headScript}</script>`)
    .replace(/<title>[^<]*<\/title>/, () => [parts.head, ...parts.preloads].join('\n    '))
    .replace('</head>', () => `${parts.styles.join('\n    ')}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      /<div id="?root"?><\/div>/,
      () =>
        `<div id="root">${parts.markup}</div><script type="application/json" id="ssr-state">${scriptJson(parts.state)}</script>`,
    );
}
