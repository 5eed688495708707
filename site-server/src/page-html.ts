import { scriptJson } from 'shared/contracts';
import { escapeHtml } from 'api';
import { REMOTE_NAMES, type RemoteName } from './from-shared';
import type { ModuleAssets } from './built-assets';
import { OWN_ORIGIN } from './server-builds';

/** The assets of the remotes a page rendered: their stylesheets and the scripts that hydrate them. */
export interface RemoteAssets {
  /**
   * Each remote's stylesheet: its URL path, and its path as the remote names it, by which the
   * remote's style loader finds it already in the page.
   */
  styles: { href: string; dataHref: string }[];
  /** URL paths of the remotes' entries and of the chunks of the modules the page rendered. */
  scripts: string[];
  /**
   * URL paths of the chunks of the chunk groups those modules loaded as they rendered (a page
   * kind's): fetched, not run, so that the browser has them when the page asks for them while it
   * hydrates.
   */
  chunkGroups: string[];
}

/**
 * What the remotes the page rendered need in the browser: their styles (so the server's markup is
 * styled from the first paint) and their entries and scripts (fetched in parallel once the page has
 * painted, not in a chain). Only this site's own remotes: another origin's manifest is not read on
 * the server.
 */
export async function remoteAssets(
  modules: string[],
  browserRemotes: Record<string, string>,
  assetsOf: (remote: RemoteName) => Promise<Map<string, ModuleAssets>>,
): Promise<RemoteAssets> {
  const scripts = new Set<string>();
  const groups = new Set<string>();
  const styles = new Map<string, RemoteAssets['styles'][number]>();
  for (const id of modules) {
    // `remote/Module`, or `remote/Module#group`: a chunk group the module loaded as it rendered.
    const [remote = '', rest = ''] = id.split('/');
    const [module = '', group] = rest.split('#');
    const manifestUrl = browserRemotes[remote];
    if (!manifestUrl || !REMOTE_NAMES.includes(remote as RemoteName)) continue;
    const base = new URL(manifestUrl, OWN_ORIGIN + '/');
    if (base.origin !== OWN_ORIGIN) continue;
    const href = (path: string) => new URL(path, base).pathname;
    scripts.add(href('remoteEntry.js'));
    const built = await assetsOf(remote as RemoteName);
    const assets = built.get(module);
    for (const css of assets?.css ?? []) styles.set(href(css), { href: href(css), dataHref: css });
    for (const js of assets?.js ?? []) scripts.add(href(js));
    if (group) for (const js of built.get(`#${group}`)?.js ?? []) groups.add(href(js));
  }
  return {
    styles: [...styles.values()],
    scripts: [...scripts],
    chunkGroups: [...groups].filter((js) => !scripts.has(js)),
  };
}

/** The head's inline script, its element naming the page's scripts (URLs separated by spaces). */
function headScriptElement(script: string, { run, preload, fetch = [] }: PageScripts): string {
  const urls = (list: string[]) => escapeHtml(list.join(' '));
  const fetched = fetch.length ? ` data-fetch="${urls(fetch)}"` : '';
  return `<script data-run="${urls(run)}" data-preload="${urls(preload)}"${fetched}>${script}</script>`;
}

/** What the head script requests once the page has painted: run in order, run as they arrive, only fetched. */
interface PageScripts {
  run: string[];
  preload: string[];
  fetch?: string[];
}

const TEMPLATE_SCRIPT = /<script\b[^>]*\bsrc=("?)([^"\s>]+)\1[^>]*><\/script>/g;
const TEMPLATE_STYLESHEET = /<link\b(?=[^>]*\brel=("?)stylesheet\1[\s>])[^>]*>/g;
const TEMPLATE_PRELOAD = /<link\b(?=[^>]*\brel=("?)preload\1[\s>])(?=[^>]*\bas=("?)script\2[\s>])[^>]*>/g;
const hrefOf = (tag: string) => /\bhref=("?)([^"\s>]+)\1/.exec(tag)?.[2] ?? '';

/**
 * The scripts, stylesheets and script preloads the shell's built `index.html` links (minified:
 * attribute quotes may be left out): the URL of each, in order. A rendered page does not link them
 * itself: its head script requests the scripts and the preloads after the first paint, and the
 * stylesheets go inline.
 */
export function templateAssets(template: string): { scripts: string[]; stylesheets: string[]; preloads: string[] } {
  return {
    scripts: [...template.matchAll(TEMPLATE_SCRIPT)].map((match) => match[2] ?? ''),
    stylesheets: [...template.matchAll(TEMPLATE_STYLESHEET)].map((match) => hrefOf(match[0])),
    preloads: [...template.matchAll(TEMPLATE_PRELOAD)].map((match) => hrefOf(match[0])),
  };
}

/**
 * The page's HTML: the shell's built `index.html` (minified: attribute quotes may be left out) with
 * the page's language, the head's inline script first (its element names the page's scripts, which
 * it requests once the page has painted), the page's styles (the site's base styles first, then
 * the remotes', which refine them) in place of the template's stylesheets and scripts, then the
 * head elements the page rendered (the template's title gives way to theirs; it stays for a page
 * that failed to render its own; they come after the styles: among them are the preloads of the
 * page's images, which would otherwise share the first bytes of the connection with the HTML), the
 * markup in `#root` (after the badge of a preview, outside it) and the state the browser starts
 * from after it.
 */
export function pageHtml(
  template: string,
  page: {
    locale: string;
    headScript: string;
    scripts: PageScripts;
    /** The head elements the page rendered (title, meta, link). */
    head: string;
    styles: string[];
    markup: string;
    /** Markup before `#root`, which the browser does not hydrate (the preview badge), or null. */
    badge?: string | null;
    state: unknown;
  },
): string {
  return template
    .replace(TEMPLATE_SCRIPT, '')
    .replace(TEMPLATE_STYLESHEET, '')
    .replace(TEMPLATE_PRELOAD, '')
    .replace(/<html lang="?[^"\s>]*"?/, `<html lang="${page.locale}"`)
    .replace(/<head>/, () => `<head>${headScriptElement(page.headScript, page.scripts)}`)
    .replace(/<title>[^<]*<\/title>/, (title) => (page.head.includes('<title>') ? '' : title))
    .replace('</head>', () => `${page.styles.join('\n    ')}${page.head}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      /<div id="?root"?><\/div>/,
      () =>
        `${page.badge ?? ''}<div id="root">${page.markup}</div><script type="application/json" id="ssr-state">${scriptJson(page.state)}</script>`,
    );
}
