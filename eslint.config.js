// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint/boundaries.js';
import { sqlInRepositories } from './eslint/sql-in-repositories.js';
import { noCycle } from './eslint/no-cycle.js';

const WEB = 'apps/web/src';
/** Everything of the web app that belongs to the shop (src/ except the console, src/admin/). */
const SHOP_PARTS = [
  'app',
  'features',
  'components',
  'lib',
  'i18n',
  'pwa',
  'testing',
  'main.tsx',
  'entry-server.tsx',
];

const noWebImports = {
  group: ['**/apps/web/**', '@canasta/web'],
  message: 'The server never imports the web app.',
};
const noOtherModulesRepository = {
  regex: '^\\.\\./(?!\\.\\.).*\\.repository$',
  message:
    "A module calls another module's service, never its repository: add what you need to that module's service.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The web app's server render (`vite build --ssr`), built like dist/.
      '**/dist-server/**',
      '**/node_modules/**',
      'bench/results/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: {
      canasta: {
        rules: { boundaries, 'no-cycle': noCycle, 'sql-in-repositories': sqlInRepositories },
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      eqeqeq: ['error', 'smart'],
      // Import cycles, dynamic import() included, anywhere in the repository (decision 017).
      'canasta/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Served as they are to the browser (the rendered pages' boot script).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.{1,2}/|vitest$|fast-check$)',
              message:
                'packages/contract imports only zod: move this code to the app that needs it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noWebImports],
        },
      ],
    },
  },
  {
    // Only repositories (and src/db/) build SQL; tests are exempt (see the rule's comment).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: { 'canasta/sql-in-repositories': 'error' },
  },
  {
    // no-restricted-imports options don't merge across config objects: each later object for
    // server files repeats the patterns of the earlier ones.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWebImports, noOtherModulesRepository] }],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noWebImports,
            {
              regex: '\\.repository$',
              message: 'Routes call services; only services call repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'Migrations are frozen in time: they import nothing from src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@canasta/server'],
              message: 'The web app never imports the server: share through packages/contract.',
            },
          ],
        },
      ],
      'canasta/boundaries': [
        'error',
        {
          zones: [
            // The operator console (decision 041) is another page of the build, fenced both
            // ways: the shop never imports it, and it shares only the shop's bottom layers.
            ...SHOP_PARTS.map((part) => ({
              target: `${WEB}/${part}`,
              from: [`${WEB}/admin`],
              message:
                'The shop never imports the operator console (src/admin/): it is another page with its own chunks, and the bundle benchmark fails if its code joins a shop chunk (decision 041). Move what both need into components/, lib/ or i18n/.',
            })),
            {
              target: `${WEB}/admin`,
              from: [WEB],
              except: [
                `${WEB}/admin`,
                `${WEB}/components`,
                `${WEB}/lib`,
                `${WEB}/i18n`,
                // Test tooling with no imports of the app (the console's tests fake the API).
                `${WEB}/testing/mock-api`,
                `${WEB}/testing/console`,
                `${WEB}/testing/fake-xhr`,
              ],
              message:
                'The operator console imports only src/admin/, components/, lib/ and i18n/ (decision 041), never features/ or app/: copy the little it needs into src/admin/, or move what both share into components/ or lib/.',
            },
            // Inside the console: its helpers never reach up to the shell or the screens.
            ...['components', 'lib'].map((part) => ({
              target: `${WEB}/admin/${part}`,
              from: [`${WEB}/admin/app`, `${WEB}/admin/routes`, `${WEB}/admin/auth`],
              message: `admin/${part}/ is shared by every console screen: it must not import the shell (admin/app), the sign-in (admin/auth) or a screen (admin/routes).`,
            })),
            // shared → features → app: lower layers never import higher ones.
            ...['components', 'lib', 'i18n'].map((shared) => ({
              target: `${WEB}/${shared}`,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: `${shared}/ is shared code: it must not import features or app/.`,
            })),
            {
              target: `${WEB}/features`,
              from: [`${WEB}/app`],
              message:
                'Features must not import app/: pass what they need in (props, slots, a setter like cart-owner) and compose them in app/flows/<flow>/ or a route module.',
            },
            {
              target: `${WEB}/features/*`,
              from: [`${WEB}/features`],
              except: [`${WEB}/features/$1`],
              message:
                'A feature must not import another feature: compose them in app/flows/<flow>/ (a multi-screen flow such as checkout) or in the route module (one screen). Decision 017.',
            },
            // Routes compose flows; flows never reach back for a screen or the route table.
            {
              target: `${WEB}/app/flows`,
              from: [`${WEB}/app/routes`, `${WEB}/app/router.tsx`],
              message:
                'A flow must not import route modules or the route table: routes compose flows. Preloading another screen is declared in app/routes.ts.',
            },
            {
              target: `${WEB}/app/flows/*`,
              from: [`${WEB}/app/flows`],
              except: [`${WEB}/app/flows/$1`],
              message:
                'A flow must not import another flow: move what both need into a feature (feature-pure) or app/ (shared composition).',
            },
          ],
        },
      ],
    },
  },
  {
    // The API parity suite runs one table of scenarios against the real server and the web
    // app's fake of it. It is the one place that imports both apps, and only their test tooling
    // (apps/server/test, apps/web/src/testing), never their production code directly. One
    // exception: the web's cart estimate (`applyChanges` and the badges' `countWithChanges`, pure
    // functions), which issue 25's property test compares with the server's for random carts of
    // unit and weight lines.
    files: ['test/api-parity/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/server/src/',
              message:
                'The parity suite drives the server through apps/server/test (createTestApp, factories).',
            },
            {
              regex:
                '(^|/)apps/web/src/(?!testing/|features/cart/utils/cart-(changes|with-changes)$)',
              message: 'The parity suite drives the web fakes through apps/web/src/testing only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      '**/test/**/*.ts',
      '**/testing/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
