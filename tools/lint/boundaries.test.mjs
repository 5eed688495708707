// Shows the boundary rules of eslint.config.mjs firing: each case lints a file placed in one package
// that imports across a boundary, and expects `import-x/no-restricted-paths` to report it.
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('./typescript-5.cjs');
const { ESLint } = await import('eslint');

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(HERE, 'eslint.config.mjs') });

/** Rule ids reported for `code` as if it were the file at `file` (relative to the root). */
async function rulesFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result.messages.map((message) => message.ruleId);
}

const RULE = 'import-x/no-restricted-paths';
const [featureA, featureB] = readdirSync(join(ROOT, 'mf-content/src/features')).sort();
const fileOfB = readdirSync(join(ROOT, 'mf-content/src/features', featureB)).find(
  (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
);

test('a remote importing another remote fails', async () => {
  assert.ok(
    (await rulesFor('mf-chrome/src/lint-probe.ts', "export * from '../../mf-forms/src/index';")).includes(RULE),
  );
});

test('a remote importing the shell, and the shell importing a remote, fail', async () => {
  assert.ok((await rulesFor('mf-forms/src/lint-probe.ts', "export * from '../../shell/src/index';")).includes(RULE));
  assert.ok((await rulesFor('shell/src/lint-probe.ts', "export * from '../../mf-content/src/index';")).includes(RULE));
});

test('front-end code importing the api fails', async () => {
  assert.ok((await rulesFor('mf-commerce/src/lint-probe.ts', "export * from '../../api/src/app';")).includes(RULE));
  assert.ok((await rulesFor('shared/src/lint-probe.ts', "export * from '../../api/src/app';")).includes(RULE));
});

test('shared importing an app fails', async () => {
  assert.ok((await rulesFor('shared/src/lint-probe.ts', "export * from '../../mf-chrome/src/index';")).includes(RULE));
});

test("the servers importing the repository's tools fail", async () => {
  assert.ok(
    (await rulesFor('api/src/lint-probe.ts', "export * from '../../tools/release/common.mjs';")).includes(RULE),
  );
  assert.ok(
    (await rulesFor('site-server/src/lint-probe.ts', "export * from '../../tools/release/common.mjs';")).includes(RULE),
  );
});

test('the JSON API importing the site server fails', async () => {
  assert.ok(
    (await rulesFor('api/src/features/lint-probe.ts', "export * from '../../../site-server/src/plugin';")).includes(
      RULE,
    ),
  );
  assert.ok((await rulesFor('api/src/lint-probe.ts', "export * from '../../site-server/src/serve';")).includes(RULE));
});

test("the site server reaching past the API's interface fails; the interface passes", async () => {
  assert.ok(
    (await rulesFor('site-server/src/lint-probe.ts', "export * from '../../api/src/db/connection';")).includes(RULE),
  );
  assert.ok(!(await rulesFor('site-server/src/lint-probe.ts', "export { startServer } from 'api';")).includes(RULE));
});

test('front-end code importing the site server fails', async () => {
  assert.ok(
    (await rulesFor('mf-content/src/lint-probe.ts', "export * from '../../site-server/src/plugin';")).includes(RULE),
  );
});

test('a feature importing another feature fails', async () => {
  const code = `export * from '../${featureB}/${fileOfB.replace(/\.tsx?$/, '')}';`;
  assert.ok((await rulesFor(`mf-content/src/features/${featureA}/lint-probe.ts`, code)).includes(RULE));
});

test('a feature importing from its own folder and from shared passes', async () => {
  const code = `export * from './${'lint-probe-2'}';\nexport { bus } from 'shared';`;
  assert.ok(!(await rulesFor(`mf-content/src/features/${featureB}/lint-probe.ts`, code)).includes(RULE));
});

test('a remote importing the router package itself fails; through shared it passes', async () => {
  const direct = await rulesFor('mf-content/src/lint-probe.ts', "export { Link } from 'react-router';");
  assert.ok(direct.includes('no-restricted-imports'));
  const throughShared = await rulesFor('mf-content/src/lint-probe.ts', "export { Link } from 'shared';");
  assert.ok(!throughShared.includes('no-restricted-imports'));
});

test("an API call outside a feature's api.ts fails; inside it passes", async () => {
  const code = "import { getJson } from 'shared';\nexport const load = () => getJson('/api/settings', 'settings');\n";
  assert.ok((await rulesFor('mf-content/src/features/lint-probe/Probe.tsx', code)).includes('no-restricted-imports'));
  assert.ok((await rulesFor('shell/src/lint-probe.ts', code)).includes('no-restricted-imports'));
  assert.ok(!(await rulesFor('mf-content/src/features/lint-probe/api.ts', code)).includes('no-restricted-imports'));
});
