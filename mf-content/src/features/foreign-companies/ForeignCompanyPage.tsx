import { SafeHtml, type PageLoaderArgs, type PageProps, useTranslation } from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { idParam } from '../../common/api';
import { EnquiryLink } from '../../common/enquiry/EnquiryLink';
import { DetailTop } from '../../common/catalog/DetailTop';
import { useCanonicalDetail } from '../../common/canonicalDetail';
import { NetPrice } from '../../common/catalog/Price';
import { ListingSkeleton } from '../../common/catalog/states';
import { describeText } from '../../common/head/describeText';
import { ContentError } from '../../common/PageState';
import { ContentNotFound } from '../../common/states';
import { fetchJurisdiction } from './api';
import './translations';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

export const loader = ({ locale, params, signal }: PageLoaderArgs) =>
  fetchJurisdiction(idParam(params.id), locale, signal);

/** A jurisdiction is found by its id: another slug is the same one. */
export const shouldRevalidate = reloadOn({ params: ['id'] });

/** A jurisdiction: its text, price, time to set up, and the enquiry form. */
export default function ForeignCompanyPage({ locale, params }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const { state, retry } = usePageData<typeof loader>();
  const item = state.status === 'ready' ? state.data : null;
  useCanonicalDetail('foreignCompany', 'foreignCompanies', locale, params.slug, item);

  if (state.status === 'loading') return <ListingSkeleton locale={locale} rows={2} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={retry} what="catalog" />;
  if (!item) return <ContentNotFound locale={locale} />;
  // The enquiry form in the modal; before or without scripts, the same form on the contact page.
  const enquiry = {
    type: 'foreign-company',
    itemId: item.id,
    itemName: item.title,
    title: t('foreign.enquiryTitle'),
  };
  return (
    <article className="container content-page catalog">
      <DetailTop
        locale={locale}
        route="foreignCompany"
        listing="foreignCompanies"
        listName={t('foreign.listName')}
        item={item}
        description={describeText(item.perex ?? item.body)}
        perex={item.perex}
      />
      <div className="catalog-detail">
        <div>
          {item.body && <SafeHtml className="content-prose" html={item.body} />}
          {item.more && <SafeHtml className="content-prose" html={item.more} />}
        </div>
        <aside className="catalog-box" aria-labelledby="foreign-order">
          <h2 id="foreign-order">{t('foreign.price')}</h2>
          {item.price !== null && (
            <p>
              <NetPrice amount={item.price} locale={locale} />
            </p>
          )}
          {item.durationDays !== null && <p>{t('foreign.duration', { count: item.durationDays })}</p>}
          <EnquiryLink className="btn" payload={enquiry} locale={locale}>
            {t('catalog.enquire')}
          </EnquiryLink>
        </aside>
      </div>
    </article>
  );
}
