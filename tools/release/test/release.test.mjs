// The release tools' rules without a build: how versions are named, that a release is never
// replaced, what the compatibility gate says, and the order rollbacks go in.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ReleaseError, readComposition, remoteByFolder } from '../common.mjs';
import { compatibilityProblems, shellSingletons } from '../../../shared/build/release-gate.cjs';
import { changeRegistry, emptyState, promote, readLog, readState, rollback, rollbackTarget } from '../registry.mjs';
import { assertNotReleased, exposedModules, publish, releaseRecord } from '../release-files.mjs';
import { VERSION_PATTERN, releaseVersion, sourceDigest, sourceState } from '../versions.mjs';

const work = mkdtempSync(join(tmpdir(), 'release-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

function write(file, body) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
}

describe('version names', () => {
  test('the package version and the commit; a digest of the files for a build that is not the commit', () => {
    assert.equal(releaseVersion({ packageVersion: '1.4.0', sha: '3f2a9c1' }), '1.4.0-3f2a9c1');
    assert.equal(
      releaseVersion({ packageVersion: '1.4.0', sha: '3f2a9c1', dirtyDigest: '5d41402a' }),
      '1.4.0-3f2a9c1+dirty.5d41402a',
    );
    assert.match('1.4.0-3f2a9c1', VERSION_PATTERN);
    assert.match('1.4.0-3f2a9c1+dirty.5d41402a', VERSION_PATTERN);
    assert.throws(() => releaseVersion({ packageVersion: '1.4', sha: '3f2a9c1' }), /not MAJOR\.MINOR\.PATCH/);
    assert.throws(() => releaseVersion({ packageVersion: '1.4.0', sha: 'HEAD' }), /not a commit's short sha/);
  });

  test("the digest follows the source's files, not its builds or dependencies", () => {
    const dir = join(work, 'digest');
    write(join(dir, 'package.json'), '{"name":"mf-content","version":"1.0.0"}');
    write(join(dir, 'src', 'a.ts'), 'export const heading = "A";');
    const first = sourceDigest(dir);
    assert.match(first, /^[0-9a-f]{8}$/);
    write(join(dir, 'dist', 'remoteEntry.js'), 'built');
    write(join(dir, 'node_modules', 'x', 'index.js'), 'dependency');
    assert.equal(sourceDigest(dir), first);
    write(join(dir, 'src', 'a.ts'), 'export const heading = "B";');
    assert.notEqual(sourceDigest(dir), first);
  });

  test('a folder the repository does not track is never taken for a commit', () => {
    const dir = join(work, 'untracked-copy');
    write(join(dir, 'package.json'), '{}');
    let state;
    try {
      state = sourceState(dir);
    } catch (error) {
      // Outside a git repository the tool refuses to name a release at all.
      assert.ok(error instanceof ReleaseError);
      assert.match(error.message, /not in a git repository/);
      return;
    }
    assert.ok(state.changes.length > 0);
  });
});

describe('a release is never replaced', () => {
  test('publishing a version that exists refuses and leaves both folders as they were', () => {
    const releases = join(work, 'releases');
    const first = join(work, 'staging-1');
    write(join(first, 'remoteEntry.js'), 'first');
    const target = publish(first, releases, 'mf-forms', '1.0.0-abc1234');
    assert.equal(readFileSync(join(target, 'remoteEntry.js'), 'utf8'), 'first');

    const second = join(work, 'staging-2');
    write(join(second, 'remoteEntry.js'), 'second');
    assert.throws(
      () => publish(second, releases, 'mf-forms', '1.0.0-abc1234'),
      (error) =>
        error instanceof ReleaseError &&
        /mf-forms 1\.0\.0-abc1234 is released already .*a release is never replaced/.test(error.message),
    );
    assert.equal(readFileSync(join(target, 'remoteEntry.js'), 'utf8'), 'first');
    assert.equal(readFileSync(join(second, 'remoteEntry.js'), 'utf8'), 'second');
    assert.throws(() => assertNotReleased(releases, 'mf-forms', '1.0.0-abc1234'), ReleaseError);
    assert.doesNotThrow(() => assertNotReleased(releases, 'mf-forms', '1.0.0-0000000'));
  });

  test('release.json records the singletons, the exposed modules and a digest of every server file', () => {
    const build = join(work, 'build');
    write(join(build, 'mf-manifest.json'), JSON.stringify({ name: 'mf_forms', exposes: [{ name: './LoginPage' }] }));
    write(join(build, 'remoteEntry.js'), 'entry');
    write(join(build, 'server', 'remoteEntry.js'), 'server entry');
    write(join(build, 'server', 'chunks', '1.abcdef12.js'), 'chunk');
    const remote = remoteByFolder(readComposition(), 'mf-forms');
    const record = releaseRecord({
      remote,
      version: '1.0.0-abc1234',
      commit: 'abc1234',
      dirty: false,
      sourceDir: join(import.meta.dirname, '..', '..', '..', 'mf-forms'),
      buildDir: build,
      builtAt: '2026-01-01T00:00:00.000Z',
      builtBy: 'test',
    });
    assert.deepEqual(record.exposes, ['LoginPage']);
    assert.deepEqual(Object.keys(record.server).sort(), ['chunks/1.abcdef12.js', 'remoteEntry.js']);
    assert.equal(record.server['remoteEntry.js'], createHash('sha256').update('server entry').digest('hex'));
    assert.match(record.singletons.react, /^\d+\.\d+\.\d+/);
    assert.deepEqual(Object.keys(record.singletons), [
      'react',
      'react-dom',
      'react-router',
      'i18next',
      'react-i18next',
      'zustand',
      'shared',
    ]);
  });
});

describe('the compatibility gate', () => {
  const shell = {
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-router': '7.18.5',
    i18next: '26.7.2',
    'react-i18next': '17.1.12',
    zustand: '5.1.0',
    shared: '1.0.0',
  };
  const modules = ['ContactFormPage', 'LoginPage', 'mount'];
  const fitting = { singletons: { ...shell, react: '19.0.0', zustand: '5.9.9' }, exposes: [...modules] };

  test('the same majors and the very same shared pass', () => {
    assert.deepEqual(compatibilityProblems(fitting, shell, modules), []);
  });

  test('another major of a library is named with both versions', () => {
    const release = { ...fitting, singletons: { ...fitting.singletons, react: '18.3.1', 'react-router': '6.30.0' } };
    assert.deepEqual(compatibilityProblems(release, shell, modules), [
      'react 18.3.1, the shell has 19.3.1: another major version',
      'react-router 6.30.0, the shell has 7.18.5: another major version',
    ]);
  });

  test('shared must be the same version, not only the same major', () => {
    const release = { ...fitting, singletons: { ...fitting.singletons, shared: '1.0.1' } };
    assert.deepEqual(compatibilityProblems(release, shell, modules), [
      'shared 1.0.1, the shell has 1.0.0: not the same version',
    ]);
  });

  test('modules exposed beyond the manifest, or missing from it, are named', () => {
    const release = { ...fitting, exposes: ['ContactFormPage', 'CurrencySwitch', 'mount'] };
    assert.deepEqual(compatibilityProblems(release, shell, modules), [
      'exposes CurrencySwitch, which shared/composition.json does not name',
      'does not expose LoginPage, which shared/composition.json names',
    ]);
  });

  test('a release.json without versions, or a shell whose version is unknown, does not pass', () => {
    const problems = compatibilityProblems(
      { singletons: { react: '19.3.1' }, exposes: modules },
      { ...shell, i18next: null },
      modules,
    );
    assert.ok(problems.includes('react-dom: release.json names no version of it'));
    assert.ok(problems.includes('shared: release.json names no version of it'));
    assert.ok(problems.includes('i18next: release.json names no version of it'));
    const unknown = compatibilityProblems(fitting, { ...shell, i18next: null }, modules);
    assert.deepEqual(unknown, ["i18next: the shell's version is unknown, so 26.7.2 cannot be checked"]);
  });

  test("the shell's versions come from its built manifest, the rest from the installed packages", () => {
    const site = join(work, 'site');
    write(
      join(site, 'shell', 'dist', 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react', version: '19.0.0' },
          { name: 'shared', version: '1.0.0' },
        ],
      }),
    );
    write(join(site, 'node_modules', 'react-router', 'package.json'), '{"version":"7.1.0"}');
    const versions = shellSingletons(site);
    assert.equal(versions.react, '19.0.0');
    assert.equal(versions['react-router'], '7.1.0');
  });

  test('exposed modules are read from a built manifest without the ./ prefix', () => {
    assert.deepEqual(exposedModules({ exposes: [{ name: 'Page' }, { name: './Header' }] }), ['Header', 'Page']);
  });
});

