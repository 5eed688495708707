// The compatibility gate a release passes before it goes live: built against the shell's
// singletons (the same major version of each library, the very same `shared`), and exposing exactly
// the modules the composition manifest gives that remote. The release command (`npm run remote`)
// asks it before it promotes a release, the site server before it previews one.
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

/** The packages one copy of which serves the whole page, whose versions a release records. */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next', 'zustand', 'shared'];

/** Libraries of which a release must have the shell's major version. */
const SAME_MAJOR = SINGLETONS.filter((name) => name !== 'shared');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The version of package `name` installed where Node would find it from `dir`; null when none is. */
function installedVersion(name, dir) {
  let current = resolve(dir);
  for (;;) {
    const file = join(current, 'node_modules', name, 'package.json');
    if (existsSync(file)) return readJson(file).version ?? null;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

function major(version) {
  const match = /^(\d+)\./.exec(String(version ?? ''));
  return match ? Number(match[1]) : null;
}

/**
 * Why a release cannot go live next to this shell: one line per mismatch, none when it fits.
 * `release` is its release.json; `shell` maps each singleton to the shell's version; `modules` are
 * the remote's modules in the composition manifest.
 */
function compatibilityProblems(release, shell, modules) {
  const problems = [];
  const versions = release.singletons ?? {};
  for (const name of SAME_MAJOR) {
    const theirs = versions[name];
    const ours = shell[name];
    if (!theirs) problems.push(`${name}: release.json names no version of it`);
    else if (!ours) problems.push(`${name}: the shell's version is unknown, so ${theirs} cannot be checked`);
    else if (major(theirs) === null || major(theirs) !== major(ours))
      problems.push(`${name} ${theirs}, the shell has ${ours}: another major version`);
  }
  if (!versions.shared) problems.push('shared: release.json names no version of it');
  else if (versions.shared !== shell.shared)
    problems.push(
      `shared ${versions.shared}, the shell has ${shell.shared ?? 'an unknown version'}: not the same version`,
    );

  const exposed = new Set(release.exposes ?? []);
  const promised = new Set(modules);
  const extra = [...exposed].filter((module) => !promised.has(module)).sort();
  const missing = [...promised].filter((module) => !exposed.has(module)).sort();
  if (extra.length) problems.push(`exposes ${extra.join(', ')}, which shared/composition.json does not name`);
  if (missing.length) problems.push(`does not expose ${missing.join(', ')}, which shared/composition.json names`);
  return problems;
}

/**
 * The shell's singletons: the versions its build shares (its `mf-manifest.json` under
 * `<siteRoot>/shell/dist`), and for the libraries it bundles inside `shared` rather than sharing
 * them (the router, the React binding of i18n) the versions installed where it was built.
 */
function shellSingletons(siteRoot) {
  const manifestFile = join(siteRoot, 'shell', 'dist', 'mf-manifest.json');
  const shared = existsSync(manifestFile) ? (readJson(manifestFile).shared ?? []) : [];
  const built = new Map(shared.map((entry) => [entry.name, entry.version]));
  return Object.fromEntries(SINGLETONS.map((name) => [name, built.get(name) ?? installedVersion(name, siteRoot)]));
}

module.exports = { SINGLETONS, installedVersion, compatibilityProblems, shellSingletons };
