// The one Jest configuration every package extends: swc transpiles TypeScript and JSX,
// jsdom for browser packages, node for the api.
const path = require('node:path');

/**
 * @param {{ rootDir: string, environment?: 'jsdom' | 'node', setup?: string[] }} options  `setup`: the
 *   package's own files run before each test file (after the shared ones)
 */
function jestConfig({ rootDir, environment = 'jsdom', setup = [] }) {
  return {
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest-environment-jsdom.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Packages' CommonJS files run as they are; their ES-module-only files (`.mjs`, and `until-async`,
    // which MSW uses) are transpiled like our own code.
    transformIgnorePatterns: ['/node_modules/(?!until-async/).+\\.(c?js|json)$'],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'jest-setup-globals.cjs')],
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? [
            path.join(__dirname, 'jest-setup-dom.cjs'),
            path.join(__dirname, '..', 'src', 'testing', 'setup.ts'),
            ...setup,
          ]
        : setup,
    // MSW's Node entry points are published under the `node` export condition, which jsdom's
    // browser conditions would hide.
    ...(environment === 'jsdom' ? { testEnvironmentOptions: { customExportConditions: [''] } } : {}),
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  };
}

module.exports = { jestConfig };
