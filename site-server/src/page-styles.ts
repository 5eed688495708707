import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from 'api';
import type { BuildWatcher } from './build-watcher';
import { findFile } from './files';
import { LruMap } from 'shared/cache';

/**
 * A stylesheet a page needs: the URL path the browser would fetch it at, the name its remote's style
 * loader looks for (`data-href`), and where that URL's file is (a build folder and the path in it;
 * null when it is not this site's).
 */
export interface PageStyle {
  href: string;
  dataHref: string;
  file: { root: string; path: string } | null;
}

/** More stylesheets than any set of builds has: older versions are forgotten first. */
const MAX_FILES = 64;

/** A URL that does not depend on the address of the file it is in. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * A stylesheet's text for a `<style>` element of a page: its relative URLs (written relative to the
 * stylesheet's own address, `href`) made absolute paths, and no `</style` that would end the element
 * (in a CSS string `<\/` is the same text).
 */
export function inlineCss(css: string, href: string): string {
  return css
    .replace(/url\(\s*(["']?)([^"')]*)\1\s*\)/g, (whole, quote: string, url: string) => {
      if (url === '' || ABSOLUTE.test(url)) return whole;
      const resolved = new URL(url, `http://site.invalid${href}`);
      return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
    })
    .replace(/<\/(style)/gi, '<\\/$1');
}

/** The `<style>` element of a stylesheet's text, named as its remote's style loader looks for it. */
function styleElement(css: string, dataHref: string): string {
  return `<style data-href="${escapeHtml(dataHref)}">${css}</style>`;
}

/** The `<link>` of a stylesheet the server could not read (the browser fetches it). */
function stylesheetLink({ href, dataHref }: PageStyle): string {
  return `<link rel="stylesheet" href="${escapeHtml(href)}" data-href="${escapeHtml(dataHref)}">`;
}

/**
 * The stylesheets of a page, written into its head: each one's text read from the build once (again
 * when the build watcher sees the builds change) and made ready to stand inline.
 */
export class InlineStyles {
  private readonly read = new LruMap<string, string | null>(MAX_FILES);

  constructor(private readonly watcher: BuildWatcher) {
    watcher.onChange('files', () => this.read.clear());
  }

  /** The elements for the page's head, in order: a `<style>` for each stylesheet read, a `<link>` for any other. */
  async elements(styles: PageStyle[]): Promise<string[]> {
    return Promise.all(
      styles.map(async (style) => {
        const css = await this.text(style);
        return css === null ? stylesheetLink(style) : styleElement(css, style.dataHref);
      }),
    );
  }

  private async text(style: PageStyle): Promise<string | null> {
    const key = `${style.href}\n${style.file?.root ?? ''}\n${style.file?.path ?? ''}`;
    const read = this.read.get(key);
    if (read !== undefined) return read;
    const changes = this.watcher.changes;
    if (style.file) this.watcher.track(join(style.file.root, style.file.path));
    const css = await readStylesheet(style);
    if (changes === this.watcher.changes) this.read.set(key, css);
    return css;
  }
}

/** A stylesheet's text from its build, ready to stand inline; null when it cannot be read. */
async function readStylesheet({ file: place, href }: PageStyle): Promise<string | null> {
  const relative = place && (await findFile(place.root, place.path));
  if (!place || !relative) return null;
  const text = await readFile(join(place.root, relative), 'utf8').catch(() => null);
  return text === null ? null : inlineCss(text, href);
}
