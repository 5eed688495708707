import { readFileSync, statSync } from 'node:fs';
import { parseJson, SiteConfigError } from './settings';

/**
 * A JSON file read again (at most once per `recheckMs`) when its size or time changes. A file
 * that breaks or disappears later keeps the last good value, with a warning.
 */
export class WatchedFile<T> {
  private stamp: string;
  private checkedAt = Date.now();

  constructor(
    private readonly file: string,
    private readonly label: string,
    private readonly parse: (value: unknown, source: string) => T,
    public value: T,
    private readonly recheckMs: number,
    private readonly warn: (message: string) => void,
  ) {
    this.stamp = stampOf(file) ?? 'missing';
    if (this.stamp !== 'missing') this.value = this.read();
  }

  get exists(): boolean {
    return this.stamp !== 'missing';
  }

  /** Whether the value changed since the last call. */
  changed(): boolean {
    if (Date.now() - this.checkedAt < this.recheckMs) return false;
    this.checkedAt = Date.now();
    const stamp = stampOf(this.file);
    if (stamp === null) {
      if (this.stamp !== 'missing') this.warn(`${this.label} ${this.file} disappeared; keeping the last good remotes`);
      this.stamp = 'missing';
      return false;
    }
    if (stamp === this.stamp) return false;
    this.stamp = stamp;
    try {
      this.value = this.read();
      return true;
    } catch (error) {
      this.warn(`${(error as Error).message}; keeping the last good remotes`);
      return false;
    }
  }

  private read(): T {
    const source = `${this.label} ${this.file}`;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      throw new SiteConfigError(`${source}: cannot be read (${(error as Error).message})`);
    }
    return this.parse(parseJson(text, source), source);
  }
}

function stampOf(file: string): string | null {
  try {
    const info = statSync(file);
    return `${info.mtimeMs}:${info.size}`;
  } catch {
    return null;
  }
}
