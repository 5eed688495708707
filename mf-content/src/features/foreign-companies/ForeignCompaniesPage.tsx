import { useState } from 'react';
import {
  pathFor,
  useLocation,
  useSearchParams,
  type Locale,
  type PageLoaderArgs,
  type PageProps,
  useTranslation,
} from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { IntroHead } from '../../common/catalog/CatalogPage';
import { Intro } from '../../common/catalog/Intro';
import { ListingSkeleton } from '../../common/catalog/states';
import { Tabs } from '../../common/catalog/Tabs';
import { ContentError } from '../../common/PageState';
import { ContentNotFound } from '../../common/states';
import { fetchJurisdictions, REGIONS, type Region } from './api';
import { JurisdictionCard } from './JurisdictionCard';
import './translations';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

/** The query parameter naming the region shown; the first region (EU) is the page without it. */
const REGION_PARAM = 'region';

function regionOf(value: string | null): Region {
  return (REGIONS as readonly string[]).includes(value ?? '') ? (value as Region) : REGIONS[0];
}

/** The address of a region's tab: the page itself for the first, `?region=…` for the others. */
function regionPath(locale: Locale, region: Region): string {
  const path = pathFor('foreignCompanies', locale);
  return region === REGIONS[0] ? path : `${path}?${REGION_PARAM}=${region}`;
}

/**
 * Foreign companies: the page's copy, then the EU, non-EU and offshore tabs with their
 * jurisdictions. Each tab is a link to the page with its region (`?region=non-eu`), which the
 * server renders with that tab's list, so every list is there without scripts; with them a tab
 * switches in place.
 */
export const loader = ({ locale, signal }: PageLoaderArgs) => fetchJurisdictions(locale, signal);

/** The region's tab (`?region=`) picks from the jurisdictions loaded. */
export const shouldRevalidate = reloadOn({});

export default function ForeignCompaniesPage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const [params] = useSearchParams();
  const fromAddress = regionOf(params.get(REGION_PARAM));
  const { pathname, key } = useLocation();
  // The tab chosen in place, on the visit it was chosen in (following a link again shows its tab).
  const [chosen, setChosen] = useState<{ on: string; region: Region } | null>(null);
  const region = chosen && chosen.on === key ? chosen.region : fromAddress;
  const { state, retry } = usePageData<typeof loader>();
  if (state.status === 'loading') return <ListingSkeleton locale={locale} rows={3} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={retry} what="catalog" />;
  if (state.status === 'notFound') return <ContentNotFound locale={locale} />;
  const items = state.data.items.filter((item) => item.region === region);
  return (
    <div className="container content-page catalog">
      <IntroHead intro={state.data.intro} path={pathname} />
      <Intro intro={state.data.intro} />
      <Tabs
        label={t('foreign.tabs')}
        idPrefix="foreign"
        tabs={REGIONS.map((id) => ({ id, label: t(`foreign.region.${id}`) }))}
        active={region}
        onSelect={(id) => setChosen({ on: key, region: regionOf(id) })}
        hrefOf={(id) => regionPath(locale, regionOf(id))}
      >
        {items.length === 0 ? (
          <p>{t('foreign.empty')}</p>
        ) : (
          <ul className="catalog-list">
            {items.map((item) => (
              <JurisdictionCard key={item.id} item={item} locale={locale} />
            ))}
          </ul>
        )}
      </Tabs>
    </div>
  );
}
