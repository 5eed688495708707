import {
  askUs,
  BRAND,
  homePath,
  pathFor,
  telHref,
  type PageProps,
  Link,
  useTranslation,
  PageHead,
  useOrigin,
} from 'shared';
import { faqData, FaqSection, type FaqPair } from '../../common/faq/Faq';
import { organizationJsonLd } from '../../common/head/jsonLd';
import { ServiceTiles } from './ServiceTiles';
import './translations';
import './home.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

const STEPS = [1, 2, 3] as const;
const QUESTIONS = [1, 2, 3, 4] as const;

/**
 * The home page: hero with the Ask button, service tiles, the three-step process, trust facts and
 * frequent questions; its head carries the organisation and the questions as structured data.
 */
export default function HomePage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  const origin = useOrigin();
  const faq: FaqPair[] = QUESTIONS.map((n) => ({ question: t(`home.faq.q${n}`), answer: t(`home.faq.a${n}`) }));

  const ask = () => askUs(t('home.hero.askTitle'), 'home');

  return (
    <div className="content-home">
      <PageHead
        title={t('home.documentTitle')}
        description={t('home.metaDescription')}
        path={homePath(locale)}
        jsonLd={[organizationJsonLd(origin), ...faqData(faq)]}
      />
      <section className="content-home__hero" aria-labelledby="content-home-title">
        <div className="container content-home__hero-inner">
          <div className="content-home__hero-copy">
            <p className="content-home__eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 id="content-home-title" className="content-home__title">
              {t('home.hero.title')}
            </h1>
            <p className="content-home__lead">{t('home.hero.lead')}</p>
            <div className="content-home__actions">
              <button type="button" className="btn" onClick={ask}>
                {t('home.hero.ask')}
              </button>
              <Link className="btn btn--outline" to={pathFor('virtualOffices', locale)}>
                {t('home.hero.offices')}
              </Link>
            </div>
          </div>
          <ul className="content-home__highlights" aria-label={t('home.hero.highlights')}>
            <li>{t('home.hero.highlight1')}</li>
            <li>{t('home.hero.highlight2')}</li>
            <li>{t('home.hero.highlight3')}</li>
          </ul>
        </div>
      </section>

      <ServiceTiles locale={locale} />

      <section className="content-home__process" aria-labelledby="content-home-process">
        <div className="container content-home__section">
          <h2 id="content-home-process" className="content-home__heading">
            {t('home.process.title')}
          </h2>
          <p className="content-home__section-lead">{t('home.process.lead')}</p>
          <ol className="content-home__steps">
            {STEPS.map((number) => (
              <li key={number} className="content-home__step">
                <span className="content-home__step-number" aria-hidden="true">
                  {number}
                </span>
                <span className="visually-hidden">{t('home.process.step', { number })}: </span>
                <h3 className="content-home__step-title">{t(`home.process.step${number}Title`)}</h3>
                <p>{t(`home.process.step${number}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container content-home__section" aria-labelledby="content-home-trust">
        <h2 id="content-home-trust" className="content-home__heading">
          {t('home.trust.title')}
        </h2>
        <dl className="content-home__facts">
          {(['since', 'network', 'companyId'] as const).map((fact) => (
            <div key={fact} className="content-home__fact">
              <dt>{t(`home.trust.${fact}`)}</dt>
              <dd>{t(`home.trust.${fact}Text`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="container content-home__section">
        <FaqSection id="content-home-faq" locale={locale} pairs={faq} />
      </div>

      <section className="content-home__contact" aria-labelledby="content-home-contact">
        <div className="container content-home__contact-inner">
          <div>
            <h2 id="content-home-contact" className="content-home__heading">
              {t('home.contact.title')}
            </h2>
            <p>{t('home.contact.text')}</p>
          </div>
          <ul className="content-home__contact-list">
            <li>
              <span>{t('home.contact.phoneLabel')}</span>{' '}
              <a href={telHref(BRAND.offices.prague.phone)}>{BRAND.offices.prague.phone}</a>
            </li>
            <li>
              <span>{t('home.contact.emailLabel')}</span> <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            </li>
          </ul>
        </div>
      </section>
    </div>
  );
}
