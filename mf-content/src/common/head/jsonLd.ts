import { BRAND, type Locale } from 'shared';
import type { TrailStep } from './trail';

type JsonLd = Record<string, unknown>;

/** BreadcrumbList: the trail from home to the page, each step with its absolute URL. */
export function breadcrumbJsonLd(origin: string, trail: TrailStep[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: origin + step.path,
    })),
  };
}

/** Article (a blog post). Dates are ISO dates. */
export function articleJsonLd(
  origin: string,
  article: {
    title: string;
    description: string | null;
    path: string;
    published: string | null;
    locale: Locale;
    image?: string | null;
  },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    ...(article.description ? { description: article.description } : {}),
    ...(article.published ? { datePublished: article.published } : {}),
    ...(article.image ? { image: origin + article.image } : {}),
    inLanguage: article.locale,
    mainEntityOfPage: origin + article.path,
    author: { '@type': 'Organization', name: BRAND.name },
    publisher: { '@type': 'Organization', name: BRAND.name },
  };
}

/** DefinedTerm: a term of the dictionary or the glossary. */
export function definedTermJsonLd(
  origin: string,
  term: { name: string; description: string | null; path: string; setName: string; setPath: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: term.name,
    ...(term.description ? { description: term.description } : {}),
    url: origin + term.path,
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: term.setName, url: origin + term.setPath },
  };
}

/** Organization with both branches' addresses and phones (for the home and contact pages). */
export function organizationJsonLd(origin: string): JsonLd {
  const branch = (office: { title: { cs: string }; street: string; city: string; phone: string }) => {
    const match = /^(\d{3} \d{2})\s+(.*)$/.exec(office.city);
    return {
      '@type': 'Place',
      name: `${BRAND.name} ${office.title.cs}`,
      telephone: office.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: office.street,
        postalCode: match?.[1] ?? '',
        addressLocality: match?.[2] ?? office.city,
        addressCountry: 'CZ',
      },
    };
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    url: origin + '/',
    email: BRAND.email,
    telephone: BRAND.offices.prague.phone,
    sameAs: BRAND.social.map((s) => s.url),
    location: [branch(BRAND.offices.prague), branch(BRAND.offices.brno)],
  };
}

/** FAQPage from question/answer pairs (answers as plain text or HTML). */
export function faqJsonLd(pairs: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: pairs.map((pair) => ({
      '@type': 'Question',
      name: pair.question,
      acceptedAnswer: { '@type': 'Answer', text: pair.answer },
    })),
  };
}
