import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL } from 'shared/composition';
import { ROOT } from './server-process';

/** Every file under a folder with the SHA-256 of its bytes. */
export function hashTree(dir: string, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(result, hashTree(full, `${prefix}${name}/`));
    else result[prefix + name] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return result;
}

/**
 * A copy of every app's build (`<app>/dist`) under `siteRoot`, for a server of its own to serve
 * (`SITE_ROOT`): the test can change it while that server runs, and others' builds stay as they are.
 */
export function copyBuilds(siteRoot: string): void {
  for (const app of [SHELL.folder, ...REMOTES.map((remote) => remote.folder)])
    cpSync(path.join(ROOT, app, 'dist'), path.join(siteRoot, app, 'dist'), { recursive: true });
}
