/**
 * The composition of the site, read from `shared/composition.json`: each remote's name, package
 * folder, development port and exposed modules (each with the place it fills). For Node (the
 * API, the tools, the tests): the browser gets the remotes' addresses from the server's
 * `/remotes.json`, which names only remotes of this list.
 */
import composition from '../../composition.json';
import type { RemoteModuleId, RemoteName } from '../contracts/remotes';

export interface RemoteEntry {
  /** The federation name (`mf_forms`), as `/remotes.json` and the module ids use it. */
  name: RemoteName;
  /** The package folder (`mf-forms`), also the remote's path under `/remotes/`. */
  folder: string;
  devPort: number;
  /** The title of the remote's own page in development. */
  title: string;
  /** Exposed module (one file in `src/exposed/`) → the place it fills. */
  modules: Record<string, string>;
  /** Exposed modules for integrators' pages, outside the shell's typed contract. */
  outsideShell: readonly string[];
}

interface RemoteJson {
  folder: string;
  devPort: number;
  title: string;
  modules: Record<string, string>;
  outsideShell?: string[];
}

export const SHELL: { folder: string; devPort: number } = composition.shell;

export const REMOTES: readonly RemoteEntry[] = Object.entries(composition.remotes as Record<string, RemoteJson>).map(
  ([name, remote]) => ({ ...remote, name: name as RemoteName, outsideShell: remote.outsideShell ?? [] }),
);

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

export function remoteOf(name: RemoteName): RemoteEntry {
  const remote = REMOTES.find((entry) => entry.name === name);
  if (!remote) throw new Error(`unknown remote ${name}`);
  return remote;
}

/** The ids of the shell's typed contract (`mf_forms/LoginPage`…) the manifest promises. */
export function contractModuleIds(): RemoteModuleId[] {
  return REMOTES.flatMap((remote) =>
    Object.keys(remote.modules)
      .filter((module) => !remote.outsideShell.includes(module))
      .map((module) => `${remote.name}/${module}` as RemoteModuleId),
  );
}
