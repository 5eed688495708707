import {
  BRAND,
  homePath,
  pathFor,
  telHref,
  type PageProps,
  Link,
  useSearchParams,
  useTranslation,
  withTags,
  PageHead,
} from 'shared';
import './translations';
import './thank-you.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

/** Interests the enquiry forms send to the thank-you page (`?interest=`). */
const INTERESTS = [
  'default',
  'readymade',
  'establishment',
  'virtual-place',
  'liquidation',
  'foreign-company',
  'startup',
  'smart-room',
] as const;
type Interest = (typeof INTERESTS)[number];

function interestOf(value: string | null): Interest {
  return (INTERESTS as readonly string[]).includes(value ?? '') ? (value as Interest) : 'default';
}

/** The page after a sent enquiry, with a header matching what the visitor asked about. */
export default function ThankYouPage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const [search] = useSearchParams();
  const interest = interestOf(search.get('interest'));

  return (
    <section className="container content-thanks" aria-labelledby="content-thanks-title">
      <PageHead
        title={t('thankYou.documentTitle')}
        description={t(`thankYou.interests.${interest}.text`)}
        path={pathFor('thankYou', locale)}
      />
      {/* A page after an enquiry, not an entry point from search engines. */}
      <meta name="robots" content="noindex" />
      <div className="content-thanks__card">
        <span className="content-thanks__icon" aria-hidden="true">
          ✓
        </span>
        <h1 id="content-thanks-title" className="content-thanks__title">
          {t(`thankYou.interests.${interest}.title`)}
        </h1>
        <p className="content-thanks__lead">{t(`thankYou.interests.${interest}.text`)}</p>
        <h2 className="content-thanks__next">{t('thankYou.next')}</h2>
        <ol className="content-thanks__steps">
          <li>{t('thankYou.step1')}</li>
          <li>{t('thankYou.step2')}</li>
          <li>{t('thankYou.step3')}</li>
        </ol>
        <p className="content-thanks__urgent">
          {withTags(t('thankYou.urgent', { phone: BRAND.offices.prague.phone, email: BRAND.email }), {
            phoneLink: (words) => <a href={telHref(BRAND.offices.prague.phone)}>{words}</a>,
            emailLink: (words) => <a href={`mailto:${BRAND.email}`}>{words}</a>,
          })}
        </p>
        <Link className="btn" to={homePath(locale)}>
          {t('thankYou.home')}
        </Link>
      </div>
    </section>
  );
}
