import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { ServerBuild, ServerBuildRefused } from 'shared/contracts';
import type { SitePaths } from './site-paths';
import { digestsIn, RECORD, sha256 } from './build-record';
import { fileFingerprint, type BuildWatcher } from './build-watcher';
import { REMOTE_NAMES, remoteOf } from './from-shared';

/** The origin the server gives its own remotes' URLs; the files behind it are read from disk. */
export const OWN_ORIGIN = 'http://site.invalid';

/** A build's route table among its server files (see `routesIn`). */
const ROUTES_FILE = 'routes.json';

/** The name of the error a refused file rejects with (the shell does not log it again). */
const REFUSED = 'ServerCodeRefused';

/** A build this server holds on disk: a release, or a remote's own build. */
interface HeldBuild {
  /** The remote's package folder, `mf-forms`, for the log. */
  folder: string;
  /** The federation name its record must give, `mf_forms`. */
  name: string;
  root: string;
  /** `release 1.0.0-3f2a9c1` or `build mf-forms/dist`, for the log. */
  label: string;
  /** A release never changes: its record is read once and held for the process's life. */
  release: boolean;
}

interface Digests {
  /** The record's `fileFingerprint` when it was read. */
  fingerprint: string | null;
  files: Map<string, string>;
}

/** `/releases/<package>/<version>/server/remoteEntry.js` at the end of a URL's path. */
const RELEASE_ENTRY = /\/releases\/([^/]+)\/([^/]+)\/server\/remoteEntry\.js$/;

/**
 * What of a remote's server code may run in this process: only a build this server holds — a
 * release in its releases folder, or a remote's own `dist/` — and only files whose bytes match the
 * sha256 its record gives, read, hashed and compared each time the code is loaded, and handed over
 * as the text that was checked. A remote whose manifest is on another origin runs here only when
 * its URL names a release this server holds (`…/releases/<package>/<version>/…`): then that
 * release's files are run. Anything else is refused; the page renders that slot in the browser, and
 * the reason is logged once (again when it changes).
 */
export class ServerCode {
  /** Each release's record, read once; each own build's, read again when its file changes. */
  private readonly records = new Map<string, Digests>();
  /** The last refusal logged per file or remote, so that each is logged once, not on every render. */
  private readonly reported = new Map<string, string>();

  constructor(
    private readonly paths: SitePaths,
    private readonly log: { error(message: string): void; warn(message: string): void; info(message: string): void },
    private readonly watcher: BuildWatcher,
  ) {}

  /**
   * The server entry URL of a remote whose browser build's manifest is at `manifest` (a path or a
   * URL). A build held here carries the state of its server files (names, sizes, times) in it: a
   * build replaced or any of its files changed is loaded, and checked, again.
   */
  async entryOf(manifest: string): Promise<string> {
    const entry = new URL('server/remoteEntry.js', new URL(manifest, OWN_ORIGIN + '/'));
    const held = this.locate(entry.href);
    if ('root' in held) {
      // A new build of it (its manifest or any server file) is a change of the builds.
      this.watcher.track(join(held.root, 'mf-manifest.json'));
      const fingerprint = await this.watcher.trackFolder(join(held.root, 'server'));
      if (fingerprint) entry.searchParams.set('v', fingerprint);
    }
    return entry.href;
  }

  /** The build a server entry URL names, when this server holds it; else why its code does not run here. */
  locate(entryUrl: string): HeldBuild | ServerBuildRefused {
    const url = new URL(entryUrl);
    const own = url.origin === OWN_ORIGIN;
    const release = RELEASE_ENTRY.exec(url.pathname);
    // Another origin's URL counts only as the name of a release this server holds.
    const pathname = own
      ? url.pathname
      : release
        ? `/releases/${release[1]}/${release[2]}/server/remoteEntry.js`
        : null;
    const place = pathname ? this.paths.builtFileOf(pathname) : null;
    const folder = (pathname ?? url.pathname).split('/')[2] ?? '';
    const name = REMOTE_NAMES.find((remote) => remoteOf(remote).folder === folder);
    if (!place || !name || place.path !== 'server/remoteEntry.js') {
      return {
        refused: own
          ? `${entryUrl} is no remote's server entry`
          : `${url.origin}${url.pathname}: a remote on another origin is rendered in the browser only, unless its URL names a release this server holds (…/releases/<package>/<version>/mf-manifest.json)`,
      };
    }
    const isRelease = pathname!.startsWith('/releases/');
    return {
      folder,
      name,
      root: place.root,
      label: isRelease ? `release ${pathname!.split('/')[3]}` : `build ${folder}/dist`,
      release: isRelease,
    };
  }

