import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

if (!postgresUrl) {
  console.warn(
    '[canasta] TEST_DATABASE_URL is not set: the PostgreSQL lane of the API tests will not run ' +
      '(CI always sets it; see README "Tests").',
  );
}

/**
 * A forgotten `.only` would run one test and call the run green: vitest refuses it, in CI and on
 * every machine (Playwright's `forbidOnly` does the same). Each project says so, since a
 * project's settings don't inherit the root's.
 */
const allowOnly = false;

export default defineConfig({
  test: {
    allowOnly,
    /**
     * Vitest's default is one worker fewer than the cores: one on CI's 2-core machine, where the
     * whole suite then ran one file at a time while most API files wait on a database, a child
     * process or a timer. Every file has its own database (a copy of the template), Redis
     * prefix and ports, so one runs per core.
     */
    maxWorkers: '100%',
    projects: [
      {
        test: {
          allowOnly,
          name: 'lint-rules',
          include: ['eslint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          allowOnly,
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          allowOnly,
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          allowOnly,
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
          allowOnly,
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
                allowOnly,
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
