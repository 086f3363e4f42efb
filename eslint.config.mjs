// Lint rules, including the layers: which folder may import which (see ARCHITECTURE.md, "Layers").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/** Browser code: the site's own, the theme components and client helpers plugins own, and the example apps. */
const PLUGIN_BROWSER_PARTS = [
  './api-types/theme',
  './code-highlight/theme',
  './llms/theme',
  './tslib-helpers/helpers.mjs',
];
const BROWSER = ['./src', ...PLUGIN_BROWSER_PARTS.map((part) => `./plugins/${part.slice(2)}`), './examples'];
/** The same folders as globs, for the browser's globals and rules. */
const BROWSER_FILES = BROWSER.map((folder) => (folder.endsWith('.mjs') ? folder.slice(2) : `${folder.slice(2)}/**`));
const NODE_FOLDERS = ['./server', './assistants', './scripts', './tests'];
const DRIVERS = ['./scripts', './tests'];
const NO_HTTP_FRAMEWORK = [
  { group: ['fastify', '@fastify/*'], message: 'search/ and assistants/ are Node core: no HTTP framework.' },
];
const NO_DOCUSAURUS = [{ group: ['@docusaurus/*', '@theme/*', '@site/*'], message: 'No Docusaurus here.' }];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.examples-build/',
      '.images-build/',
      '.live-preview-build/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: BROWSER,
              from: NODE_FOLDERS,
              message: 'Browser code imports no Node folder (config/ is shared).',
            },
            {
              // The search worker runs the engine on a static host, through its one browser-safe entry; the
              // page's requester knows the search paths from the same table as the server.
              target: BROWSER,
              from: './search',
              except: ['./static-api.ts', './search-paths.ts'],
              message:
                'Browser code imports no Node folder; from search/ only static-api.ts (the worker) and search-paths.ts.',
            },
            {
              target: BROWSER,
              from: './plugins',
              except: PLUGIN_BROWSER_PARTS,
              message: 'Browser code imports no plugin code but the theme components plugins own.',
            },
            {
              target: './search',
              from: ['./src', './plugins', './server', './assistants', ...DRIVERS],
              message: 'search/ is the Node core: no Docusaurus, no HTTP, no src/, nothing built on it.',
            },
            {
              target: './assistants',
              from: ['./src', './plugins', './server', ...DRIVERS],
              message: 'assistants/ builds on search/ and config/ only: no Docusaurus, no HTTP, no src/.',
            },
            {
              target: './config',
              from: ['./src', './search', './assistants', './plugins', './server', ...DRIVERS],
              message: 'config/ is the bottom layer.',
            },
            {
              target: './server',
              from: ['./src', './plugins', ...DRIVERS],
              message: 'The production process runs without Docusaurus, scripts or tests.',
            },
            {
              target: './plugins',
              from: ['./src', ...DRIVERS],
              message: 'Plugins import no browser code and no scripts or tests.',
            },
            {
              target: './scripts',
              from: ['./tests'],
              message: 'Scripts never import tests (shared helpers live in scripts/support).',
            },
          ],
        },
      ],
    },
  },
  {
    files: BROWSER_FILES,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'Browser code: no Node built-ins.' }] },
      ],
    },
  },
  {
    files: ['search/**', 'assistants/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...NO_HTTP_FRAMEWORK, ...NO_DOCUSAURUS] }] },
  },
  {
    files: ['server/**', 'config/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: NO_DOCUSAURUS }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx', 'plugins/**/*.tsx', 'examples/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx', 'plugins/**/*.tsx', 'examples/**/*.tsx'],
    rules: {
      // A labelled scrollable region must be focusable, or keyboard users cannot scroll it (axe).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Behaviour tests read what a probe component saw by writing it to a variable of the test.
    files: ['tests/behaviour/**'],
    rules: { 'react-hooks/globals': 'off', 'react-hooks/immutability': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['examples/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
