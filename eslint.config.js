// Flat config: typescript-eslint everywhere, react-hooks in the web app, and the import-direction
// rules of docs/architecture.md ("Rules every change follows" and the import directions) enforced with import-x/no-restricted-paths.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = (() => {
  try {
    return readdirSync(`${web}/features`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [fileURLToPath(new URL('./apps/web/src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/core', from: './apps', message: 'core não importa de apps.' },
            { target: './apps/web', from: './apps/api', message: 'web nunca importa api.' },
            { target: './apps/api', from: './apps/web', message: 'api nunca importa web.' },
            {
              target: `${web}/components`,
              from: [`${web}/features`, `${web}/app`],
              message: 'components -> features -> app.',
            },
            { target: `${web}/lib`, from: [`${web}/features`, `${web}/app`], message: 'lib -> features -> app.' },
            {
              target: `${web}/api`,
              from: [`${web}/features`, `${web}/app`],
              message: 'api compartilhada -> features -> app.',
            },
            { target: `${web}/features`, from: `${web}/app`, message: 'features não importam app.' },
            ...features.map((name) => ({
              target: `${web}/features/${name}`,
              from: `${web}/features`,
              except: [`./${name}`],
              message: 'features não importam umas às outras.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Icons come one module each from components/icons.ts: the package's main entry re-exports all of
    // its icons, which the build, the prerender and the web tests would each read in full.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/icons.ts', 'apps/web/src/lib/toast.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'lucide-react', message: 'Import icons from @/components/icons, one module per icon.' },
            // Error toasts last longer than the others; only lib/toast.ts knows how.
            { name: 'sonner', importNames: ['toast'], message: 'Import toast from @/lib/toast.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Services and repositories throw domain errors (lib/domain-error.ts); only routes, guards and
    // plugins speak HTTP, and the error handler maps a domain error to its status once.
    files: ['apps/api/src/**/*.service.ts', 'apps/api/src/**/*.repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/http-error'], message: 'Services throw domain errors (lib/domain-error.ts).' }] },
      ],
    },
  },
  {
    // The API and core tests run without per-file isolation (scripts/test.mjs): a module mock would leak
    // into the next file of the worker, or miss a module already loaded. Pass dependencies to buildApp.
    files: ['apps/api/**/*.test.ts', 'packages/core/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|stubGlobal|stubEnv)$/]",
          message: 'API and core tests run without per-file isolation: pass the dependency in instead.',
        },
      ],
    },
  },
  {
    // The web tests too (scripts/test.mjs); their stubbed globals are restored after each test
    // (`unstubGlobals`), module mocks would leak. Answer through MSW handlers instead.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message: 'Web tests run without per-file isolation: answer through MSW handlers instead.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Scripts the service worker imports (importScripts in vite.config.ts): worker globals.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { self: 'readonly', URL: 'readonly' } },
  },
);
