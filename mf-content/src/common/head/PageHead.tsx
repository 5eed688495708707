import { currentScope, setResponseHead, useDocumentTitle, type Locale } from 'shared';

/** The site's origin as the visitor sees it: the request's on the server, the page's in the browser. */
export function useOrigin(): string {
  return currentScope()?.origin ?? window.location.origin;
}

type JsonLd = Record<string, unknown>;

/** JSON inside a script element: `<` escaped so no text can close the element. */
function scriptJson(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface PageHeadProps {
  locale: Locale;
  title: string;
  description?: string | null;
  /** The page's own path in its language (canonical, og:url). */
  path: string;
  /** Open Graph: an image path or URL, and the kind of page. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Structured data (schema.org), one script per object. */
  jsonLd?: JsonLd[];
}

/**
 * The head of a page: document title, meta description, canonical link, Open Graph and JSON-LD.
 * Rendered as React elements (React puts `meta` and `link` into the document head), so a server
 * render of the page includes them. The hreflang links (one per language and one x-default) are the
 * shell's alone, from the route and the alternates a detail publishes.
 */
export function PageHead(props: PageHeadProps) {
  const { locale, title, description, path, image, type = 'website', jsonLd = [] } = props;
  useDocumentTitle(title);
  const origin = useOrigin();
  const url = origin + path;
  const imageUrl = image ? (/^https?:/.test(image) ? image : origin + image) : null;
  const scripts = jsonLd.map((data, index) => (
    <script
      key={index}
      type="application/ld+json"
      // Data, not code: JSON with `<` escaped.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  ));
  if (currentScope()) {
    // On the server the head's tags go straight into the HTML's head; the structured data stays here.
    const openGraph: Record<string, string> = {
      'og:type': type,
      'og:title': title,
      'og:url': url,
      'og:locale': locale === 'cs' ? 'cs_CZ' : 'en_GB',
    };
    if (description) openGraph['og:description'] = description;
    if (imageUrl) openGraph['og:image'] = imageUrl;
    setResponseHead({ description, canonical: url, openGraph });
    return <>{scripts}</>;
  }
  return (
    <>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={locale === 'cs' ? 'cs_CZ' : 'en_GB'} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {scripts}
    </>
  );
}

/** A plain-text description from HTML or text: tags dropped, spaces collapsed, at most 160 characters. */
export function describeText(text: string | null | undefined): string | null {
  if (!text) return null;
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}
