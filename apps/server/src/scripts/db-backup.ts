import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { z } from 'zod';
import { loadConfig } from '../config';
import { sqliteFilePath } from '../db/database';

/**
 * `npm run db:backup`: a consistent copy of the live database, taken while the servers keep
 * writing (docs/operations/backups.md, decision 057).
 *
 * - SQLite: SQLite's online backup API (better-sqlite3's `.backup()`), which copies pages from a
 *   read snapshot; in WAL mode writers carry on meanwhile.
 * - PostgreSQL: `pg_dump -Fc` (one snapshot, no locks that stop the app's reads and writes).
 *
 * The copy is written beside its final name, verified (integrity, the latest migration), then
 * renamed, so BACKUP_DIR never holds a half-written backup under a backup's name; the oldest
 * beyond BACKUP_KEEP are deleted. The database-level statements here (pragmas, the migration
 * table) are about the file, not the shop's data, so they live with the script.
 */

const BackupEnvSchema = z.object({
  BACKUP_DIR: z.string().min(1).default('./data/backups'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
});

export interface BackupSettings {
  databaseUrl: string;
  dir: string;
  keep: number;
}

/** Kysely's migration table: its latest name says which release's schema a backup holds. */
const MIGRATION_TABLE = 'kysely_migration';
/** Every backup is `canasta-<UTC time>.<ext>`; rotation touches nothing else in the folder. */
const BACKUP_NAME = /^canasta-\d{8}T\d{6}(\d{3})?Z\.(db|dump)$/;

export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  // Only the database matters here: a backup from cron must not fail because a provider's key
  // is missing from its environment (those are the server's production checks).
  const { databaseUrl } = loadConfig({ DATABASE_URL: env.DATABASE_URL });
  const parsed = BackupEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => Boolean(value))),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { databaseUrl, dir: path.resolve(parsed.data.BACKUP_DIR), keep: parsed.data.BACKUP_KEEP };
}

export function isPostgres(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** `20261127T093000123Z`: sorts by time, safe in every file system. */
export function stamp(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

export interface BackupResult {
  file: string;
  bytes: number;
  latestMigration: string;
  deleted: string[];
}

export async function backUp(settings: BackupSettings, at = new Date()): Promise<BackupResult> {
  fs.mkdirSync(settings.dir, { recursive: true });
  const postgres = isPostgres(settings.databaseUrl);
  const file = path.join(settings.dir, `canasta-${stamp(at)}.${postgres ? 'dump' : 'db'}`);
  const partial = `${file}.partial`;
  const manifest = `${file}.manifest`;
  try {
    const latestMigration = postgres
      ? await dumpPostgres(settings.databaseUrl, partial, `${manifest}.partial`)
      : await copySqlite(sqliteFilePath(settings.databaseUrl), partial);
    if (postgres) fs.renameSync(`${manifest}.partial`, manifest);
    fs.renameSync(partial, file);
    const deleted = rotate(settings.dir, settings.keep);
    return { file, bytes: fs.statSync(file).size, latestMigration, deleted };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(`${manifest}.partial`, { force: true });
  }
}

/** Copies a live SQLite database and checks the copy; returns its latest migration. */
export async function copySqlite(
  source: string,
  target: string,
  check: SqliteCheck = 'integrity_check',
): Promise<string> {
  if (!fs.existsSync(source)) throw new Error(`No SQLite database at ${source}`);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // The first step copies nothing; asking for every remaining page next means one read
    // snapshot, so a write elsewhere can't restart the copy page batch after page batch.
    await live.backup(target, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    // One self-contained file: the copy keeps the live database's WAL mode otherwise.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return checkSqlite(target, check);
}

/**
 * `integrity_check` reads every page and index (10 s for a 280 MB file here); `quick_check`
 * skips matching indexes to their tables (2 s): enough for a byte copy of a checked file.
 */
export type SqliteCheck = 'integrity_check' | 'quick_check';

/** The check says ok and the migration table is there; returns its latest name. */
export function checkSqlite(file: string, check: SqliteCheck = 'integrity_check'): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const problems = (db.pragma(check) as Record<SqliteCheck, string>[]).map((row) => row[check]);
    if (problems.join() !== 'ok') {
      throw new Error(`${file} is damaged: ${problems.slice(0, 5).join('; ')}`);
    }
    return latestSqliteMigration(db, file);
  } finally {
    db.close();
  }
}

function latestSqliteMigration(db: SQLite.Database, file: string): string {
  const table = db
    .prepare("select name from sqlite_master where type = 'table' and name = ?")
    .get(MIGRATION_TABLE);
  const row = table
    ? (db.prepare(`select max(name) as name from ${MIGRATION_TABLE}`).get() as {
        name: string | null;
      })
    : undefined;
  if (!row?.name) throw new Error(`${file} has no migrations: is it Canasta's database?`);
  return row.name;
}

/** The tables whose rows a PostgreSQL backup's manifest counts; the restore drill compares them. */
export const COUNTED_TABLES = ['users', 'orders', 'order_items'] as const;

/**
 * `pg_dump -Fc` into `target`, reading the snapshot of a repeatable-read transaction that also
 * counts the rows of COUNTED_TABLES, so the manifest beside the dump (`key=value` lines, as
 * scripts/pg-backup.sh writes it) says exactly what the dump holds while the app keeps writing.
 * Returns the dump's latest migration, read back from the dump itself.
 */
export async function dumpPostgres(url: string, target: string, manifest: string): Promise<string> {
  // Named before anything starts: a host without the client tools is told what to install.
  await run('pg_dump', ['--version']);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string; now: Date }>(
      'select pg_export_snapshot() as snapshot, now() as now',
    );
    const [{ snapshot, now } = { snapshot: '', now: new Date() }] = rows;
    const lines = [`source_time=${now.toISOString().replace(/\.\d+Z$/, 'Z')}`];
    const latest = await client.query<{ name: string | null }>(
      `select max(name) as name from ${MIGRATION_TABLE}`,
    );
    lines.push(`latest_migration=${latest.rows[0]?.name ?? ''}`);
    for (const table of COUNTED_TABLES) {
      const counted = await client.query<{ n: number }>(`select count(*) as n from "${table}"`);
      lines.push(`rows.${table}=${String(counted.rows[0]?.n ?? 0)}`);
    }
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${target}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    fs.writeFileSync(manifest, `${lines.join('\n')}\n`);
  } finally {
    await client.end();
  }
  return checkPostgresDump(target);
}

