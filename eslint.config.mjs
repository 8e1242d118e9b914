// One flat config for the whole workspace.
import fs from 'node:fs'

import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const appMap = JSON.parse(fs.readFileSync(new URL('./apps.json', import.meta.url), 'utf8'))
const appDirs = [appMap.host.dir, ...appMap.remotes.map((remote) => remote.dir), 'shared']

/** Inside a remote, each feature folder may import only itself (exposes/ composes them). */
const featureZones = appMap.remotes.flatMap((remote) => {
  const features = new URL(`./${remote.dir}/src/features/`, import.meta.url)
  if (!fs.existsSync(features)) return []
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${remote.dir}/src/features/${name}`,
      from: `./${remote.dir}/src/features`,
      except: [`./${name}`],
      message: "A remote's features don't import each other: exposes/ composes them.",
    }))
})

/** The API's shapes (@vitrina/contract) sit below both the API and the browser. */
const contractZones = [
  {
    target: './contract',
    from: ['./api', ...appDirs.map((dir) => `./${dir}`)],
    message: 'The contract imports nothing of ours: the API and the browser import it.',
  },
]

/** The API's layers: routes → services → db; plugins wire them into fastify. */
const apiZones = [
  {
    target: './api/src/services',
    from: ['./api/src/plugins', './api/src/routes'],
    message: 'Services never import plugins or routes.',
  },
  {
    target: './api/src/db',
    from: ['./api/src/services', './api/src/plugins', './api/src/routes'],
    message: 'The database layer imports nothing above it.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '.jest-cache/**',
      'api/drizzle/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, files of ours that are imported are not parsed and no cycle is seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'shared/ui/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...contractZones, ...apiZones] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The host's first script: a plain browser script (docs/first-view.md).
    files: ['host/boot/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: appDirs.map((d) => `${d}/**/*.{ts,tsx}`),
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // typescript-eslint's variant: it can let type-only imports through (the contract).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              message: 'Import Chakra parts from @vitrina/ui, the shared singleton.',
            },
            {
              name: '@vitrina/contract',
              allowTypeImports: true,
              message:
                "The browser takes only types from @vitrina/contract (import type): its schemas are the API's code.",
            },
          ],
          patterns: [
            {
              group: [
                '@vitrina/shared/*',
                '!@vitrina/shared/testing',
                // Pure, stateless rules (no singleton state): safe to bundle before the async boundary.
                '!@vitrina/shared/rules',
                // Stateless focus hooks, bundled into each remote as the rules are.
                '!@vitrina/shared/a11y',
                '@vitrina/ui/*',
              ],
              message:
                'Import only the package root: a deep path is a second instance at run time.',
            },
            {
              group: ['**/remote-*/**', '**/host/**', '@vitrina/remote-*', '@vitrina/host'],
              message: 'Apps meet only in the host, by federation id.',
            },
          ],
        },
      ],
    },
  },
  {
    // @vitrina/ui is the one place that may reach Chakra.
    files: ['shared/ui/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
)
