/**
 * The parts of `shared` the server needs: the static paths outside the router and the remotes of
 * the composition manifest, with what the server calls them by. Imported through subpaths: the
 * main entry pulls in browser code.
 */
import { remoteOf } from 'shared/composition';
import type { RemoteName } from 'shared/contracts';

export { STATIC_PATHS } from 'shared/routes';
export { REMOTE_NAMES, remoteOf } from 'shared/composition';
export type { RemoteName } from 'shared/contracts';

/** Remote name → the URL of the manifest the site serves for it (`/remotes.json`). */
export type RemotesMap = Record<RemoteName, string>;

/** `mf_forms` → `mf-forms`: the package folder and the path segment under `/remotes/`. */
export function packageDirOf(name: RemoteName): string {
  return remoteOf(name).folder;
}
