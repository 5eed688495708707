import { useEffect } from 'react';
import { pathFor, SafeHtml, type PageLoaderArgs, type PageProps, useTranslation } from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { recordLastViewed } from 'shared/last-viewed';
import { idParam } from '../../common/api';
import { EnquiryLink } from '../../common/enquiry/EnquiryLink';
import { DetailTop } from '../../common/catalog/DetailTop';
import { DetailPhoto } from '../../common/catalog/DetailPhoto';
import { useCanonicalDetail } from '../../common/canonicalDetail';
import { ListingSkeleton } from '../../common/catalog/states';
import { describeText } from '../../common/head/describeText';
import { ContentError } from '../../common/PageState';
import { ContentNotFound } from '../../common/states';
import { fetchOffice } from './api';
import { OfficeServices } from './OfficeServices';
import { OfficeTariffs } from './OfficeTariffs';
import './translations';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export const loader = ({ locale, params, signal }: PageLoaderArgs) => fetchOffice(idParam(params.id), locale, signal);

/** An office is found by its id: another slug is the same office. */
export const shouldRevalidate = reloadOn({ params: ['id'] });

/** A virtual office: image, city, what is included, prices, other services, map, cart and enquiry. */
export default function VirtualOfficePage({ locale, params }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const { state, retry } = usePageData<typeof loader>();
  const data = state.status === 'ready' ? state.data : null;
  const office = data?.office ?? null;
  useCanonicalDetail('virtualOffice', 'virtualOffices', locale, params.slug, office);

  useEffect(() => {
    if (!office || office.productId === null || office.priceFrom === null) return;
    recordLastViewed(locale, {
      id: office.productId,
      name: office.title,
      url: pathFor('virtualOffice', locale, { id: String(office.id), slug: office.slug }),
      image: office.imageUrl,
      price: office.priceFrom,
      original_price: null,
      is_price_sale_active: false,
      tax_rate: 21,
    });
  }, [office, locale]);

  if (state.status === 'loading') return <ListingSkeleton locale={locale} rows={2} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={retry} what="catalog" />;
  if (state.status === 'notFound' || !office || !data) return <ContentNotFound locale={locale} />;

  // The enquiry form in the modal; before or without scripts, the same form on the contact page.
  const enquiry = {
    type: 'virtual-place',
    itemId: office.id,
    itemName: office.title,
    title: t('offices.enquiryTitle'),
    // The office's extra services, for the visitor to tick in the form.
    otherServices: data.services.map((service) => service.name),
  };
  return (
    <article className="container content-page catalog">
      <DetailTop
        locale={locale}
        route="virtualOffice"
        listing="virtualOffices"
        listName={t('offices.listName')}
        item={office}
        description={describeText(office.perex ?? office.included)}
        image={office.imageUrl}
        perex={
          <>
            {office.city ? t(`offices.city.${office.city}`) : null}
            {office.address ? ` · ${office.address}` : ''}
          </>
        }
      />
      <div className="catalog-detail">
        <div>
          {office.imageUrl && <DetailPhoto src={office.imageUrl} />}
          {office.perex && <p>{office.perex}</p>}
          {office.included && (
            <section>
              <h2>{t('offices.included')}</h2>
              <SafeHtml className="content-prose" html={office.included} />
            </section>
          )}
        </div>
        <aside className="catalog-box" aria-labelledby="office-prices">
          <h2 id="office-prices">{t('offices.prices')}</h2>
          {office.full && <p role="status">{t('offices.fullNotice')}</p>}
          <OfficeTariffs office={office} locale={locale} />
          <div className="catalog-card__actions">
            <EnquiryLink className="btn btn--outline" payload={enquiry} locale={locale}>
              {t('catalog.enquire')}
            </EnquiryLink>
          </div>
          {office.mapUrl && (
            <p>
              <a
                href={office.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('catalog.mapNamed', { name: office.title })}
              >
                {t('catalog.map')}
              </a>
            </p>
          )}
        </aside>
      </div>
      <OfficeServices services={data.services} locale={locale} />
    </article>
  );
}
