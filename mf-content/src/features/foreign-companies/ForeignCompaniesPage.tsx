import { useState } from 'react';
import { useLocation, useResource, type PageProps, useTranslation } from 'shared';
import { IntroHead } from '../../common/catalog/CatalogPage';
import { Intro } from '../../common/catalog/Intro';
import { ListingError, ListingSkeleton } from '../../common/catalog/states';
import { Tabs } from '../../common/catalog/Tabs';
import { ContentNotFound } from '../../common/states';
import { fetchJurisdictions, REGIONS, type Region } from './api';
import { JurisdictionCard } from './JurisdictionCard';
import './translations';

/** Foreign companies: the page's copy, then the EU, non-EU and offshore tabs with their jurisdictions. */
export default function ForeignCompaniesPage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const [region, setRegion] = useState<Region>('eu');
  const { state, retry } = useResource(`foreign:${locale}`, (signal) => fetchJurisdictions(locale, signal));
  const { pathname } = useLocation();
  if (state.status === 'loading') return <ListingSkeleton locale={locale} rows={3} />;
  if (state.status === 'error') return <ListingError locale={locale} onRetry={retry} />;
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
        onSelect={(id) => setRegion(id as Region)}
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
