import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app';
import type { Clock } from '../src/clock';
import { loadConfig } from '../src/config';
import { type TestDatabase, createTestDatabase } from './test-database';
import { TEST_UPLOADS_DIR } from './test-uploads';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Test configuration: nothing is written inside the repository, no web build is served. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: TEST_UPLOADS_DIR,
    WEB_DIST_DIR: path.join(os.tmpdir(), 'canasta-no-web-build'),
    // A developer's own SEPOMEX file under ./data must not change what the tests see.
    POSTAL_CODES_FILE: path.join(os.tmpdir(), 'canasta-no-postal-codes.txt'),
    // Tests drive many users' changes from one address within a minute; the write limits have
    // their own test with small values.
    WRITES_PER_USER_PER_MINUTE: '100000',
    WRITES_PER_IP_PER_MINUTE: '100000',
    ...env,
  });
}

/** The whole app, in-process, on its own fresh copy of the seeded database. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** Kysely plugins on the app's connection only (e.g. a statement counter). */
    plugins?: KyselyPlugin[];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, options.env);
  const appDb = (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), database.db);
  const app = await buildApp({
    config,
    database: { ...database, db: appDb },
    logger: false,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
