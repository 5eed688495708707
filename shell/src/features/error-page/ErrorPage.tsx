import { Component, type ReactNode } from 'react';
import { homePath, setResponseStatus, PageHead, useLocale, useTranslation } from 'shared';

interface ErrorPageProps {
  status?: number;
}

/** Status code, title (404 or generic), text and a go-home button. */
export function ErrorPage({ status = 500 }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const notFound = status === 404;
  const title = notFound ? t('error.notFoundTitle') : t('error.genericTitle');
  setResponseStatus(status);
  return (
    <section className="error-page container" aria-labelledby="error-title" data-status={status}>
      <PageHead title={title} />
      <p className="error-page__status">{status}</p>
      <h1 id="error-title" className="error-page__title">
        {title}
      </h1>
      <p className="error-page__text">{notFound ? t('error.notFoundText') : t('error.genericText')}</p>
      <a className="btn" href={homePath(locale)}>
        {t('error.goHome')}
      </a>
    </section>
  );
}

interface GuardState {
  error: Error | null;
}

/** If the error page itself fails: a plain message with details and a go-home link. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, GuardState> {
  override state: GuardState = { error: null };

  static getDerivedStateFromError(error: Error): GuardState {
    return { error };
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <section className="error-page container">
        <h1>An error occurred while showing the error page</h1>
        <pre className="error-page__details">{this.state.error.message}</pre>
        <a href="/">Home</a>
      </section>
    );
  }
}
