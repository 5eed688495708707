import { useMemo } from 'react';
import {
  LOCALES,
  pathFor,
  type Locale,
  type PageLoaderArgs,
  type PageProps,
  useLocation,
  useNavigate,
  useTranslation,
} from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { usePublishAlternates } from '../../common/alternates';
import { IntroHead } from '../../common/catalog/CatalogPage';
import { Intro } from '../../common/catalog/Intro';
import { ListingSkeleton } from '../../common/catalog/states';
import { Tabs } from '../../common/catalog/Tabs';
import { ContentError } from '../../common/PageState';
import { ContentNotFound } from '../../common/states';
import { fetchPriceList, isOfficeSection, type PriceSection } from './api';
import { PriceTable } from './PriceTable';
import './translations';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

const OFFICES_TAB = 'offices';

/** The shown section's address in each language: its translation's, else the other price list. */
function sectionPaths(locale: Locale, pathname: string, section: PriceSection, slugInUrl: boolean) {
  const paths: Partial<Record<Locale, string>> = {};
  for (const other of LOCALES) {
    if (other === locale) paths[other] = pathname;
    else
      paths[other] = pathFor(
        'priceList',
        other,
        slugInUrl && section.alternate ? { slug: section.alternate.slug } : {},
      );
  }
  return paths;
}

export const loader = ({ locale, signal }: PageLoaderArgs) => fetchPriceList(locale, signal);

/** A section's address (its slug) picks from the price list loaded. */
export const shouldRevalidate = reloadOn({});

/**
 * The price list: one section at a time as tabs (links to each section's address), the active
 * section's slug in the URL; virtual offices by city.
 */
export default function PriceListPage({ locale, params }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const navigate = useNavigate();
  const location = useLocation();
  const focusTab = (location.state as { tabFocus?: string } | null)?.tabFocus;
  const { state, retry } = usePageData<typeof loader>();
  const sections = state.status === 'ready' ? state.data.sections : [];
  const active = params.slug ? sections.find((s) => s.slug === params.slug) : sections[0];
  const slugInUrl = Boolean(params.slug);
  const paths = useMemo(
    () => (active ? sectionPaths(locale, location.pathname, active, slugInUrl) : null),
    [locale, location.pathname, active, slugInUrl],
  );
  usePublishAlternates(paths);

  if (state.status === 'loading') return <ListingSkeleton locale={locale} rows={1} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={retry} what="catalog" />;
  if (state.status === 'notFound' || !active) return <ContentNotFound locale={locale} />;

  // Each section is a page of its own (`/cenik/{slug}`): its tab links there, so every section is
  // there without scripts; with them a tab navigates in the page.
  const sectionPath = (slug: string) => pathFor('priceList', locale, { slug });
  const go = (slug: string, from: 'top' | 'city') => void navigate(sectionPath(slug), { state: { tabFocus: from } });
  const offices = sections.filter(isOfficeSection);
  const topSlug = (id: string) => (id === OFFICES_TAB ? offices[0]!.slug : id);
  const topTabs: { id: string; label: string }[] = [];
  for (const section of sections) {
    if (!isOfficeSection(section)) topTabs.push({ id: section.slug, label: section.title });
    else if (section === offices[0]) topTabs.push({ id: OFFICES_TAB, label: t('prices.offices') });
  }
  const inOffices = isOfficeSection(active);
  return (
    <div className="container content-page catalog">
      <IntroHead
        intro={state.data.intro}
        path={location.pathname}
        // Each section has its own address, so its title names the section too.
        title={params.slug ? `${state.data.intro.title} – ${active.title}` : undefined}
      />
      <Intro intro={state.data.intro} />
      <Tabs
        label={t('prices.sections')}
        idPrefix="prices"
        tabs={topTabs}
        active={inOffices ? OFFICES_TAB : active.slug}
        onSelect={(id) => go(topSlug(id), 'top')}
        hrefOf={(id) => sectionPath(topSlug(id))}
        focusOnMount={focusTab === 'top'}
      >
        <h2>{active.title}</h2>
        {inOffices ? (
          <Tabs
            label={t('prices.cities')}
            idPrefix="prices-city"
            tabs={offices.map((s) => ({ id: s.slug, label: s.title.replace(/^.*[–-]\s*/, '') }))}
            active={active.slug}
            onSelect={(id) => go(id, 'city')}
            hrefOf={sectionPath}
            focusOnMount={focusTab === 'city'}
          >
            <PriceTable section={active} />
          </Tabs>
        ) : (
          <PriceTable section={active} />
        )}
        <p className="catalog-card__meta">{t('prices.note')}</p>
      </Tabs>
    </div>
  );
}
