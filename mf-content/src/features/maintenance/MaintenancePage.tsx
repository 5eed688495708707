import { BRAND, homePath, telHref, PageHead, type PageProps, useTranslation } from 'shared';
import './translations';
import './maintenance.css';

/** The page's texts in the languages besides Czech, loaded with the page (`mf_content/Page`). */
export { otherLanguages } from './translations';

/** Shown (simple layout) while maintenance mode is on; needs nothing from the API. */
export default function MaintenancePage({ locale }: PageProps) {
  const { t } = useTranslation('content', { lng: locale });
  return (
    <section className="content-maintenance" aria-labelledby="content-maintenance-title">
      <PageHead title={t('maintenance.title')} />
      <div className="content-maintenance__card">
        <p className="content-maintenance__brand">{t('common:siteName')}</p>
        <h1 id="content-maintenance-title" className="content-maintenance__title">
          {t('maintenance.title')}
        </h1>
        <p className="content-maintenance__lead">{t('maintenance.lead')}</p>
        <h2 className="content-maintenance__subtitle">{t('maintenance.officeTitle')}</h2>
        <p>{t('maintenance.officeText')}</p>
        <h2 className="content-maintenance__subtitle">{t('maintenance.contactTitle')}</h2>
        <dl className="content-maintenance__contacts">
          <div>
            <dt>{t('maintenance.email')}</dt>
            <dd>
              <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('maintenance.prague')}</dt>
            <dd>
              <a href={telHref(BRAND.offices.prague.phone)}>{BRAND.offices.prague.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t('maintenance.brno')}</dt>
            <dd>
              <a href={telHref(BRAND.offices.brno.phone)}>{BRAND.offices.brno.phone}</a>
            </dd>
          </div>
        </dl>
        {/* A full load on purpose: the shell re-reads the maintenance setting on start. */}
        <a className="btn" href={homePath(locale)}>
          {t('maintenance.retry')}
        </a>
      </div>
    </section>
  );
}
