// One ESLint configuration for the whole workspace.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const remotes = ['mf-catalog', 'mf-auth', 'mf-profile', 'mf-content', 'mf-admin'];
const repoRoot = import.meta.dirname;

// Inside a remote, code flows one way: shared folders -> features -> frame. The frame (app/, exposes/, harness/,
// bootstrap.tsx) composes the features; a feature uses only itself and the shared folders; the shared folders use
// neither. The feature folders are read when the config loads, so a new feature is covered without editing this file.
const frameFolders = ['app', 'exposes', 'harness', 'bootstrap.tsx'];
const sharedFolders = ['components', 'hooks', 'lib', 'utils', 'test-utils'];

/** @param {string} remote */
function featureFolders(remote) {
  return readdirSync(path.join(repoRoot, remote, 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** @param {string} remote */
function boundaryZones(remote) {
  const src = `./${remote}/src`;
  return [
    ...featureFolders(remote).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'A feature does not import another feature: move what both use to src/components, src/lib or @immo237/shared.',
    })),
    {
      target: `${src}/features`,
      from: frameFolders.map((folder) => `${src}/${folder}`),
      message: 'A feature does not import the frame that composes it (app, exposes, harness).',
    },
    {
      target: sharedFolders.map((folder) => `${src}/${folder}`),
      from: [`${src}/features`, ...frameFolders.map((folder) => `${src}/${folder}`)],
      message:
        'Shared code (components, hooks, lib, utils, test-utils) does not import features or the frame.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.data/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
      '.bench/**',
      '.dev/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/order': [
        'error',
        {
          'newlines-between': 'never',
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
        },
      ],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // A remote never imports another remote, and the shell never imports a remote's source (only loadRemote).
  ...['shell', ...remotes].map((app) => ({
    files: [`${app}/**/*.{ts,tsx,mjs,js}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...['shell', ...remotes]
                  .filter((other) => other !== app)
                  .flatMap((other) => [`**/${other}/**`, other, `${other}/*`]),
              ],
              message:
                'Apps talk through Module Federation (loadRemote) and @immo237/shared, never through each other’s source.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: remotes.flatMap((remote) => boundaryZones(remote)) },
      ],
    },
  },
  // Playwright fixtures take `{}` and call `use`: neither is React here.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  // Every test runs under support/fixtures.ts's `test` (the site's address, the hydration guard): a spec takes
  // only types from @playwright/test.
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: 'Import test and expect from ../support/fixtures (the hydration guard runs there).',
            },
          ],
        },
      ],
    },
  },
);
