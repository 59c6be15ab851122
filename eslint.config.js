// ESLint for every workspace: typescript-eslint's recommended rules, React hooks rules for the web app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Server module boundaries: a file of apps/server/src/modules/<name>/ may import from another
 * module only that module's index.ts (its routes, for modules/index.ts) or surface.ts (what other
 * modules may call); its repo, present, service and other files stay private. One block per
 * module and folder depth, since the rule sees the import text, not the resolved path. Tests and
 * their helpers (test-support.ts, test-fixtures.ts) are exempt: they seed other modules' rows
 * through those modules' own helpers.
 */
const serverModules = readdirSync(new URL('./apps/server/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleBoundaries = serverModules.flatMap((name) =>
  [1, 2, 3].map((depth) => ({
    files: [`apps/server/src/modules/${name}/${'*/'.repeat(depth - 1)}*.ts`],
    ignores: ['**/*.test.ts', '**/test-support.ts', '**/test-fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(?!${name}/)[^./][^/]*/(?!(index|surface)\\.ts$)`,
              message: "Import another server module only through its index.ts or surface.ts (its public surface), not its files.",
            },
          ],
        },
      ],
    },
  })),
);

/**
 * Route handlers hold no SQL: a file that registers routes (routes.ts, *-routes.ts, a module's
 * index.ts, print.ts) reads and writes through its module's repo.ts (or a service that does), so
 * every query of a table sits in one place with its access policy.
 */
const routeFiles = ['apps/server/src/modules/**/routes.ts', 'apps/server/src/modules/**/*-routes.ts', 'apps/server/src/modules/*/index.ts', 'apps/server/src/modules/**/print.ts'];
const routesWithoutSql = {
  files: routeFiles,
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction)$/]",
        message: "A route handler holds no queries: put this one in the module's repo.ts and call it from the route (or its service).",
      },
      {
        selector: "ImportDeclaration[source.value=/^kysely/][importKind!='type']",
        message: "A route handler holds no SQL: build queries (sql`...`) in the module's repo.ts.",
      },
    ],
  },
};

/**
 * A module's surface.ts exports what other modules call (named reads such as findAthlete, present
 * and print functions, row types), never the module's storage: no repository object and no
 * `export *`, so a write to another module's tables cannot be reached from outside it.
 */
const surfacesWithoutRepositories = {
  files: ['apps/server/src/modules/*/surface.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "ExportNamedDeclaration[exportKind='value'] > ExportSpecifier[local.name=/Repo$/]",
        message: 'A surface exports the reads other modules call (export const findX = xRepo.find), not the repository.',
      },
      {
        selector: "ExportNamedDeclaration VariableDeclarator[init.type='Identifier'][init.name=/Repo$/]",
        message: 'A surface exports the reads other modules call (export const findX = xRepo.find), not the repository.',
      },
      { selector: 'ExportAllDeclaration', message: 'A surface names each export other modules call (no export *).' },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/.tmp/**', 'bench/results/**', 'apps/server/assets/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Accessible names: an icon-only control says what it does, in the user's language.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^(ActionIcon|CloseButton|Burger)$/]:not(:has(> JSXAttribute[name.name=/^aria-label(ledby)?$/]))",
          message: "An icon button needs an accessible name: aria-label={t('...')} (screen readers and voice control read it; the tooltip is not enough).",
        },
        {
          selector: "JSXOpeningElement[name.name=/^(Slider|RangeSlider)$/]:not(:has(> JSXAttribute[name.name=/^thumbLabel$|^thumbFromLabel$/]))",
          message: "A slider's thumb (the focusable role=slider) needs a name: thumbLabel={t('...')} (aria-label names only the wrapper).",
        },
        {
          selector: "JSXAttribute[name.name=/^aria-label$/][value.type='Literal'][value.value=/[A-Za-z]/]",
          message: 'Accessible names come from i18n (t(...)) in the three languages, not literal text.',
        },
        // One multipart serializer: field names as the server's multipart pipeline reads them.
        {
          selector: "NewExpression[callee.name='FormData']",
          message: "Build multipart bodies with toFormData (api/formData.ts), not by hand.",
        },
      ],
    },
  },
  {
    // The serializer itself (and its test) creates the FormData the rest of the app goes through.
    files: ['apps/web/src/api/formData.ts', 'apps/web/src/api/formData.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...moduleBoundaries,
  routesWithoutSql,
  surfacesWithoutRepositories,
);