describe('promote and rollback', () => {
  const by = 'eva';
  const step = (n) => ({ by, at: `2026-01-0${n}T00:00:00.000Z` });

  test("a rollback goes back one promote at a time, then to the remote's own build, then refuses", () => {
    let state = emptyState();
    const changes = [];
    for (const [n, version] of [
      [1, 'v1'],
      [2, 'v2'],
      [3, 'v3'],
    ]) {
      const result = promote(state, 'mf-forms', version, step(n));
      state = result.state;
      changes.push(result.change);
    }
    assert.deepEqual(
      changes.map((c) => [c.from, c.version]),
      [
        [null, 'v1'],
        ['v1', 'v2'],
        ['v2', 'v3'],
      ],
    );
    assert.equal(rollbackTarget(state, 'mf-forms'), 'v2');
    const order = [];
    for (let n = 4; n <= 6; n += 1) {
      const result = rollback(state, 'mf-forms', step(n));
      state = result.state;
      order.push([result.change.from, result.change.version]);
    }
    assert.deepEqual(order, [
      ['v3', 'v2'],
      ['v2', 'v1'],
      ['v1', null],
    ]);
    assert.equal(state.remotes['mf-forms'], undefined);
    assert.throws(
      () => rollback(state, 'mf-forms', step(7)),
      /mf-forms has no live release: there is nothing to roll back/,
    );
  });

  test('a promote after a rollback is undone by the next rollback; promoting the live version is refused', () => {
    let state = promote(emptyState(), 'mf-forms', 'v1', step(1)).state;
    state = promote(state, 'mf-forms', 'v2', step(2)).state;
    state = rollback(state, 'mf-forms', step(3)).state;
    assert.equal(state.remotes['mf-forms'].version, 'v1');
    assert.throws(() => promote(state, 'mf-forms', 'v1', step(4)), /mf-forms v1 is live already/);
    state = promote(state, 'mf-forms', 'v3', step(4)).state;
    assert.deepEqual(state.remotes['mf-forms'], { version: 'v3', by, since: step(4).at, previous: ['v1'] });
    assert.equal(rollback(state, 'mf-forms', step(5)).state.remotes['mf-forms'].version, 'v1');
  });

  test('each change is written to live.json and appended to the log with who and when', () => {
    const releases = join(work, 'registry');
    changeRegistry(releases, (state) => promote(state, 'mf-content', 'v1', step(1)));
    changeRegistry(releases, (state) => promote(state, 'mf-content', 'v2', step(2)));
    changeRegistry(releases, (state) => rollback(state, 'mf-content', { by: 'jan', at: step(3).at }));
    assert.deepEqual(readState(releases).remotes['mf-content'], {
      version: 'v1',
      by: 'jan',
      since: step(3).at,
      previous: [],
    });
    assert.deepEqual(
      readLog(releases).map((c) => [c.action, c.from, c.version, c.by, c.at]),
      [
        ['promote', null, 'v1', by, step(1).at],
        ['promote', 'v1', 'v2', by, step(2).at],
        ['rollback', 'v2', 'v1', 'jan', step(3).at],
      ],
    );
    // A refused change writes nothing.
    assert.throws(() => changeRegistry(releases, (state) => promote(state, 'mf-content', 'v1', step(4))), ReleaseError);
    assert.equal(readLog(releases).length, 3);
  });

  test('a second tool at the same time is refused while the first holds the registry', () => {
    const releases = join(work, 'locked');
    assert.throws(
      () =>
        changeRegistry(releases, (state) => {
          changeRegistry(releases, (inner) => promote(inner, 'mf-forms', 'v2', step(2)));
          return promote(state, 'mf-forms', 'v1', step(1));
        }),
      /another promote or rollback is under way/,
    );
    assert.deepEqual(readState(releases), emptyState());
  });
});
