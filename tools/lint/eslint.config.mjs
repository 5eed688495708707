// The one ESLint configuration of the repository (flat config). Besides correctness rules it guards
// the composition's boundaries, which the build alone cannot see:
// - a remote never imports another remote, the shell or the api; the shell never imports a remote;
// - `shared` imports no app; no front-end code imports a server (api, site-server);
// - the api never imports the site server, which uses the api through `api/src/index.ts` only;
// - a remote never imports the router or the React binding of i18n (they reach it through `shared`);
// - inside a package, a feature never imports another feature, and nothing below `src/exposed`
//   imports the exposed modules (imports flow exposed → features → the package's shared folders).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const composition = JSON.parse(readFileSync(join(ROOT, 'shared', 'composition.json'), 'utf8'));
const REMOTES = Object.values(composition.remotes).map((remote) => remote.folder);
const APPS = [composition.shell.folder, ...REMOTES];
const FRONT_END = ['shared', ...APPS];

/**
 * What the code of an app may not import: the API client outside an `api.ts` (`apiCalls` false);
 * in a remote, the router and the React binding of i18n (they come through `shared`).
 */
function appImports({ apiCalls, remote }) {
  return {
    paths: apiCalls
      ? []
      : [
          {
            name: 'shared',
            importNames: ['api', 'getJson', 'requestJson', 'send'],
            message: "API calls live in a feature's `api.ts`, which reads each answer with `getJson`.",
          },
        ],
    patterns: remote
      ? [
          {
            group: ['react-router', 'react-router/*', 'react-router-dom'],
            message: "Routing reaches a remote through `shared` (`import { Link } from 'shared'`).",
          },
          {
            group: ['react-i18next'],
            message: "Translations reach a remote through `shared` (`import { useTranslation } from 'shared'`).",
          },
        ]
      : [],
  };
}

/** The folders directly inside `dir` (relative to the repository root). */
function foldersIn(...dir) {
  try {
    return readdirSync(join(ROOT, ...dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
const featuresOf = (pkg) => foldersIn(pkg, 'src', 'features');
const foldersOf = (pkg) => foldersIn(pkg, 'src');

const boundaryZones = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Apps are deployed on their own: talk through the bus and stores of `shared`, never by import.',
  })),
  {
    target: './shared',
    from: APPS.map((app) => `./${app}`),
    message: '`shared` is the bottom layer: it imports no app.',
  },
  {
    target: ['./api', './site-server'],
    from: './tools',
    message: "The servers never import the repository's tools: what both need lives in `shared` (its `build/`).",
  },
  {
    target: './api',
    from: './site-server',
    message: 'The JSON API does not import the site server: the site server is built on the API, not the other way.',
  },
  {
    target: './site-server/src',
    from: './api',
    except: ['./src/index.ts'],
    message:
      "The site server uses the API through its declared interface only: `import … from 'api'` (api/src/index.ts).",
  },
  ...FRONT_END.map((pkg) => ({
    target: `./${pkg}`,
    from: ['./api', './site-server'],
    message: 'Front-end code never imports the servers; shared types and schemas live in `shared`.',
  })),
  ...FRONT_END.flatMap((pkg) =>
    featuresOf(pkg).map((feature) => ({
      target: `./${pkg}/src/features/${feature}`,
      from: `./${pkg}/src/features`,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature; compose them in `src/exposed`, or move the common part out of `features`.',
    })),
  ),
  ...FRONT_END.flatMap((pkg) =>
    foldersOf(pkg)
      .filter((folder) => folder !== 'exposed')
      .map((folder) => ({
        target: `./${pkg}/src/${folder}`,
        from: `./${pkg}/src/exposed`,
        message: 'Imports flow exposed → features → shared folders: nothing below `src/exposed` imports it.',
      })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/.data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results.json',
      // Released builds (npm run release): built output, like dist/.
      'releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: APPS.concat('shared').map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The router and the React binding of i18n are part of `shared`: a remote's own copy of either
  // would be a second one in the page, without the shell's state. API calls are made in a
  // feature's `api.ts` only (where the answers are read with `getJson`), never from components.
  ...APPS.flatMap((app) => {
    const remote = REMOTES.includes(app);
    return [
      {
        files: [`${app}/src/**/*.{ts,tsx}`],
        ignores: ['**/api.ts', '**/*.test.{ts,tsx}'],
        rules: { 'no-restricted-imports': ['error', appImports({ apiCalls: false, remote })] },
      },
      {
        files: [`${app}/src/**/api.ts`],
        rules: { 'no-restricted-imports': ['error', appImports({ apiCalls: true, remote })] },
      },
    ];
  }),
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: [
      'api/**/*.{ts,mjs}',
      'site-server/**/*.{ts,mjs}',
      'e2e/**/*.ts',
      'tools/**/*.{mjs,js}',
      'bench/**/*.mjs',
      'deploy/**/*.mjs',
      '**/*.cjs',
      '**/build/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // No source file over 300 lines, every line counted as `wc -l` counts them (blank lines and
  // comments too): a longer file is split by concern. Tests are left out (`*.test.*`, `*.spec.*`,
  // anything in a `test/` or `tests/` folder); built output is ignored above, and JSON is not linted.
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: ['**/*.test.*', '**/*.spec.*', '**/test/**', '**/tests/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  prettier,
);
