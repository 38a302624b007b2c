import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/seed-demo';
import { drawTestShareCards, prepareTestUploads } from './test-uploads';
import { databaseUrl, withAdmin } from './test-database';

/**
 * Migrates and seeds one PostgreSQL template database; each test file gets
 * `create database … template …`, which copies it in milliseconds.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL database');
  const templateName = `canasta_tpl_${process.pid}`;
  await withAdmin(adminUrl, async (client) => {
    // Databases left behind by an interrupted run; a run still going on this machine keeps its own.
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'canasta\\_t%'",
    );
    for (const { datname } of rows) {
      if (!leftBehind(datname)) continue;
      await client.query(`drop database if exists ${datname} with (force)`);
    }
    await client.query(`create database ${templateName}`);
  });
  const database = openDatabase(databaseUrl(adminUrl, templateName));
  await migrateToLatest(database.db);
  await Promise.all([seedDemoData(database.db), prepareTestUploads()]);
  await drawTestShareCards(database.db);
  await database.close();
  project.provide('dbTemplate', { dialect: 'postgres', location: adminUrl, templateName });
  return () =>
    withAdmin(adminUrl, (client) =>
      client.query(`drop database if exists ${templateName} with (force)`),
    );
}

/** Test databases are named after the run's process (`canasta_tpl_<pid>`, `canasta_t_<pid>_…`). */
function leftBehind(datname: string): boolean {
  const pid = Number(/^canasta_t(?:pl)?_(\d+)(?:_|$)/.exec(datname)?.[1]);
  if (!Number.isInteger(pid) || pid === 0) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}
