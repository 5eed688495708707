/**
 * `shared/page-data`: what a page's own code uses of its route's data — reading it
 * (`usePageData`) and saying when a move within the page loads it again (`reloadOn`). Bundled into
 * the page chunks that use it, so the page's start does not carry it; it reaches the router
 * through `shared` (the page's one router), never by importing the router package itself.
 */
import { useCallback, useEffect } from 'react';
import { useLoaderData, useRevalidator, type PageData, type PageLoader, type PageRevalidate } from 'shared';

/**
 * A `shouldRevalidate` for a page whose loader reads only these parameters and query keys: moving
 * to an address that differs in others (a list's letter filter, a detail's slug) keeps the data.
 * A retry and a form sent run the loader as React Router decides.
 */
export function reloadOn({ params = [], search = [] }: { params?: string[]; search?: string[] }): PageRevalidate {
  return ({ currentUrl, nextUrl, currentParams, nextParams, formMethod, defaultShouldRevalidate }) => {
    if (formMethod !== undefined || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
    return (
      params.some((name) => currentParams[name] !== nextParams[name]) ||
      search.some((name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name))
    );
  };
}

type Loaded<L> = L extends (...args: never[]) => Promise<infer T> ? T : never;

/**
 * The data of the page the visitor is on (`usePageData<typeof loader>()`), and a retry that runs
 * its loader again. `loading` while a retry is under way after a failure, or when the page has
 * no data yet (its module came after its route's loader gave up on it): then it is loaded now.
 */
export function usePageData<L extends PageLoader>(): {
  state: PageData<Loaded<L>> | { status: 'loading' };
  retry: () => void;
} {
  const data = useLoaderData() as PageData<Loaded<L>> | null | undefined;
  const { revalidate, state: revalidating } = useRevalidator();
  const retry = useCallback(() => void revalidate(), [revalidate]);
  const missing = data === null || data === undefined;
  useEffect(() => {
    if (missing) retry();
  }, [missing, retry]);
  if (missing || (revalidating === 'loading' && data.status !== 'ready'))
    return { state: { status: 'loading' }, retry };
  return { state: data, retry };
}
