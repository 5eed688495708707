// Readers of what a page put into the document's head, for the pages' tests.

/** What the page put into the document's head. */
export function headOf() {
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: meta('meta[property="og:image"]'),
  };
}

/** The page's structured data, parsed. */
export function jsonLdOf(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** The steps of the page's BreadcrumbList as [name, absolute URL]. */
export function breadcrumbOf(): [string, string][] {
  const list = jsonLdOf().find((data) => data['@type'] === 'BreadcrumbList');
  expect(list).toMatchObject({ '@context': 'https://schema.org' });
  const items = (list?.itemListElement ?? []) as { position: number; name: string; item: string }[];
  expect(items.map((step) => step.position)).toEqual(items.map((_, index) => index + 1));
  return items.map((step) => [step.name, step.item]);
}
