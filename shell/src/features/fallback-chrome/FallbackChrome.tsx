import {
  alternateFor,
  BRAND,
  homePath,
  switchLocalePath,
  useAlternates,
  useLocale,
  useLocation,
  useTranslation,
} from 'shared';

/** Minimal header when mf-chrome is down: logo home and language links. */
export function FallbackHeader({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname } = useLocation();
  useAlternates(); // re-render when a content page publishes its other-language path
  // The same mapping as mf-chrome's language switcher.
  const target = (locale: 'cs' | 'en') => switchLocalePath(pathname, locale, alternateFor(pathname, locale));
  return (
    <header className="fallback-header" data-fallback="mf_chrome">
      <div className="container fallback-header__inner">
        <a className="fallback-header__logo" href={homePath(locale)}>
          {t('siteName')}
        </a>
        <nav aria-label={t('languageNames.' + locale)} className="fallback-header__langs">
          <a href={target('cs')} hrefLang="cs" lang="cs" aria-current={locale === 'cs' ? 'true' : undefined}>
            {t('languages.cs')}
          </a>
          <a href={target('en')} hrefLang="en" lang="en" aria-current={locale === 'en' ? 'true' : undefined}>
            {t('languages.en')}
          </a>
        </nav>
        <button type="button" className="fallback-header__retry" onClick={retry}>
          {t('remote.retry')}
        </button>
      </div>
    </header>
  );
}

/** Minimal footer when mf-chrome is down. */
export function FallbackFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="fallback-footer" data-fallback="mf_chrome">
      <div className="container">
        © {new Date().getFullYear()} {t('siteName')} · <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
      </div>
    </footer>
  );
}

/** The main area when a page's remote is down. */
export function ContentFallback({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="content-fallback container" role="alert" data-fallback="content">
      <h1>{t('remote.contentFailed')}</h1>
      <button type="button" className="btn" onClick={retry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
