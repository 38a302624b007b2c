import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import {
  REPO_ROOT,
  SLOW,
  UNTOUCHED,
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
describe('SQLite: npm run db:backup and db:restore', SLOW, () => {
  let dir: string;
  let liveFile: string;
  let live: Database;
  const backupDir = () => path.join(dir, 'backups');
  const env = () => ({ DATABASE_URL: `file:${liveFile}`, BACKUP_DIR: backupDir() });

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-backup-'));
    liveFile = path.join(dir, 'live.db');
    fs.copyFileSync(template.location, liveFile);
    live = openDatabase(`file:${liveFile}`);
  });
  afterAll(async () => {
    await live.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while writes go on, refuses to restore under a live process, then restores one moment', async () => {
    const before = (await writtenUsers(live.db)).ids.length;
    const backup = await writeWhile(live.db, tsxScript('db-backup.ts', [], env()));
    expect(backup.code, backup.output).toBe(0);
    const file = /Backup written: (\S+) /.exec(backup.output)?.[1] ?? '';
    expect(path.dirname(file)).toBe(backupDir());
    expect(backup.output).toContain(`migrations up to ${String(latestMigration)}`);
    expect(fs.readdirSync(backupDir())).toEqual([path.basename(file)]);
    const after = await writtenUsers(live.db);
    const liveCounts = await rowCounts(live.db, UNTOUCHED);

    // Without --yes it only checks the backup; with it, this process's open file stops it.
    const dryRun = await tsxScript('db-restore.ts', [file], env());
    expect(dryRun.code, dryRun.output).toBe(2);
    expect(dryRun.output).toContain('is sound');
    const refused = await tsxScript('db-restore.ts', [file, '--yes'], env());
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`is open in process ${String(process.pid)}`);
    expect(refused.output).toContain('stop the servers');

    await live.close();
    const restored = await tsxScript('db-restore.ts', [file, '--yes'], env());
    expect(restored.code, restored.output).toBe(0);
    const replaced = /kept at (\S+)\./.exec(restored.output)?.[1] ?? '';
    expect(fs.existsSync(replaced), restored.output).toBe(true);

    live = openDatabase(`file:${liveFile}`);
    const back = await writtenUsers(live.db);
    // Some writes landed before the copy and some after it: the copy is one moment in between.
    expect(back.ids.length).toBeGreaterThan(before);
    expect(back.ids.length).toBeLessThan(after.ids.length);
    expect(back.ids).toEqual(after.ids.slice(0, back.ids.length));
    expect(back.unpaired).toEqual([]);
    expect(await rowCounts(live.db, UNTOUCHED)).toEqual(liveCounts);

    // The replaced database is the one the writes ended on.
    const kept = openDatabase(`file:${replaced}`);
    try {
      expect((await writtenUsers(kept.db)).ids).toEqual(after.ids);
    } finally {
      await kept.close();
    }
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    for (let i = 0; i < 3; i += 1) {
      const run = await tsxScript('db-backup.ts', [], { ...env(), BACKUP_KEEP: '2' });
      expect(run.code, run.output).toBe(0);
    }
    const names = fs.readdirSync(backupDir()).filter((name) => name.startsWith('canasta-'));
    expect(names).toHaveLength(2);
    // Restores' copies of the replaced database are never rotated away.
    expect(fs.readdirSync(backupDir()).filter((name) => name.startsWith('replaced-'))).toHaveLength(
      1,
    );
  });

  it('refuses a damaged backup before touching the database', async () => {
    const damaged = path.join(dir, 'damaged.db');
    const good = fs.readdirSync(backupDir()).find((name) => name.startsWith('canasta-')) ?? '';
    const bytes = fs.readFileSync(path.join(backupDir(), good));
    bytes.fill(0x41, 4096, 4096 * 8);
    fs.writeFileSync(damaged, bytes);
    await live.close();
    const sizeBefore = fs.statSync(liveFile).size;
    const run = await tsxScript('db-restore.ts', [damaged, '--yes'], env());
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/damaged|malformed|not a database/);
    expect(fs.statSync(liveFile).size).toBe(sizeBefore);
    live = openDatabase(`file:${liveFile}`);
  });
});

it('db:backup on PostgreSQL without pg_dump says what to install', async () => {
  // A PATH holding only node (pg_dump often lives beside it, in /usr/bin).
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-node-only-'));
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  try {
    const run = await runCommand(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/scripts/db-backup.ts')],
      {
        PATH: bin,
        // Never reached: the missing tool is named first.
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        BACKUP_DIR: path.join(bin, 'backups'),
      },
    );
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('pg_dump was not found on PATH');
    expect(run.output).toContain('apt-get install postgresql-client');
  } finally {
    fs.rmSync(bin, { recursive: true, force: true });
  }
}, 60_000);
