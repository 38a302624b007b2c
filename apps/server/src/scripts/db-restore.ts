import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sqliteFilePath } from '../db/database';
import {
  type BackupSettings,
  backupSettings,
  checkPostgresDump,
  checkSqlite,
  copySqlite,
  dumpPostgres,
  isPostgres,
  run,
  stamp,
} from './db-backup';

/**
 * `npm run db:restore -- <backup> --yes`: puts a backup from `npm run db:backup` back as the
 * database DATABASE_URL names (docs/operations/backups.md, decision 057).
 *
 * Stop every server first. The backup is checked before anything is touched; a process still
 * holding the SQLite file open, or another session on the PostgreSQL database, stops the
 * restore. The database being replaced is kept in BACKUP_DIR as `replaced-<time>.*`.
 */
export const RESTORE_USAGE = 'npm run db:restore -- <backup file> --yes';

export interface RestoreResult {
  latestMigration: string;
  replacedCopy: string | undefined;
}

export async function restore(
  settings: BackupSettings,
  backup: string,
  at = new Date(),
): Promise<RestoreResult> {
  const file = path.resolve(backup);
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  fs.mkdirSync(settings.dir, { recursive: true });
  return isPostgres(settings.databaseUrl)
    ? restorePostgres(settings, file, at)
    : restoreSqlite(settings, file, at);
}

async function restoreSqlite(
  settings: BackupSettings,
  backup: string,
  at: Date,
): Promise<RestoreResult> {
  if (backup.endsWith('.dump')) {
    throw new Error(`${backup} is a PostgreSQL dump; DATABASE_URL names a SQLite file`);
  }
  const latestMigration = checkSqlite(backup);
  const target = sqliteFilePath(settings.databaseUrl);
  const holders = processesHolding([target, `${target}-wal`]);
  if (holders.length > 0) {
    throw new Error(
      `${target} is open in process ${holders.join(', ')}: stop the servers before restoring.`,
    );
  }
  let replacedCopy: string | undefined;
  if (fs.existsSync(target)) {
    // Through SQLite, not a file copy: the live file's WAL may hold the latest writes.
    replacedCopy = path.join(settings.dir, `replaced-${stamp(at)}.db`);
    await copySqlite(target, replacedCopy, 'quick_check');
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.restoring`;
  fs.copyFileSync(backup, incoming);
  checkSqlite(incoming, 'quick_check');
  // The old WAL must not be replayed onto the restored file.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(incoming, target);
  return { latestMigration, replacedCopy };
}

async function restorePostgres(
  settings: BackupSettings,
  backup: string,
  at: Date,
): Promise<RestoreResult> {
  if (!backup.endsWith('.dump')) {
    throw new Error(`${backup} is not a pg_dump -Fc file; DATABASE_URL names PostgreSQL`);
  }
  const latestMigration = await checkPostgresDump(backup);
  const others = await otherSessions(settings.databaseUrl);
  if (others.length > 0) {
    throw new Error(
      `Other sessions use the database (${others.join(', ')}): stop the servers before restoring.`,
    );
  }
  const replacedCopy = path.join(settings.dir, `replaced-${stamp(at)}.dump`);
  const manifest = `${replacedCopy}.manifest`;
  await dumpPostgres(settings.databaseUrl, replacedCopy, manifest).catch((error: unknown) => {
    // A database that was never migrated (a fresh one) has nothing worth keeping.
    if (!/kysely_migration|has no migrations/.test(String(error))) throw error;
    fs.rmSync(replacedCopy, { force: true });
    fs.rmSync(manifest, { force: true });
  });
  // One transaction: a failed restore leaves the database as it was.
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${settings.databaseUrl}`,
    backup,
  ]);
  return {
    latestMigration,
    replacedCopy: fs.existsSync(replacedCopy) ? replacedCopy : undefined,
  };
}

/** Sessions on the database other than ours, as `application (address)`. */
async function otherSessions(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ who: string }>(
      `select coalesce(nullif(application_name, ''), 'pid ' || pid) ||
              coalesce(' (' || host(client_addr) || ')', '') as who
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.who);
  } finally {
    await client.end();
  }
}

/**
 * Other processes with one of these files open, from /proc (Linux). Elsewhere nothing is
 * found and the documented rule — stop the servers first — is all that protects the restore.
 */
export function processesHolding(files: string[]): number[] {
  if (!fs.existsSync('/proc/self/fd')) return [];
  const wanted = new Set(files.map((file) => path.resolve(file)));
  const holders: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's: not ours to see
    }
    const holds = fds.some((fd) => {
      try {
        return wanted.has(fs.readlinkSync(`/proc/${entry}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (holds) holders.push(pid);
  }
  return holders;
}

async function main(args: string[]): Promise<number> {
  const files = args.filter((arg) => arg !== '--yes');
  const [backup] = files;
  if (!backup || files.length !== 1) {
    console.error(`Usage: ${RESTORE_USAGE}`);
    return 2;
  }
  const settings = backupSettings();
  if (!args.includes('--yes')) {
    const latest = isPostgres(settings.databaseUrl)
      ? await checkPostgresDump(path.resolve(backup))
      : checkSqlite(path.resolve(backup));
    console.error(
      `${backup} is sound (migrations up to ${latest}). Restoring replaces the database ` +
        `DATABASE_URL names; stop the servers, then run: ${RESTORE_USAGE}`,
    );
    return 2;
  }
  const result = await restore(settings, backup);
  console.log(
    `Restored ${backup} (migrations up to ${result.latestMigration}).` +
      (result.replacedCopy ? ` The replaced database is kept at ${result.replacedCopy}.` : '') +
      ' Run npm run db:migrate before starting the servers if this release is newer.',
  );
  return 0;
}

// By the entry's name, as db-backup.ts does (bundled, modules share the entry's import.meta).
if (path.parse(process.argv[1] ?? '').name === 'db-restore') {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
}
