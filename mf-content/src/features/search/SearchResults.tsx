import { pathFor, type ContentType, type Locale, type RouteId, Link, useTranslation } from 'shared';
import { hitPath, type SearchHit } from './api';
import { highlight } from './highlight';

/** The order of the groups: what visitors look for most first. */
const GROUP_ORDER: readonly ContentType[] = [
  'page',
  'virtual-office',
  'meeting-room',
  'readymade-company',
  'foreign-company',
  'pricelist-section',
  'blog-post',
  'dictionary-term',
  'glossary-term',
  'info-page',
];

/** The most visited sections, suggested when nothing was found. */
const SUGGESTIONS: readonly RouteId[] = [
  'virtualOffices',
  'establishment',
  'readyMade',
  'liquidation',
  'blog',
  'contact',
];

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}

function groupHits(hits: readonly SearchHit[]): { type: ContentType; hits: SearchHit[] }[] {
  const groups = new Map<ContentType, SearchHit[]>();
  for (const hit of hits) groups.set(hit.type, [...(groups.get(hit.type) ?? []), hit]);
  const rank = (type: ContentType) => (GROUP_ORDER.includes(type) ? GROUP_ORDER.indexOf(type) : GROUP_ORDER.length);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([type, list]) => ({ type, hits: list }));
}

/** Results grouped by kind, the query's words marked in titles and excerpts (as text). */
export function SearchResults({ hits, query, locale }: { hits: SearchHit[]; query: string; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  return (
    <>
      <p className="content-search__note" role="status">
        {t('search.count', { count: hits.length })}
      </p>
      {groupHits(hits).map((group) => (
        <section key={group.type} className="content-search__group" aria-labelledby={`search-group-${group.type}`}>
          <h2 id={`search-group-${group.type}`} className="content-search__group-title">
            {t(`search.groups.${group.type}`)}{' '}
            <span className="content-search__group-count">({group.hits.length})</span>
          </h2>
          <ul className="content-search__results">
            {group.hits.map((hit) => (
              <li key={`${hit.type}-${hit.id}`} className="content-search__hit">
                <h3 className="content-search__hit-title">
                  <Link to={hitPath(hit, locale)}>{hit.title}</Link>
                </h3>
                {hit.excerpt && (
                  <p className="content-search__excerpt">
                    <Highlighted text={hit.excerpt} query={query} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Nothing found: say so and offer the most visited sections. */
export function NothingFound({ query, locale }: { query: string; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  return (
    <div className="content-search__empty">
      <p className="content-search__nothing" role="status">
        <strong>{t('search.nothing')}</strong> {t('search.empty', { q: query })}
      </p>
      <h2 className="content-search__group-title">{t('search.suggestions')}</h2>
      <ul className="content-search__suggestions">
        {SUGGESTIONS.map((route) => (
          <li key={route}>
            <Link to={pathFor(route, locale)}>{t(`search.sections.${route}`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
