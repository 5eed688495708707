// What a preview's worker (preview-worker.ts) and the main thread say to each other.
import type {
  InProcessRequest,
  FormPost,
  PreviewOf,
  RenderedPage,
  ServerBuild,
  ServerBuildRefused,
} from 'shared/contracts';
import type { RouteDef } from 'shared/routes';

/** What a renderer renders with: the remotes' server entries and the route table composed from them. */
export interface Composition {
  remotes: Record<string, string>;
  routes: readonly RouteDef[];
}

/** What the worker starts from: the shell's server build and the remotes' server entries. */
export interface PreviewWorkerData extends Composition {
  shellModule: string;
}

/** An error as it crosses threads. */
export interface WorkerError {
  name: string;
  message: string;
  stack?: string;
}

/** A page to render, sent by the main thread. */
export interface RenderOrder {
  type: 'render';
  id: number;
  path: string;
  origin: string;
  cookies: string;
  posted?: FormPost;
  /** The visitor's address, which the page's API calls are made as. */
  client: string;
  preview: PreviewOf;
}

/** Main thread → worker: a page to render, the remotes' entries changed, or the answer to a question. */
export type ToWorker =
  | RenderOrder
  | ({ type: 'remotes' } & Composition)
  | { type: 'reply'; id: number; value?: unknown; error?: WorkerError };

/** A rendered page as it crosses threads: its markup written out. */
export type WorkerPage = Omit<RenderedPage, 'pipe'> & { markup: string };

/** A checked server build as it crosses threads: its files are read through the main thread. */
export type WorkerBuild = (Omit<ServerBuild, 'read'> & { build: number }) | ServerBuildRefused;

/** What the worker asks the main thread: an API call, a remote's server build, a file of one. */
export type Question =
  | { type: 'inject'; request: Parameters<InProcessRequest>[0]; client: string }
  | { type: 'build'; url: string }
  | { type: 'read'; build: number; file: string };

/** Worker → main thread: a question, a line for the log, or a rendered page. */
export type FromWorker =
  | (Question & { id: number })
  | { type: 'log'; message: string; error?: WorkerError }
  | { type: 'reply'; id: number; value?: WorkerPage; error?: WorkerError };

export function describe(error: unknown): WorkerError | undefined {
  if (error === undefined) return undefined;
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'Error', message: String(error) };
}

export function revive(error: WorkerError): Error {
  return Object.assign(new Error(error.message), { name: error.name, stack: error.stack });
}
