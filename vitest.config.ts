import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

if (!postgresUrl) {
  console.warn(
    '[canasta] TEST_DATABASE_URL is not set: the PostgreSQL lane of the API tests will not run ' +
      '(CI always sets it; see README "Tests").',
  );
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'lint-rules',
          include: ['eslint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server:sqlite',
          include: serverTests,
          // A test of one database only says so in its name (backup-restore.postgres.test.ts).
          exclude: [...configDefaults.exclude, '**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.sqlite.ts'],
          setupFiles: ['apps/server/test/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // One table of API scenarios run against the real server (SQLite) and the web app's
        // fake of it, so the fake can't drift: the one place that imports both apps' test tooling.
        test: {
          name: 'parity',
          include: ['test/api-parity/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.sqlite.ts'],
          setupFiles: ['apps/server/test/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server:postgres',
                include: ['apps/server/test/**/*.test.ts'],
                exclude: [...configDefaults.exclude, '**/*.sqlite.test.ts'],
                environment: 'node',
                globalSetup: ['apps/server/test/global-setup.postgres.ts'],
                setupFiles: ['apps/server/test/fail-on-console-error.ts'],
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
