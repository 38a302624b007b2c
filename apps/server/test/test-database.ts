import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';

export interface DbTemplate {
  dialect: 'sqlite' | 'postgres';
  /** SQLite: the migrated, seeded template file. PostgreSQL: the admin connection URL. */
  location: string;
  /** PostgreSQL only: the template database name. */
  templateName?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export interface TestDatabase extends Database {
  url: string;
}

/** A fresh copy of the migrated, seeded template: every test file gets its own database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('dbTemplate');
  if (template.dialect === 'sqlite') {
    const file = path.join(os.tmpdir(), `canasta-test-${randomUUID()}.db`);
    fs.copyFileSync(template.location, file);
    const url = `file:${file}`;
    const database = openDatabase(url);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }

  // Named after the run that owns it (the template's pid), so a parallel run leaves it alone.
  const runPid = /_(\d+)$/.exec(template.templateName ?? '')?.[1] ?? '0';
  const name = `canasta_t_${runPid}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await withAdmin(template.location, (client) =>
    client.query(`create database ${name} template ${template.templateName ?? ''}`),
  );
  const url = databaseUrl(template.location, name);
  const database = openDatabase(url, { poolSize: 20 });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await withAdmin(template.location, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
