// The contract between the API server and the shell's server build (`shell/dist/server/server.js`):
// the API loads that module and asks it to render pages. Types only; the API never imports the shell.
import type { Writable } from 'node:stream';
import type { ConsentSignals } from '../analytics/analytics';
import type { PostedForm } from '../stores/posted';

export type { PostedForm };

/** One API request answered by the server's own router (Fastify's `inject`). */
export type InProcessRequest = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;

export interface RendererOptions {
  /** The API answering in-process (no HTTP to itself). */
  inject: InProcessRequest;
  /** The server entries of the remotes (remote name → URL of its `server/remoteEntry.js`). */
  remotes: Partial<Record<string, string>>;
  /**
   * Where a remote's server file of this very site lies on disk (its entry and chunks are then read
   * from there, not fetched): `{ path }`, `{ path: null }` when it is missing, null for another site's URL.
   */
  ownFile: (url: string) => Promise<{ path: string | null } | null>;
  log: (message: string, error?: unknown) => void;
  /** How long a render may take before it is cut short (the unfinished parts render in the browser). */
  timeoutMs?: number;
}

/** What a page found out about its head while rendering. */
export interface ResponseHead {
  title?: string;
  description?: string | null;
  canonical?: string;
  /** Open Graph properties (`og:title` → value). */
  openGraph?: Record<string, string>;
  /** The robots meta tag (`noindex`): a page search engines must not keep. */
  robots?: string;
}

export interface RenderedPage {
  status: number;
  /**
   * A redirect instead of the page: `status` 301 (a detail reached by a wrong slug), 302 (a page for
   * guests or for users only) or 307 (maintenance).
   */
  redirect: string | null;
  locale: string;
  /** The head, with hreflang → path of every language version and x-default (from the route and the item). */
  head: ResponseHead & { alternates: Record<string, string> };
  /** What the browser starts from: the stores' data and the data the page loaded. */
  state: { stores: Record<string, unknown>; resources: Record<string, unknown> };
  /** Remote modules the page rendered (`mf_content/Page`…): their styles and scripts are linked. */
  modules: string[];
  /** Rendered for a logged-in user: the page holds their data and no shared cache may keep it. */
  private: boolean;
  /** The Consent Mode default for the visitor's stored choice, written into the page's head. */
  consentDefault: ConsentSignals;
  /** Writes the page's markup (the content of `#root`) into the destination and ends it. */
  pipe(destination: Writable): void;
}

export interface PageRenderer {
  /**
   * `cookies`: the request's `Cookie` header (the page renders what the visitor's choices and
   * session say); `posted`: a form sent without scripts that came back with errors.
   */
  render(url: string, origin: string, cookies?: string, posted?: PostedForm): Promise<RenderedPage>;
  /** A redeployed remote: its new entry URL is loaded from the next render on. */
  setRemotes(remotes: Partial<Record<string, string>>): void;
  /**
   * A self-contained script for the head of every page, before the first paint: it keeps the
   * visitor's clicks and keys until the part of the page they were meant for has hydrated, and
   * requests the page's scripts once the page has painted (none before). Which scripts, its own
   * element says: URLs separated by spaces in `data-run` (run in order once the document is parsed:
   * the shell's entry) and in `data-preload` (fetched alongside: the chunks the entry starts with,
   * the remotes' entries and chunks).
   */
  readonly headScript: string;
}

/** What `shell/dist/server/server.js` exports. */
export interface ShellServerModule {
  createRenderer(options: RendererOptions): Promise<PageRenderer>;
}
