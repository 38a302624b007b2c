import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/seed-demo';
import { drawTestShareCards, prepareTestUploads } from './test-uploads';

/** Migrates and seeds one SQLite template file; each test file copies it. */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-tpl-'));
  const file = path.join(dir, 'template.db');
  const database = openDatabase(`file:${file}`);
  await migrateToLatest(database.db);
  await Promise.all([seedDemoData(database.db), prepareTestUploads()]);
  await drawTestShareCards(database.db);
  // Closing the last connection checkpoints the WAL into the file, so a plain copy carries everything.
  await database.close();
  project.provide('dbTemplate', { dialect: 'sqlite', location: file });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
