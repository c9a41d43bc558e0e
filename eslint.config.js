import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-electron',
      'release',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.test-output',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Prettier wraps code at 140 but leaves long strings and comments alone; this catches those.
      'max-len': ['error', { code: 140, ignoreUrls: true }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // features -> stores -> api: screens load through store calls (src/lib/useLoad), never the api itself.
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "VariableDeclarator[init.callee.name='useStores'] > ObjectPattern > Property[key.name='api']",
          message: 'Components and hooks reach the server through a store, never the api (features -> stores -> api).',
        },
        {
          selector: "MemberExpression[object.callee.name='useStores'][property.name='api']",
          message: 'Components and hooks reach the server through a store, never the api (features -> stores -> api).',
        },
      ],
    },
  },
  {
    // All launch code lives in features/play, which other features use and which uses none of them.
    files: ['src/features/play/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'features/play imports no other feature (games -> play, never the reverse).' },
          ],
        },
      ],
    },
  },
  {
    // The house vendor's game pages: plain browser modules on the vendor's own origin.
    files: ['server/vendors/house/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'module' },
  },
  {
    files: ['scripts/**/*.{mjs,ts}', '*.js'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
