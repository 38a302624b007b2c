import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { type TestDatabase, createTestDatabase, databaseUrl, withAdmin } from './test-database';
import {
  latestMigration,
  rowCounts,
  runCommand,
  tsxScript,
  writeWhile,
  writtenUsers,
} from './backup-helpers';

/**
 * Backups while the shop keeps writing, and their way back (docs/operations/backups.md,
 * decision 057). A writer inserts a user and their session in one transaction, over and over,
 * while the real commands run in their own processes; the restored copy must hold a prefix of
 * those users, each with their session: one moment of the database, never half a transaction.
 */

const template = inject('dbTemplate');
describe('PostgreSQL: pg-backup.sh and the restore drill', () => {
  let source: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    source = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-pg-backup-'));
  });
  afterAll(async () => {
    await source.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The drill's scratch database name, from what it printed. */
  const scratchOf = (output: string) => /into scratch database (\w+)/.exec(output)?.[1] ?? '';

  async function databaseExists(name: string): Promise<boolean> {
    return withAdmin(template.location, async (client) => {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      return found.rowCount === 1;
    });
  }

  it('dumps while writes go on; the drill restores it, checks it and drops the scratch database', async () => {
    const env = { DATABASE_URL: source.url, BACKUP_DIR: dir, BACKUP_KEEP: '3' };
    const before = (await writtenUsers(source.db)).ids.length;
    const backup = await writeWhile(source.db, runCommand('scripts/pg-backup.sh', [], env));
    expect(backup.code, backup.output).toBe(0);
    const after = await writtenUsers(source.db);
    const dump = /Backup written: (\S+) /.exec(backup.output)?.[1] ?? '';
    const manifest = fs.readFileSync(`${dump}.manifest`, 'utf8');
    const dumpedUsers = Number(/^rows\.users=(\d+)$/m.exec(manifest)?.[1]);
    const seeded = ((await rowCounts(source.db, ['users'])).users ?? 0) - after.ids.length;
    expect(dumpedUsers - seeded).toBeGreaterThanOrEqual(before);
    expect(dumpedUsers - seeded).toBeLessThanOrEqual(after.ids.length);
    expect(manifest).toContain(`latest_migration=${String(latestMigration)}`);

    const drill = await runCommand('scripts/pg-restore-drill.sh', [], env);
    expect(drill.code, drill.output).toBe(0);
    expect(drill.output).toContain(`ok    rows in users: ${String(dumpedUsers)}`);
    expect(drill.output).toMatch(/ok {4}tables present: (\d+) of \1/);
    expect(drill.output).toContain(
      `ok    latest migration (this release): ${String(latestMigration)}`,
    );
    expect(drill.output).toMatch(/Restore drill passed in \d+s/);
    expect(await databaseExists(scratchOf(drill.output))).toBe(false);

    // A count that doesn't match the source fails the drill, and still drops the scratch copy.
    fs.writeFileSync(
      `${dump}.manifest`,
      manifest.replace(/^rows\.users=\d+$/m, `rows.users=${String(dumpedUsers + 1)}`),
    );
    const failed = await runCommand('scripts/pg-restore-drill.sh', [dump], env);
    expect(failed.code, failed.output).toBe(1);
    expect(failed.output).toContain(
      `FAIL  rows in users: restored ${String(dumpedUsers)}, expected ${String(dumpedUsers + 1)}`,
    );
    expect(await databaseExists(scratchOf(failed.output))).toBe(false);
  });

  it('npm run db:backup writes the same dump and manifest; the drill passes on it', async () => {
    const env = { DATABASE_URL: source.url, BACKUP_DIR: dir, BACKUP_KEEP: '3' };
    const backup = await writeWhile(source.db, tsxScript('db-backup.ts', [], env));
    expect(backup.code, backup.output).toBe(0);
    const dump = /Backup written: (\S+) /.exec(backup.output)?.[1] ?? '';
    expect(dump).toMatch(/\.dump$/);
    const drill = await runCommand('scripts/pg-restore-drill.sh', [dump], env);
    expect(drill.code, drill.output).toBe(0);
  });

  it('db:restore refuses while other sessions use the database, and restores into a quiet one', async () => {
    const newest = fs
      .readdirSync(dir)
      .filter((name) => /^canasta-.*\.dump$/.test(name))
      .sort()
      .at(-1);
    const dump = path.join(dir, newest ?? '');
    const busy = await tsxScript('db-restore.ts', [dump, '--yes'], {
      DATABASE_URL: source.url,
      BACKUP_DIR: dir,
    });
    expect(busy.code, busy.output).toBe(1);
    expect(busy.output).toContain('stop the servers before restoring');

    // Named like the run's test databases, so an interrupted run's copy is cleaned up.
    const runPid = /_(\d+)$/.exec(template.templateName ?? '')?.[1] ?? '0';
    const name = `canasta_t_${runPid}_restore${String(process.pid)}`;
    await withAdmin(template.location, (client) => client.query(`create database ${name}`));
    try {
      const url = databaseUrl(template.location, name);
      const restored = await tsxScript('db-restore.ts', [dump, '--yes'], {
        DATABASE_URL: url,
        BACKUP_DIR: dir,
      });
      expect(restored.code, restored.output).toBe(0);
      const manifest = fs.readFileSync(`${dump}.manifest`, 'utf8');
      const target = openDatabase(url);
      try {
        const counts = await rowCounts(target.db, ['users', 'orders']);
        expect(manifest).toContain(`rows.users=${String(counts.users)}\n`);
        expect(manifest).toContain(`rows.orders=${String(counts.orders)}\n`);
      } finally {
        await target.close();
      }
    } finally {
      await withAdmin(template.location, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    }
  });
});