  /**
   * The server build behind an entry URL, its entry read and checked now, its other files when the
   * runtime asks for them; or why it is not run (logged once).
   */
  async open(entryUrl: string): Promise<ServerBuild | ServerBuildRefused> {
    const held = this.locate(entryUrl);
    if ('refused' in held) {
      const url = new URL(entryUrl);
      this.report(`${url.origin}${url.pathname}`, 'warn', `${held.refused}; its slot renders in the browser`);
      return held;
    }
    const digests = await this.digests(held);
    if ('refused' in digests) return digests;
    const serverDir = join(held.root, 'server');
    const read = this.reader(held, digests);
    try {
      const source = await read(join(serverDir, 'remoteEntry.js'));
      const files = [...digests.files.keys()].map((path) => join(serverDir, path));
      return { path: join(serverDir, 'remoteEntry.js'), source, files, read };
    } catch (error) {
      return { refused: (error as Error).message };
    }
  }

  /**
   * The route table of the build behind a server entry URL, read as data: the server knows a
   * remote's pages without running any of it. Its copy among the server files (`server/routes.json`)
   * is checked against the build's record like its code, and not believed when it does not match
   * (null, logged once). A build without server files (its pages render in the browser) is known by
   * the copy beside its manifest (`routes.json`), read as the manifest is. Null when the build is not
   * held here or has no table.
   */
  async routesOf(entryUrl: string): Promise<string | null> {
    const held = this.locate(entryUrl);
    if ('refused' in held) return null;
    const checked = join(held.root, 'server', ROUTES_FILE);
    if (!existsSync(join(held.root, 'server'))) {
      this.watcher.track(join(held.root, ROUTES_FILE));
      return readFile(join(held.root, ROUTES_FILE), 'utf8').catch(() => null);
    }
    if (!existsSync(checked)) return null;
    const digests = await this.digests(held);
    if ('refused' in digests || !digests.files.has(ROUTES_FILE)) return null;
    return this.reader(held, digests)(checked).catch(() => null);
  }

  /** Reads a file of the build, checked against its record; rejects (logged once) when it does not match. */
  private reader(held: HeldBuild, digests: Digests): (file: string) => Promise<string> {
    const serverDir = join(held.root, 'server');
    const relativeOf = (file: string) => {
      const path = relative(serverDir, file);
      return path.startsWith('..') || isAbsolute(path) ? null : path.split(sep).join('/');
    };
    return async (file: string): Promise<string> => {
      const path = relativeOf(file);
      const expected = path === null ? undefined : digests.files.get(path);
      if (path === null || expected === undefined) {
        const message = `${held.folder}: ${file} is no file of its ${held.label}, whose ${RECORD} names every one; its slot renders in the browser`;
        this.report(file, 'error', message);
        throw refusal(message);
      }
      const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        const message = `${held.folder}: server/${path} of its ${held.label} cannot be read (${error.code ?? error.message}); its slot renders in the browser`;
        this.report(file, 'error', message);
        throw refusal(message);
      });
      const actual = sha256(bytes);
      if (actual !== expected) {
        const message = `${held.folder}: server/${path} of its ${held.label} (${held.root}) does not match its ${RECORD}: expected sha256 ${expected}, actual ${actual}; its server code is not run, its slot renders in the browser`;
        this.report(file, 'error', message);
        throw refusal(message);
      }
      if (this.reported.delete(file))
        this.log.info(`${held.folder}: server/${path} of its ${held.label} matches again`);
      return bytes.toString('utf8');
    };
  }

  /** The digests a build's record gives its server files, or why there are none to check against. */
  private async digests(held: HeldBuild): Promise<Digests | ServerBuildRefused> {
    const file = join(held.root, RECORD);
    const fingerprint = await fileFingerprint(file);
    const known = this.records.get(file);
    // A release's record is the one first read: changing it later changes nothing here.
    if (known && (held.release || known.fingerprint === fingerprint)) return known;
    const refuse = (why: string): ServerBuildRefused => {
      const message = `${held.folder}: its ${held.label} (${held.root}) ${why}; its server code is not run, its slot renders in the browser`;
      this.report(file, 'error', message);
      return { refused: message };
    };
    if (fingerprint === null)
      return refuse(
        held.release
          ? `has no ${RECORD}`
          : `has no ${RECORD} with the digests of its server files: build it again (npm run build -w ${held.folder})`,
      );
    const files = digestsIn(await readFile(file, 'utf8').catch((error: Error) => error), held.name);
    if (typeof files === 'string') return refuse(files);
    const digests = { fingerprint, files };
    this.records.set(file, digests);
    this.reported.delete(file);
    return digests;
  }

  /** Logs a refusal the first time it happens for this file or remote, and again when it changes. */
  private report(key: string, level: 'error' | 'warn', message: string): void {
    if (this.reported.get(key) === message) return;
    this.reported.set(key, message);
    this.log[level](message);
  }
}

function refusal(message: string): Error {
  return Object.assign(new Error(message), { name: REFUSED });
}
