import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BuildWatcher } from './build-watcher';

/** A remote's built assets, from its `mf-manifest.json`: per exposed module, its scripts and styles. */
export interface ModuleAssets {
  js: string[];
  css: string[];
}

/**
 * The assets of builds, read from their `mf-manifest.json` and `chunk-groups.json` and kept until
 * the build watcher sees a change; a read begun before that is not kept.
 */
export class BuiltAssets {
  private readonly kept = new Map<string, Map<string, ModuleAssets>>();

  constructor(private readonly watcher: BuildWatcher) {
    watcher.onChange('renderer', () => this.kept.clear());
  }

  /**
   * Per exposed module (`./Name`) its scripts and styles, and per chunk group its build named
   * (`#name`, a page kind's chunks) its scripts; empty when the manifest is missing.
   */
  async of(manifestFile: string): Promise<Map<string, ModuleAssets>> {
    const kept = this.kept.get(manifestFile);
    if (kept) return kept;
    const changes = this.watcher.changes;
    this.watcher.track(manifestFile);
    this.watcher.track(groupsFileOf(manifestFile));
    const assets = await readAssets(manifestFile).catch(() => new Map<string, ModuleAssets>());
    if (changes === this.watcher.changes) this.kept.set(manifestFile, assets);
    return assets;
  }
}

function groupsFileOf(manifestFile: string): string {
  return join(dirname(manifestFile), 'chunk-groups.json');
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
  const groups = await readFile(groupsFileOf(manifestFile), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, string[]>)
    .catch(() => ({}) as Record<string, string[]>);
  for (const [name, js] of Object.entries(groups)) assets.set(`#${name}`, { js, css: [] });
  return assets;
}
