import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { RECHECK_MS } from './files';

/** A remote's built assets, from its `mf-manifest.json`: per exposed module, its scripts and styles. */
export interface ModuleAssets {
  js: string[];
  css: string[];
}

/**
 * The assets of builds, read from their `mf-manifest.json` and `chunk-groups.json` and kept: read
 * again when the manifest changes on disk, which is looked at once a second at most (as for the
 * server entries). `forget` drops them all when the builds changed; a read begun before it is not
 * kept.
 */
export class BuiltAssets {
  private readonly kept = new Map<string, { stamp: string; checkedAt: number; assets: Map<string, ModuleAssets> }>();
  /** Counts the times everything was forgotten. */
  private epoch = 0;

  forget(): void {
    this.kept.clear();
    this.epoch += 1;
  }

  /**
   * Per exposed module (`./Name`) its scripts and styles, and per chunk group its build named
   * (`#name`, a page kind's chunks) its scripts; empty when the manifest is missing.
   */
  async of(manifestFile: string): Promise<Map<string, ModuleAssets>> {
    const cached = this.kept.get(manifestFile);
    if (cached && Date.now() - cached.checkedAt < RECHECK_MS) return cached.assets;
    const epoch = this.epoch;
    const info = await stat(manifestFile).catch(() => null);
    const stamp = info ? `${info.mtimeMs}:${info.size}` : 'missing';
    if (cached?.stamp === stamp) {
      cached.checkedAt = Date.now();
      return cached.assets;
    }
    const assets = info ? await readAssets(manifestFile) : new Map<string, ModuleAssets>();
    if (epoch === this.epoch) this.kept.set(manifestFile, { stamp, checkedAt: Date.now(), assets });
    return assets;
  }
}

async function readAssets(manifestFile: string): Promise<Map<string, ModuleAssets>> {
  const assets = new Map<string, ModuleAssets>();
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } } }[];
  };
  for (const expose of manifest.exposes) {
    assets.set(expose.name, {
      js: expose.assets.js.sync,
      css: [...expose.assets.css.sync, ...expose.assets.css.async],
    });
  }
  // The chunk groups a module loads as it renders (a page kind's chunks), by the name its build
  // gave them: `#name`. A build without the file (an older release) has none.
  const groups = await readFile(join(dirname(manifestFile), 'chunk-groups.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, string[]>)
    .catch(() => ({}) as Record<string, string[]>);
  for (const [name, js] of Object.entries(groups)) assets.set(`#${name}`, { js, css: [] });
  return assets;
}
