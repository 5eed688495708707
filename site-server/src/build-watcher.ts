import { createHash } from 'node:crypto';
import { watch, statSync, type FSWatcher, type Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The order in which a change of the builds is told: first what says where the builds are (the
 * remotes map, the previews' verdicts), then the renderer (the remotes' server entries, their
 * manifests and route tables), then the files served as they were read (the shell's page, the
 * inline stylesheets), and last the page cache. A page rendered while the earlier stages catch up
 * is never kept: the cache is emptied after them, and it keeps no page whose render began before.
 */
export const STAGES = ['configuration', 'renderer', 'files', 'cache'] as const;
export type Stage = (typeof STAGES)[number];

/** How often the polling clock looks at what was read, when no file-system event came first. */
const POLL_MS = 1000;

/** Events often come in bursts (a build writes many files): one look follows a burst. */
const EVENT_DELAY_MS = 25;

export interface BuildWatcherOptions {
  /** The polling clock's period (ms); default `POLL_MS`. */
  pollMs?: number;
  /** Whether file-system events prompt a look before the clock does; default true. */
  events?: boolean;
  log?: { warn(message: string): void };
}

interface Tracked {
  kind: 'file' | 'folder';
  /** Its state when it was read (`fileFingerprint`, `folderFingerprint`; `-`: not there). */
  fingerprint: string;
}

/**
 * The one watcher of what the site server read from the builds, the releases and the remotes
 * configuration. Whoever reads such a file or folder says so first (`track`); the watcher looks at
 * everything tracked on one clock (and as soon as a file-system event in one of their folders
 * says something moved there; the clock alone covers folders where events do not work, such as
 * some network file systems, or a folder deleted and made again). When anything tracked changed,
 * it tells every listener, stage by stage (`STAGES`), and forgets what was tracked: each reader
 * forgets what it read, and tracks again as it reads again.
 */
export class BuildWatcher {
  private tracked = new Map<string, Tracked>();
  private readonly listeners = new Map<Stage, (() => void | Promise<void>)[]>(STAGES.map((stage) => [stage, []]));
  private readonly folderWatchers = new Map<string, FSWatcher>();
  private readonly pollMs: number;
  private readonly events: boolean;
  private timer: NodeJS.Timeout | null = null;
  private eventTimer: NodeJS.Timeout | null = null;
  /** The look not yet begun, which a new call joins. */
  private queued: Promise<boolean> | null = null;
  private last: Promise<unknown> = Promise.resolve();
  private started = false;
  /**
   * How many changes were seen (counted before the listeners are told): a reader that sees it move
   * while it read does not keep what it read.
   */
  changes = 0;

  constructor(private readonly options: BuildWatcherOptions = {}) {
    this.pollMs = options.pollMs ?? POLL_MS;
    this.events = options.events ?? true;
  }

  /** Calls `listener` in its stage whenever what was read changed. */
  onChange(stage: Stage, listener: () => void | Promise<void>): void {
    this.listeners.get(stage)!.push(listener);
  }

  /**
   * A file about to be read: its state now (size and time) is remembered, and a later difference
   * is a change. Called before reading, so that a change during the read is seen too.
   */
  track(file: string): void {
    if (this.tracked.has(file)) return;
    this.tracked.set(file, { kind: 'file', fingerprint: fileFingerprintSync(file) });
    this.watchFolderOf(dirname(file), false);
  }

  /** A folder about to be read (every file under it); its fingerprint, null when it holds no file. */
  async trackFolder(folder: string): Promise<string | null> {
    const fingerprint = await folderFingerprint(folder);
    if (!this.tracked.has(folder)) this.tracked.set(folder, { kind: 'folder', fingerprint: fingerprint ?? '-' });
    this.watchFolderOf(folder, true);
    return fingerprint;
  }

  /** Starts the clock and the file-system events. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.timer = setInterval(() => this.checkInBackground(), this.pollMs);
    this.timer.unref();
    for (const [path, { kind }] of this.tracked)
      this.watchFolderOf(kind === 'file' ? dirname(path) : path, kind === 'folder');
  }

  close(): void {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    if (this.eventTimer) clearTimeout(this.eventTimer);
    this.timer = this.eventTimer = null;
    this.closeFolderWatchers();
  }

  /**
   * Looks at everything tracked; true when something changed (and every listener was told before
   * this returns). Looks run one at a time: a call while one runs gets the next, which begins after
   * it and so sees everything that happened before the call.
   */
  check(): Promise<boolean> {
    if (this.queued) return this.queued;
    const next = this.last.then(() => {
      this.queued = null;
      return this.look();
    });
    this.queued = next;
    this.last = next.catch(() => false);
    return next;
  }

  private async look(): Promise<boolean> {
    const seen = [...this.tracked];
    const now = await Promise.all(
      seen.map(async ([path, { kind }]) =>
        kind === 'file' ? ((await fileFingerprint(path)) ?? '-') : ((await folderFingerprint(path)) ?? '-'),
      ),
    );
    if (!seen.some(([, { fingerprint }], index) => fingerprint !== now[index])) return false;
    this.changes += 1;
    this.tracked = new Map();
    // Folders replaced by a deploy are watched anew as they are read again.
    this.closeFolderWatchers();
    for (const stage of STAGES) {
      for (const listener of this.listeners.get(stage)!) {
        try {
          await listener();
        } catch (error) {
          this.options.log?.warn(`the builds changed, and ${stage} could not follow: ${(error as Error).message}`);
        }
      }
    }
    return true;
  }

  /** A look nobody awaits (the clock's, an event's): a failure is logged, never left unhandled. */
  private checkInBackground(): void {
    this.check().catch((error: unknown) =>
      this.options.log?.warn(`the builds could not be looked at: ${(error as Error).message}`),
    );
  }

  private watchFolderOf(folder: string, recursive: boolean): void {
    if (!this.started || !this.events || this.folderWatchers.has(folder)) return;
    try {
      const watcher = watch(folder, { recursive, persistent: false }, () => this.soon());
      watcher.on('error', () => {
        watcher.close();
        this.folderWatchers.delete(folder);
      });
      this.folderWatchers.set(folder, watcher);
    } catch {
      // A folder that is not there (yet) or cannot be watched: the clock looks at it.
    }
  }

  private soon(): void {
    if (this.eventTimer) return;
    this.eventTimer = setTimeout(() => {
      this.eventTimer = null;
      this.checkInBackground();
    }, EVENT_DELAY_MS);
    this.eventTimer.unref();
  }

  private closeFolderWatchers(): void {
    for (const watcher of this.folderWatchers.values()) watcher.close();
    this.folderWatchers.clear();
  }
}

function fileFingerprintSync(file: string): string {
  try {
    return fingerprintOf(statSync(file)) ?? '-';
  } catch {
    return '-';
  }
}

/** A file's time and size, which a new version of it changes; null when it is not there. */
export async function fileFingerprint(file: string): Promise<string | null> {
  return fingerprintOf(await stat(file).catch(() => null));
}

function fingerprintOf(info: Stats | null): string | null {
  return info ? `${info.mtimeMs}:${info.size}` : null;
}

/** A short digest of the names, sizes and times of every file under `folder`; null when there is none. */
async function folderFingerprint(folder: string): Promise<string | null> {
  const lines: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else {
        const info = await stat(path).catch(() => null);
        if (info) lines.push(`${path}:${info.size}:${info.mtimeMs}`);
      }
    }
  };
  await walk(folder);
  return lines.length ? createHash('sha256').update(lines.sort().join('\n')).digest('hex').slice(0, 12) : null;
}
