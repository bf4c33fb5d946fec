import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';
import globals from 'globals';

// Layer boundaries of docs/architecture.md, as import patterns (both the #alias and relative forms).
const webImports = { group: ['\\#web/*', '**/web/*'], message: 'The server and shared code never import the web app.' };
const serverImports = { group: ['\\#server/*', '**/server/*'], message: 'Only the server imports server code.' };
const dbImports = { group: ['\\#server/db/*', '**/db/*'], message: 'Media does not import the database layer.' };

/**
 * A web feature never imports another feature: what several use lives in web/components (the
 * admin kit in web/components/admin) or web/lib. One block per feature folder, so a feature's own
 * files stay free to import each other.
 */
const features = readdirSync(new URL('./web/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`web/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          serverImports,
          {
            regex: `^#web/features/(?!${feature}/)`,
            message: 'A feature does not import another feature; shared parts live in web/components (admin kit: web/components/admin).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['build/**', 'data/**', 'node_modules/**', '.react-router/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // The web app must never reach into the server: loaders get services through context.
      'no-restricted-imports': ['error', { patterns: [serverImports] }],
    },
  },
  ...featureBoundaries,
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webImports] }],
    },
  },
  {
    // Shared code is used by both sides, so it may import neither.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webImports, serverImports] }],
    },
  },
  {
    // Media stores files under ids it is given; it never reaches into the database layer.
    files: ['server/media/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [webImports, dbImports] }],
    },
  },
  {
    // Settings are read, validated and frozen in one place; everything else receives a Config.
    files: ['server/**/*.ts', 'shared/**/*.ts', 'web/**/*.{ts,tsx}'],
    ignores: ['server/config.ts', '**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in server/config.ts and pass them on.' },
      ],
    },
  },
);
