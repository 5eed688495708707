import { useEffect, useRef } from 'react';
import { setResponseStatus, type Locale, useTranslation } from 'shared';
import { ContentNotFound, ContentSkeleton } from './states';

// A page's error state and the choice between its states. Apart from `states.tsx`, which the
// remote's page module loads before any page, so that only the pages' own chunks carry them.

/**
 * The content failed to load: what happened and a way to try again (focused, so keyboard users land
 * on it). `what` names the texts: a content page's (`page`) or an offer listing's (`catalog`).
 */
export function ContentError({
  locale,
  onRetry,
  what = 'page',
}: {
  locale: Locale;
  onRetry: () => void;
  what?: 'page' | 'catalog';
}) {
  const { t } = useTranslation('content', { lng: locale });
  // Rendered on the server, the page could not be built now: a crawler should come back later.
  setResponseStatus(503);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <div className={what === 'page' ? 'container content-page content-page--error' : 'container content-page catalog'}>
      <div className="content-state" role="alert">
        <p className="content-state__message">{t(`${what}.error`)}</p>
        <button ref={button} type="button" className="btn" onClick={onRetry}>
          {t(`${what}.retry`)}
        </button>
      </div>
    </div>
  );
}

/** A content page's data before it is ready: its placeholder, its error with a retry, or not found. */
export function PageState({
  state,
  locale,
  onRetry,
}: {
  state: { status: 'loading' | 'error' | 'notFound' };
  locale: Locale;
  onRetry: () => void;
}) {
  if (state.status === 'loading') return <ContentSkeleton locale={locale} />;
  if (state.status === 'error') return <ContentError locale={locale} onRetry={onRetry} />;
  return <ContentNotFound locale={locale} />;
}
