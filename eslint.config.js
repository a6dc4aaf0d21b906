import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** ECMAScript built-ins that the legacy build's core-js polyfills supply where the floor lacks them. */
const COMPAT_POLYFILLS = [
  'Array.prototype.at',
  'Array.prototype.findLast',
  'Array.prototype.findLastIndex',
  'Array.prototype.flat',
  'Array.prototype.flatMap',
  'Array.prototype.toSorted',
  'Object.hasOwn',
  'Object.fromEntries',
  'Object.groupBy',
  'Promise.allSettled',
  'Promise.any',
  'String.prototype.at',
  'String.prototype.matchAll',
  'String.prototype.replaceAll',
  'structuredClone',
];

/** Which roots a root may import: client -> shared, server -> shared, shared -> nothing of either. */
const boundary = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [`**/${group}/**`], message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...boundary(['server'], 'The client may import src/shared, never src/server.'),
    },
  },
  {
    // Browser APIs newer than the support floor (package.json's browserslist, docs/decisions/026). The legacy build
    // brings core-js's polyfills for what its code calls (listed here, so they pass); web APIs it does not polyfill
    // must be guarded or avoided.
    files: ['src/client/**/*.{ts,tsx,js}', 'src/shared/**/*.ts'],
    // boot.js is the feature test that chooses the build.
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/client/testing/**',
      'src/client/prerender.tsx',
      'src/client/boot.js',
    ],
    plugins: { compat },
    settings: { polyfills: COMPAT_POLYFILLS },
    rules: { 'compat/compat': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary(['client'], 'The server may import src/shared, never src/client.'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      ...boundary(['client', 'server'], 'src/shared is pure: it imports neither src/client nor src/server.'),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch'],
    },
  },
  {
    files: ['src/client/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }], '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'tests/**/*.{ts,mjs}',
      'content/tools/**/*.mjs',
      'bench/**/*.{ts,mjs}',
      'scripts/**/*.{ts,mjs}',
    ],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
