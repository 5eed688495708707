import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeAttribute, findFile } from './files';

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
export function styleElement(css: string, dataHref: string): string {
  return `<style data-href="${escapeAttribute(dataHref)}">${css}</style>`;
}

/** The `<link>` of a stylesheet the server could not read (the browser fetches it). */
export function stylesheetLink({ href, dataHref }: PageStyle): string {
  return `<link rel="stylesheet" href="${escapeAttribute(href)}" data-href="${escapeAttribute(dataHref)}">`;
}

/** How long a stylesheet read is used before its file is looked at again (a redeploy shows by then). */
const RECHECK_MS = 1000;

/**
 * The stylesheets of a page, written into its head: each one's text read from the build (again when
 * its file changes, which is looked at once a second at most) and made ready to stand inline, once
 * per file.
 */
export class InlineStyles {
  private readonly files = new Map<string, { stamp: string; css: string }>();
  private readonly recent = new Map<string, { css: string | null; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The elements for the page's head, in order: a `<style>` for each stylesheet read, a `<link>` for any other. */
  async elements(styles: PageStyle[]): Promise<string[]> {
    return Promise.all(
      styles.map(async (style) => {
        const css = await this.read(style);
        return css === null ? stylesheetLink(style) : styleElement(css, style.dataHref);
      }),
    );
  }

  private async read(style: PageStyle): Promise<string | null> {
    const key = `${style.href}\n${style.file?.root ?? ''}\n${style.file?.path ?? ''}`;
    const recent = this.recent.get(key);
    if (recent && this.now() - recent.at < RECHECK_MS) return recent.css;
    const css = await this.readFile(style);
    this.recent.delete(key);
    this.recent.set(key, { css, at: this.now() });
    while (this.recent.size > MAX_FILES) this.recent.delete(this.recent.keys().next().value!);
    return css;
  }

  private async readFile({ file: place, href }: PageStyle): Promise<string | null> {
    const relative = place && (await findFile(place.root, place.path));
    if (!place || !relative) return null;
    const file = join(place.root, relative);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const stamp = `${info.mtimeMs}:${info.size}:${href}`;
    const known = this.files.get(file);
    if (known?.stamp === stamp) return known.css;
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return null;
    const css = inlineCss(text, href);
    this.files.delete(file);
    this.files.set(file, { stamp, css });
    while (this.files.size > MAX_FILES) this.files.delete(this.files.keys().next().value!);
    return css;
  }
}
