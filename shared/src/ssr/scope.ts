import type { ServerFormEvent } from '../analytics/types';
import type { RefusedFiles } from '../contracts/formPost';
import type { ResourceState } from '../resource/types';

/** One resource a page loaded during a server render (a promise until it settles). */
export type ResourceEntry = { promise: Promise<void>; state: ResourceState<unknown> | null };

/**
 * Everything that differs per visitor during a server render: each scoped store's own instance,
 * the data the page loaded, the answer's status and redirect. The browser has none (it is
 * one visitor); there the stores are plain singletons.
 */
export interface RequestScope {
  /** The site's origin as the visitor sees it (`https://example.cz`). */
  origin: string;
  stores: Map<string, unknown>;
  resources: Map<string, ResourceEntry>;
  status: number;
  redirect: string | null;
  /**
   * Remote modules the page rendered (`mf_content/Page`; the HTML links their styles and scripts),
   * and the parts they loaded as they rendered (`mf_content/Page#page-home`: a chunk group the
   * remote's build named, whose scripts the HTML names to be fetched).
   */
  modules: Set<string>;
  /** The visitor's cookies (name → value), so that the page renders as their browser will. */
  cookies: Record<string, string>;
  /**
   * A form posted to the page (its action runs on the server): the headers its API calls carry as
   * the visitor's browser would send them, the cookies those calls set (for the visitor's answer)
   * and the dataLayer events of its success (for the next page's scripts); why its files were
   * refused, if they were; whether the cookies the answer sets are `Secure`.
   */
  post: {
    headers: Record<string, string>;
    setCookies: string[];
    secureCookies: boolean;
    formEvents: ServerFormEvent[];
    refused: RefusedFiles | null;
  } | null;
}

let resolveScope: () => RequestScope | undefined = () => undefined;
let serverSide = false;

/**
 * The server's renderer tells `shared` how to find the scope of the request being rendered; from
 * then on this process is a server, where there is no visitor outside a request's scope (null:
 * a browser again, for tests that play both).
 */
export function setScopeResolver(resolver: (() => RequestScope | undefined) | null): void {
  resolveScope = resolver ?? (() => undefined);
  serverSide = resolver !== null;
}

/** Whether this process renders pages for many visitors (the server), not for one (a browser). */
export function isServerSide(): boolean {
  return serverSide;
}

/** The scope of the request being rendered on the server; undefined in the browser. */
export function currentScope(): RequestScope | undefined {
  return resolveScope();
}

export function createRequestScope(origin: string, cookies: Record<string, string> = {}): RequestScope {
  return {
    origin,
    cookies,
    stores: new Map(),
    resources: new Map(),
    status: 200,
    redirect: null,
    modules: new Set(),
    post: null,
  };
}

/** The answer's status (404 for a page whose item does not exist); render-time, server only. */
export function setResponseStatus(status: number): void {
  const scope = currentScope();
  if (scope && scope.status < status) scope.status = status;
}

/**
 * A redirect instead of this page: permanent (301, a wrong slug) unless `status` says otherwise
 * (302: a page for guests or for users only); render-time, server only. The first one stands.
 */
export function setResponseRedirect(location: string, status = 301): void {
  const scope = currentScope();
  if (!scope || scope.redirect) return;
  scope.redirect = location;
  scope.status = status;
}
