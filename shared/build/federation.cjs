// Which app a folder holds, as the composition manifest describes it, and the ONE table of the
// dependencies every app shares through Module Federation (in the browser and on the server).
const fs = require('node:fs');
const path = require('node:path');

const sharedPackage = require('../package.json');
const composition = require('../composition.json');

/**
 * Singletons: one copy in the browser, whichever app loads first. The router and the React binding
 * of i18n are not among them: they are part of `shared`, through which alone the apps reach them
 * (so they are tree-shaken to what the site uses, and there is still one of each in the page).
 */
const SINGLETONS = ['react', 'react-dom', 'i18next', 'zustand'];
/** Subpath entries of the singletons; without them React 19 loads twice. */
const SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom/client': 'react-dom',
};

/** Development ports (from the composition manifest); production serves everything from the api on one origin. */
const DEV_PORTS = {
  shell: composition.shell.devPort,
  ...Object.fromEntries(Object.entries(composition.remotes).map(([name, remote]) => [name, remote.devPort])),
};

/**
 * The app in `dir` as the composition manifest describes it: the shell, or a remote with its
 * federation name, title and exposed modules (each `./Name` → its file in `src/exposed/`).
 */
function appOf(dir) {
  // By its package's name (which is its folder's in the manifest): a copy built elsewhere is the same app.
  const folder = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
  if (folder === composition.shell.folder) return { name: 'shell' };
  const found = Object.entries(composition.remotes).find(([, remote]) => remote.folder === folder);
  if (!found) throw new Error(`${folder} is neither the shell nor a remote of shared/composition.json`);
  const [name, remote] = found;
  const exposes = {};
  for (const module of Object.keys(remote.modules)) {
    const file = ['.tsx', '.ts']
      .map((ext) => `./src/exposed/${module}${ext}`)
      .find((f) => fs.existsSync(path.join(dir, f)));
    if (!file) throw new Error(`${folder}: shared/composition.json names ${module}, which src/exposed/ does not hold`);
    exposes[`./${module}`] = file;
  }
  return { name, title: remote.title, exposes, folder };
}

/**
 * The shared table of a browser build. In development it holds the React Refresh runtime too: one
 * runtime in the page, the first app's (it is the one hooked into React, which is one too), for
 * the shell's and every remote's components; eager, as the entry of a page takes it at once.
 * Requests for it from inside its own package (`react-refresh` itself) are matched as well.
 */
function sharedDependencies(development = false) {
  const versions = sharedPackage.dependencies;
  const table = {};
  for (const name of SINGLETONS) {
    table[name] = { singleton: true, requiredVersion: '^' + versions[name] };
  }
  for (const [subpath, owner] of Object.entries(SUBPATHS)) {
    table[subpath] = { singleton: true, requiredVersion: '^' + versions[owner] };
  }
  table.shared = { singleton: true, requiredVersion: '^' + sharedPackage.version, version: sharedPackage.version };
  if (development) {
    const refresh = require('react-refresh/package.json').version;
    table['react-refresh/runtime'] = {
      singleton: true,
      eager: true,
      requiredVersion: '^' + refresh,
      version: refresh,
      allowNodeModulesSuffixMatch: true,
    };
  }
  return table;
}

/** The shared table of a server build: a remote takes every singleton from the host (the shell). */
function serverSharedDependencies(isHost) {
  const table = sharedDependencies();
  if (isHost) return table;
  // One React, one router, one `shared` (with the request's stores) in the server process: a remote's
  // own fallback copy would be a second instance, so remotes ship none.
  for (const entry of Object.values(table)) entry.import = false;
  return table;
}

module.exports = { appOf, DEV_PORTS, sharedDependencies, serverSharedDependencies };
