// What a release changes: the commits that touched the remote's folder since the release made
// before it (and a note given on the command line), recorded in its `release.json` and appended to
// the remote's `CHANGELOG.md`, so that a team promoting or rolling back sees what it chooses between.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHANGELOG } from './versions.mjs';

/** At most this many commits are recorded; the record says how many more there were. */
export const MAX_COMMITS = 50;

function git(dir, args) {
  return execFileSync('git', ['--no-optional-locks', '-C', dir, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/**
 * The commits up to `commit` that touched the files under `sourceDir`, newest first, each
 * `{ commit, subject }` (a short sha): those after `since` (the previous release's commit), or all of
 * them for a first release, or when `since` is no ancestor of `commit` (a release of another
 * branch). None for a folder the repository does not track (a copy elsewhere).
 */
export function commitsSince(sourceDir, commit, since) {
  let range = commit;
  if (since) {
    try {
      git(sourceDir, ['merge-base', '--is-ancestor', since, commit]);
      range = `${since}..${commit}`;
    } catch {
      // Not an ancestor (or unknown): everything up to this commit.
    }
  }
  let output;
  try {
    output = git(sourceDir, ['log', '--format=%h%x09%s', range, '--', '.']);
  } catch {
    return { commits: [], more: 0 };
  }
  const all = output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [sha, ...subject] = line.split('\t');
      return { commit: sha, subject: subject.join('\t') };
    });
  return { commits: all.slice(0, MAX_COMMITS), more: Math.max(0, all.length - MAX_COMMITS) };
}

/**
 * The `changes` of a release's record: since which release (its version; null for the first),
 * the commits and how many more were left out, and the note (null without one).
 */
export function releaseChanges({ sourceDir, commit, previous, note }) {
  const { commits, more } = commit
    ? commitsSince(sourceDir, commit, previous?.commit ?? null)
    : { commits: [], more: 0 };
  return { since: previous?.version ?? null, commits, more, note: note?.trim() || null };
}

/** The release's entry of a changelog, in Markdown. */
export function changelogEntry(record) {
  const { version, builtAt, changes } = record;
  const lines = [`## ${version} — ${builtAt.slice(0, 10)}`, ''];
  if (changes.note) lines.push(changes.note, '');
  lines.push(changes.since ? `Since ${changes.since}:` : 'First release:', '');
  if (changes.commits.length === 0) lines.push('- no commit touched this remote');
  for (const { commit, subject } of changes.commits) lines.push(`- ${subject} (${commit})`);
  if (changes.more > 0) lines.push(`- … and ${changes.more} earlier commits`);
  return lines.join('\n') + '\n';
}

const changelogHead = (folder) =>
  `# Changelog of ${folder}\n\nOne entry per release, appended by \`npm run release\`: the commits that touched this remote\nsince the release before it, and the note given with \`--note\`.\n`;

/** Appends the release's entry to `<sourceDir>/CHANGELOG.md`, creating the file when it is missing. */
export function appendChangelog(sourceDir, record) {
  const file = join(sourceDir, CHANGELOG);
  if (!existsSync(file)) writeFileSync(file, changelogHead(record.remote));
  appendFileSync(file, `\n${changelogEntry(record)}`);
  return file;
}

/** The changes of a release as lines for a terminal (`npm run remote -- list`), indented by `indent`. */
export function changeLines(record, indent) {
  const changes = record.changes;
  if (!changes) return [`${indent}(made before releases recorded their changes)`];
  const lines = [];
  if (changes.note) lines.push(`${indent}${changes.note}`);
  for (const { commit, subject } of changes.commits) lines.push(`${indent}${subject} (${commit})`);
  if (changes.more > 0) lines.push(`${indent}… and ${changes.more} earlier commits`);
  if (lines.length === 0) lines.push(`${indent}no commit of this remote since ${changes.since ?? 'the start'}`);
  return lines;
}
