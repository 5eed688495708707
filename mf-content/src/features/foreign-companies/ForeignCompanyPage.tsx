import { pathFor, SafeHtml, type PageLoaderArgs, type PageProps, Link, useLocation, useTranslation } from 'shared';
import { reloadOn, usePageData } from 'shared/page-data';
import { idParam } from '../../common/api';
import { EnquiryLink } from '../../common/enquiry/EnquiryLink';
import { DetailHead } from '../../common/catalog/DetailHead';
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
  const { pathname } = useLocation();
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
  const listPath = pathFor('foreignCompanies', locale);
  return (
    <article className="container content-page catalog">
      <DetailHead
        locale={locale}
        title={item.title}
        description={describeText(item.perex ?? item.body)}
        path={item.slug ? pathFor('foreignCompany', locale, { id: String(item.id), slug: item.slug }) : pathname}
        listing={{ name: t('foreign.listName'), path: listPath }}
      />
      <p>
        <Link to={listPath}>{t('catalog.back')}</Link>
      </p>
      <header className="content-page__header">
        <h1 className="content-page__title">{item.title}</h1>
        {item.perex && <p className="content-page__perex">{item.perex}</p>}
      </header>
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
