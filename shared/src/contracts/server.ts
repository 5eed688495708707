// The contract between the API server and the shell's server build (`shell/dist/server/server.js`):
// the API loads that module and asks it to render pages. Types only; the API never imports the shell.
import type { Writable } from 'node:stream';
import type { ConsentSignals } from '../analytics/analytics';
import type { ServerFormEvent } from '../analytics/types';
import type { PostedForm } from '../stores/posted';
import type { RouteDef } from '../routes/table';
import type { FormPost } from './formPost';

export type { PostedForm };
export type { FormPost, RefusedFiles } from './formPost';
export { KEPT_FILE_FIELD } from '../stores/posted';

/**
 * The `form` of the preview badge's button: the badge is the site server's own HTML, outside the
 * pages, and the site server answers its post itself (the browser's preview ends).
 */
export const PREVIEW_OFF_FORM = 'preview-off';

/** One API request answered by the server's own router (Fastify's `inject`). */
export type InProcessRequest = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;

/**
 * A remote's server build the API lets run in its process: a build it holds on disk (a release, or
 * a build the site ships with), whose files match the digests its build recorded. Its files are
 * handed over as checked text: the shell runs them from here, never reading them from disk itself.
 */
export interface ServerBuild {
  /** Where its entry lies on disk: the name in stack traces, and the folder its chunks are named from. */
  path: string;
  /** The entry's text, read and checked just now. */
  source: string;
  /** Every file of the build (absolute paths), as its record names them: known without the disk. */
  files: readonly string[];
  /**
   * A file of the build (an absolute path), read and checked when asked for; rejects (an Error named
   * `ServerCodeRefused`, already logged) when it is none of the build's or does not match.
   */
  read(file: string): Promise<string>;
}

/** Why a remote's server code is not run (the API has logged it): its slot is left for the browser. */
export interface ServerBuildRefused {
  refused: string;
}

export interface RendererOptions {
  /** The API answering in-process (no HTTP to itself). */
  inject: InProcessRequest;
  /** The server entries of the remotes (remote name → URL of its `server/remoteEntry.js`). */
  remotes: Partial<Record<string, string>>;
  /** The site's route table, composed from those remotes' own tables (the server composes it). */
  routes: readonly RouteDef[];
  /**
   * The server build behind a remote's entry URL, checked, or why it is not run. The shell runs a
   * remote's server code only from what this gives: nothing is fetched, nothing read from disk.
   */
  serverBuild: (entryUrl: string) => Promise<ServerBuild | ServerBuildRefused>;
  log: (message: string, error?: unknown) => void;
  /** How long a render may take before it is cut short (the unfinished parts render in the browser). */
  timeoutMs?: number;
}

export interface RenderedPage {
  status: number;
  /**
   * A redirect instead of the page: `status` 301 (a detail reached by a wrong slug), 302 (a page for
   * guests or for users only) or 307 (maintenance).
   */
  redirect: string | null;
  locale: string;
  /**
   * What the browser starts from: the route table, the id of the page rendered (null: no page of
   * the table), the stores' data, the data the page's frame loaded (`resources`) and what the
   * page's loader gave (`loaderData`, by the router's route id).
   */
  state: {
    routes: readonly RouteDef[];
    page: string | null;
    stores: Record<string, unknown>;
    resources: Record<string, unknown>;
    loaderData: Record<string, unknown>;
  };
  /** Remote modules the page rendered (`mf_content/Page`…): their styles and scripts are linked. */
  modules: string[];
  /** Rendered for a logged-in user: the page holds their data and no shared cache may keep it. */
  private: boolean;
  /** The Consent Mode default for the visitor's stored choice, written into the page's head. */
  consentDefault: ConsentSignals;
  /**
   * Markup the page carries outside what hydrates (after `#root`), in the page's language: the
   * preview badge when the render is a preview; null otherwise.
   */
  badge: string | null;
  /**
   * Writes the page's markup into the destination and ends it: first the head elements the page
   * rendered (title, meta, link: React writes them before the rest when it renders part of a
   * document), then the content of `#root`.
   */
  pipe(destination: Writable): void;
  /**
   * A form posted to the page: the cookies its action's API calls set (for the visitor's answer)
   * and the dataLayer events of its success (for the next page's scripts to push).
   */
  form?: { setCookies: string[]; events: ServerFormEvent[] };
}

/** A remote's release one browser previews: the remote's package folder and the release's version. */
export interface PreviewOf {
  remote: string;
  version: string;
  /** What the release changed, one line each (its note, then its commits' subjects); may be absent. */
  changes?: readonly string[];
}

export interface PageRenderer {
  /**
   * `cookies`: the request's `Cookie` header (the page renders what the visitor's choices and
   * session say); `posted`: a form posted to the page, for its route's action to run; `preview`: the
   * release the page is a preview of, which its badge names (the renderer's remotes already point
   * at it).
   */
  render(url: string, origin: string, cookies?: string, posted?: FormPost, preview?: PreviewOf): Promise<RenderedPage>;
  /**
   * A redeployed remote: its new entry URL is loaded, and the route table composed with its own
   * table is used, from the next render on.
   */
  setRemotes(remotes: Partial<Record<string, string>>, routes: readonly RouteDef[]): void;
  /**
   * A self-contained script for the head of every page, before the first paint: it keeps the
   * visitor's clicks and keys until the part of the page they were meant for has hydrated, and
   * requests the page's scripts once the page has painted (none before). Which scripts, its own
   * element says: URLs separated by spaces in `data-run` (run in order once the document is parsed:
   * the shell's entry) and in `data-preload` (fetched alongside: the chunks the entry starts with,
   * the remotes' entries and chunks). Minified by the shell's build; the page carries it as it is.
   */
  readonly headScript: string;
}

/** What `shell/dist/server/server.js` exports. */
export interface ShellServerModule {
  createRenderer(options: RendererOptions): Promise<PageRenderer>;
}
