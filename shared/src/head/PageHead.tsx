import { useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation } from '../router';
import { alternatePaths, homePath, localeOfPath } from '../routes/match';
import { LOCALES, type Locale } from '../constants';
import { currentScope } from '../ssr/scope';
import { useAlternates } from '../stores/alternates';
import { scriptJson } from '../contracts/scriptJson';

/** The site's origin as the visitor sees it: the request's on the server, the page's in the browser. */
export function useOrigin(): string {
  return currentScope()?.origin ?? window.location.origin;
}

/**
 * hreflang → path of a page: each locale's version (a content item's own alternates win over the
 * route table's mapping) and x-default, the Czech version or the Czech home.
 */
export function hreflangPaths(
  pathname: string,
  alternates: { forPath: string | null; paths: Partial<Record<Locale, string>> },
): Record<string, string> {
  const mapped = alternatePaths(pathname);
  const paths = alternates.forPath === pathname ? { ...mapped, ...alternates.paths } : mapped;
  const links: Record<string, string> = {};
  for (const locale of LOCALES) {
    const path = paths[locale];
    if (path) links[locale] = path;
  }
  links['x-default'] = paths.cs ?? homePath('cs');
  return links;
}

type JsonLd = Record<string, unknown>;

export interface PageHeadProps {
  /** The page's own title; the document's is "Title | Sídlo Partner". */
  title: string;
  description?: string | null;
  /** The page's own path in its language (canonical, og:url); the current path when not given. */
  path?: string;
  /** Open Graph: an image path or URL, and the kind of page. */
  image?: string | null;
  type?: 'website' | 'article';
  /** The robots meta tag (`noindex, nofollow`): a page search engines must not keep. */
  robots?: string;
  /** Structured data (schema.org), one script per object. */
  jsonLd?: JsonLd[];
}

/**
 * The head of a page — document title, description, robots, canonical link, hreflang links (both
 * languages and x-default, from the route and the alternates a detail publishes), Open Graph — as
 * React elements, the one way a page names its head: React puts them into the document's head in
 * the browser, and on the server writes them before the page's markup, from where the server moves
 * them into the HTML's head. Every page renders one. The structured data stays in the page.
 */
export function PageHead(props: PageHeadProps) {
  const { title, description, image, type = 'website', robots, jsonLd = [] } = props;
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const forPath = useAlternates((state) => state.forPath);
  const published = useAlternates((state) => state.paths);
  const alternates = useMemo(
    () => hreflangPaths(pathname, { forPath, paths: published }),
    [pathname, forPath, published],
  );
  const origin = useOrigin();
  const locale = localeOfPath(pathname);
  const site = t('siteName');
  const url = origin + (props.path ?? pathname);
  const imageUrl = image ? (/^https?:/.test(image) ? image : origin + image) : null;
  return (
    <>
      <title>{title === site ? site : `${title} | ${site}`}</title>
      {description && <meta name="description" content={description} />}
      {robots && <meta name="robots" content={robots} />}
      <link rel="canonical" href={url} />
      {Object.entries(alternates).map(([hreflang, path]) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={origin + path} />
      ))}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={locale === 'cs' ? 'cs_CZ' : 'en_GB'} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Data, not code: JSON with `<` escaped.
          dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
        />
      ))}
    </>
  );
}