/** The dump lists its tables and its migration table's rows; returns the latest name. */
export async function checkPostgresDump(file: string): Promise<string> {
  const contents = await run('pg_restore', ['--list', file]);
  if (!new RegExp(`TABLE DATA public ${MIGRATION_TABLE}\\b`).test(contents)) {
    throw new Error(`${file} holds no ${MIGRATION_TABLE} rows: is it Canasta's database?`);
  }
  // The COPY block of one table, as plain SQL on stdout: name<TAB>executed_at per line.
  const copy = await run('pg_restore', [
    '--data-only',
    `--table=${MIGRATION_TABLE}`,
    '--file=-',
    file,
  ]);
  const names = copy
    .split('\n')
    .map((line) => line.split('\t')[0] ?? '')
    .filter((name) => /^\d{4}_\d{2}_\d{2}_\d{4}_\w+$/.test(name))
    .sort();
  const latest = names.at(-1);
  if (!latest) throw new Error(`${file} has no migrations: is it Canasta's database?`);
  return latest;
}

/** Runs a PostgreSQL client tool; a missing tool is named with how to install it. */
export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} was not found on PATH. Install PostgreSQL's client tools, the same ` +
                'major version as the server or newer (Debian: apt-get install postgresql-client).',
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else {
        const detail = Buffer.concat(err).toString('utf8').trim();
        reject(new Error(`${command} failed (exit ${String(code)}): ${redact(detail)}`));
      }
    });
  });
}

/** A connection URL in an error message loses its password. */
export function redact(text: string): string {
  return text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]+:)[^@\s]+@/g, '$1***@');
}

/** Deletes the oldest backups beyond `keep`; returns their names. */
export function rotate(dir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) {
    fs.rmSync(path.join(dir, name));
    fs.rmSync(path.join(dir, `${name}.manifest`), { force: true });
  }
  return old;
}

async function main(): Promise<number> {
  const settings = backupSettings();
  const result = await backUp(settings);
  console.log(
    `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ` +
      `migrations up to ${result.latestMigration}, verified).`,
  );
  if (result.deleted.length > 0) {
    console.log(`Kept the newest ${String(settings.keep)}; deleted ${result.deleted.join(', ')}.`);
  }
  return 0;
}

// By the entry's name, not import.meta: bundled (dist/scripts/db-restore.js carries this file's
// code too), every module shares the entry's import.meta.
if (path.parse(process.argv[1] ?? '').name === 'db-backup') {
  process.exitCode = await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
}
