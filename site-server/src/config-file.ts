import { readFileSync } from 'node:fs';
import type { BuildWatcher } from './build-watcher';
import { parseJson, SiteConfigError } from './settings';

/**
 * A JSON file of the remotes configuration, read at start and again by `reload` (when the build
 * watcher saw it change). A file that breaks or disappears later keeps the last good value, with a
 * warning.
 */
export class ConfigFile<T> {
  /** Whether the file was there when last read. */
  exists: boolean;

  constructor(
    private readonly file: string,
    private readonly label: string,
    private readonly parse: (value: unknown, source: string) => T,
    public value: T,
    private readonly warn: (message: string) => void,
    private readonly watcher?: BuildWatcher,
  ) {
    this.exists = this.read();
  }

  /** Reads the file again; a missing or broken file keeps the last good value. */
  reload(): void {
    const existed = this.exists;
    try {
      this.exists = this.read();
      if (!this.exists && existed) this.warn(`${this.label} ${this.file} disappeared; keeping the last good remotes`);
    } catch (error) {
      this.warn(`${(error as Error).message}; keeping the last good remotes`);
    }
  }

  /** Whether the file is there; its value read when it is. Throws on a file that cannot be read or parsed. */
  private read(): boolean {
    this.watcher?.track(this.file);
    const source = `${this.label} ${this.file}`;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw new SiteConfigError(`${source}: cannot be read (${(error as Error).message})`);
    }
    this.value = this.parse(parseJson(text, source), source);
    return true;
  }
}
