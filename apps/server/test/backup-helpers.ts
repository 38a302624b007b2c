import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { migrations } from '../src/db/migrations';
import type { DB } from '../src/db/schema';
import { createSession } from '../src/modules/auth/session.service';

/** What the backup tests (SQLite and PostgreSQL) share: running the commands, writing meanwhile. */
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const latestMigration = Object.keys(migrations).sort().at(-1);

export interface Run {
  code: number | null;
  output: string;
}

/** A command of the repository (a script or a tsx entry), with only the environment given. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

export const tsxScript = (script: string, args: string[], env: Record<string, string>) =>
  runCommand(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/scripts', script), ...args],
    env,
  );

const WRITER_NAME = 'Escritura durante el respaldo';
/** Across writers in this file: each user needs a phone of their own. */
let written = 0;

/** Writes users (each with a session, in one transaction) until `until` settles. */
export async function writeWhile<T>(db: Kysely<DB>, until: Promise<T>): Promise<T> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    written += 1;
    const n = written;
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          name: WRITER_NAME,
          phone: `+52559${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(5, '0')}`,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await createSession(trx, id, now);
    });
    // Let the child process's events in between writes.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return until;
}

/** The writer's users in id order, and whether each has its session. */
export async function writtenUsers(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('user_sessions as s', 's.user_id', 'u.id')
    .select(['u.id', 's.id as session_id'])
    .where('u.name', '=', WRITER_NAME)
    .orderBy('u.id')
    .execute();
  return { ids: rows.map((row) => row.id), unpaired: rows.filter((row) => !row.session_id) };
}

export async function rowCounts(db: Kysely<DB>, tables: (keyof DB)[]) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export const UNTOUCHED: (keyof DB)[] = ['stores', 'products', 'inventories', 'orders', 'coupons'];

/** Each test starts several tsx processes (about a second each on a busy two-core machine). */
export const SLOW = { timeout: 90_000 };
