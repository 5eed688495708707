import type { ReactNode } from 'react';
import { useLocation, type Locale, type ResourceState, PageHead } from 'shared';
import { ContentError } from '../PageState';
import { ContentNotFound } from '../states';
import type { PageIntro } from '../api';
import { describeText } from '../head/describeText';
import { Intro } from './Intro';
import { ListingSkeleton } from './states';

interface CatalogPageProps<T extends { intro: PageIntro }> {
  locale: Locale;
  state: ResourceState<T>;
  retry: () => void;
  /** The listing's address when another page shows the same (default: this page's own). */
  canonicalPath?: string | undefined;
  /** What follows the page's copy once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * A listing page of the offer: its skeleton while loading, an error with a retry, the not-found
 * page, or the page's copy followed by the listing. The copy also gives the page its head: the
 * title, a plain-text description and the page's own address as canonical (or the one page that
 * is the listing's address).
 */
export function CatalogPage<T extends { intro: PageIntro }>({
  locale,
  state,
  retry,
  canonicalPath,
  children,
}: CatalogPageProps<T>) {
  const { pathname } = useLocation();
  switch (state.status) {
    case 'loading':
      return <ListingSkeleton locale={locale} />;
    case 'error':
      return <ContentError locale={locale} onRetry={retry} what="catalog" />;
    case 'notFound':
      return <ContentNotFound locale={locale} />;
    case 'ready':
      return (
        <div className="container content-page catalog">
          <IntroHead intro={state.data.intro} path={canonicalPath ?? pathname} />
          <Intro intro={state.data.intro} />
          {children(state.data)}
        </div>
      );
  }
}

interface IntroHeadProps {
  intro: PageIntro;
  /** The page's own path (canonical). */
  path: string;
  /** A more precise title than the copy's, e.g. with the shown section. */
  title?: string;
}

/** The head of a listing from its page copy: title, description (its own, else the perex or body), canonical. */
export function IntroHead({ intro, path, title = intro.title }: IntroHeadProps) {
  return <PageHead title={title} description={describeText(intro.description ?? intro.body)} path={path} />;
}
