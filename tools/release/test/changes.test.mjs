// What a release records of its changes: the commits that touched the remote since the release
// before it, its note, the remote's CHANGELOG.md and the lines `npm run remote -- list` shows.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { MAX_COMMITS, appendChangelog, changeLines, releaseChanges } from '../changes.mjs';
import { sourceDigest, sourceState } from '../versions.mjs';

const repo = mkdtempSync(join(tmpdir(), 'release-changes-'));
after(() => rmSync(repo, { recursive: true, force: true }));
const remote = join(repo, 'mf-news');

const git = (...args) =>
  execFileSync('git', ['-C', repo, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    encoding: 'utf8',
  }).trim();

/** Commits a change of `file` (relative to the repository) with `subject`; its short sha. */
function commit(file, subject) {
  mkdirSync(join(repo, file, '..'), { recursive: true });
  writeFileSync(join(repo, file), `${subject}\n`);
  git('add', '-A');
  git('commit', '-q', '-m', subject, '-m', 'The why of it, which the record leaves out.');
  return git('rev-parse', '--short', 'HEAD');
}

const shas = {};
before(() => {
  git('init', '-q', '-b', 'main');
  shas.first = commit('mf-news/src/NewsPage.tsx', 'News page with the latest five posts');
  shas.shell = commit('shell/src/index.ts', 'Shell: a change elsewhere');
  shas.second = commit('mf-news/src/NewsPage.tsx', 'News page lists posts by month');
  shas.third = commit('mf-news/src/routes.json', 'News archive at /novinky/archiv');
});

describe('what a release changes', () => {
  test('the commits that touched the remote since the previous release, newest first, and the note', () => {
    const changes = releaseChanges({
      sourceDir: remote,
      commit: shas.third,
      previous: { version: `1.0.0-${shas.first}`, commit: shas.first },
      note: '  Spring archive  ',
    });
    assert.deepEqual(changes, {
      since: `1.0.0-${shas.first}`,
      commits: [
        { commit: shas.third, subject: 'News archive at /novinky/archiv' },
        { commit: shas.second, subject: 'News page lists posts by month' },
      ],
      more: 0,
      note: 'Spring archive',
    });
  });

  test("a first release lists every commit of the remote; a previous release from another branch doesn't narrow it", () => {
    const first = releaseChanges({ sourceDir: remote, commit: shas.third, previous: null, note: undefined });
    assert.equal(first.since, null);
    assert.equal(first.note, null);
    assert.deepEqual(
      first.commits.map((entry) => entry.commit),
      [shas.third, shas.second, shas.first],
    );
    git('checkout', '-q', '-b', 'other', shas.first);
    const elsewhere = commit('mf-news/src/Other.tsx', 'A trial on another branch');
    git('checkout', '-q', 'main');
    const across = releaseChanges({
      sourceDir: remote,
      commit: shas.third,
      previous: { version: `1.0.0-${elsewhere}`, commit: elsewhere },
    });
    assert.equal(across.commits.length, 3);
  });

  test(`at most ${MAX_COMMITS} commits are recorded, with how many more there were`, () => {
    for (let i = 0; i < MAX_COMMITS + 2; i += 1) commit(`mf-news/src/n${i}.ts`, `Change ${i}`);
    const head = git('rev-parse', '--short', 'HEAD');
    const changes = releaseChanges({ sourceDir: remote, commit: head, previous: null });
    assert.equal(changes.commits.length, MAX_COMMITS);
    assert.equal(changes.more, 3 + 2);
    assert.equal(changes.commits[0].subject, `Change ${MAX_COMMITS + 1}`);
  });

  test("each release is appended to the remote's CHANGELOG.md, which is made on the first", () => {
    const dir = mkdtempSync(join(tmpdir(), 'changelog-'));
    try {
      const record = (version, builtAt, changes) => ({ remote: 'mf-news', version, builtAt, changes });
      appendChangelog(
        dir,
        record('1.0.0-aaaa111', '2026-11-20T10:00:00.000Z', {
          since: null,
          commits: [{ commit: 'aaaa111', subject: 'News page' }],
          more: 0,
          note: null,
        }),
      );
      appendChangelog(
        dir,
        record('1.0.0-bbbb222', '2026-11-29T08:00:00.000Z', {
          since: '1.0.0-aaaa111',
          commits: [],
          more: 0,
          note: 'Rebuilt on the new shared',
        }),
      );
      const text = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
      assert.match(text, /^# Changelog of mf-news\n/);
      assert.ok(
        text.endsWith(
          '## 1.0.0-aaaa111 — 2026-11-20\n\nFirst release:\n\n- News page (aaaa111)\n\n' +
            '## 1.0.0-bbbb222 — 2026-11-29\n\nRebuilt on the new shared\n\nSince 1.0.0-aaaa111:\n\n- no commit touched this remote\n',
        ),
        text,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the list shows the note and each commit under its release, and says when a release recorded none', () => {
    const changes = {
      since: '1.0.0-aaaa111',
      commits: [{ commit: 'cccc333', subject: 'Archive' }],
      more: 4,
      note: 'Spring',
    };
    assert.deepEqual(changeLines({ changes }, '    '), [
      '    Spring',
      '    Archive (cccc333)',
      '    … and 4 earlier commits',
    ]);
    assert.deepEqual(changeLines({ changes: { ...changes, commits: [], more: 0, note: null } }, ''), [
      'no commit of this remote since 1.0.0-aaaa111',
    ]);
    assert.deepEqual(changeLines({}, ''), ['(made before releases recorded their changes)']);
  });

  test("the changelog the tool writes into the remote is not its source: same digest, still the commit's files", () => {
    const digest = sourceDigest(remote);
    assert.deepEqual(sourceState(remote).changes, []);
    appendChangelog(remote, {
      remote: 'mf-news',
      version: '1.0.0-dddd444',
      builtAt: '2026-11-29T09:00:00.000Z',
      changes: { since: null, commits: [], more: 0, note: null },
    });
    assert.equal(sourceDigest(remote), digest);
    assert.deepEqual(sourceState(remote).changes, []);
    writeFileSync(join(remote, 'src', 'NewsPage.tsx'), 'changed\n');
    assert.deepEqual(
      sourceState(remote).changes.map((line) => line.split(' ').at(-1)),
      ['mf-news/src/NewsPage.tsx'],
    );
  });
});
