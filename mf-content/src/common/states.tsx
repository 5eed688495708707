import { homePath, setResponseStatus, PageHead, type Locale, Link, useTranslation } from 'shared';
import './translations';
import './content-page.css';

/** Placeholder blocks while the content loads; announced once to screen readers. */
export function ContentSkeleton({ locale }: { locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  return (
    <div className="container content-page content-page--loading" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{t('page.loading')}</span>
      <div className="content-skeleton content-skeleton--title" aria-hidden="true" />
      <div className="content-skeleton content-skeleton--perex" aria-hidden="true" />
      <div className="content-skeleton" aria-hidden="true" />
      <div className="content-skeleton" aria-hidden="true" />
      <div className="content-skeleton content-skeleton--short" aria-hidden="true" />
    </div>
  );
}

/** The API has no such content. */
export function ContentNotFound({ locale }: { locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  setResponseStatus(404);
  return (
    <div className="container content-page content-page--not-found">
      <PageHead title={t('page.notFoundTitle')} />
      <div className="content-state">
        <h1 className="content-state__title">{t('page.notFoundTitle')}</h1>
        <p className="content-state__message">{t('page.notFoundText')}</p>
        <Link className="btn" to={homePath(locale)}>
          {t('page.goHome')}
        </Link>
      </div>
    </div>
  );
}
