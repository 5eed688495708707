import type { ReactNode } from 'react';
import { useDocumentTitle, type Locale, type ResourceState } from 'shared';
import { ContentNotFound } from '../states';
import type { PageIntro } from '../api';
import { Intro } from './Intro';
import { ListingError, ListingSkeleton } from './states';

interface CatalogPageProps<T extends { intro: PageIntro }> {
  locale: Locale;
  state: ResourceState<T>;
  retry: () => void;
  /** What follows the page's copy once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * A listing page of the offer: its skeleton while loading, an error with a retry, the not-found
 * page, or the page's copy (which also names the document) followed by the listing.
 */
export function CatalogPage<T extends { intro: PageIntro }>({ locale, state, retry, children }: CatalogPageProps<T>) {
  useDocumentTitle(state.status === 'ready' ? state.data.intro.title : undefined);
  switch (state.status) {
    case 'loading':
      return <ListingSkeleton locale={locale} />;
    case 'error':
      return <ListingError locale={locale} onRetry={retry} />;
    case 'notFound':
      return <ContentNotFound locale={locale} />;
    case 'ready':
      return (
        <div className="container content-page catalog">
          <Intro intro={state.data.intro} />
          {children(state.data)}
        </div>
      );
  }
}
