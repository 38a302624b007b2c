import pg from 'pg';

export const SCRATCH_DATABASE = 'canasta_bench';

export interface ScratchDatabase {
  /** postgres:// URL of the scratch database, for the server's DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty `canasta_bench` database (or `name`) through the admin URL
 * (BENCH_DATABASE_URL), dropping a leftover one first; `drop()` removes it again.
 */
export async function createScratchDatabase(
  adminUrl: string,
  name = SCRATCH_DATABASE,
): Promise<ScratchDatabase> {
  await runAdmin(adminUrl, [
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
  ]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(adminUrl, [`drop database if exists ${name} with (force)`]),
  };
}

async function runAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** postgres://user:secret@host/db → postgres://user:***@host/db, for logs and results. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The server's version, recorded with the results. */
export async function serverVersion(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('show server_version');
    // `15.20 (Debian 15.20-0+deb12u1)` → `15.20`
    return result.rows[0]?.server_version.split(' ')[0] ?? 'unknown';
  } finally {
    await client.end();
  }
}

/**
 * Runs a benchmark's PostgreSQL lane when BENCH_DATABASE_URL is set: `run` gets the admin URL and
 * a label. Returns how PostgreSQL was (or wasn't) measured, the run, and a failure or a note.
 */
export async function runPostgresLane<T>(
  run: (adminUrl: string, label: string) => Promise<T>,
): Promise<{ postgres: string; result?: T; failure?: string; note?: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    return {
      postgres: 'not run: BENCH_DATABASE_URL is not set',
      note: 'PostgreSQL not measured: set BENCH_DATABASE_URL (an admin URL) to include it.',
    };
  }
  try {
    const version = await serverVersion(adminUrl);
    const result = await run(adminUrl, `PostgreSQL ${version}`);
    return {
      postgres: `PostgreSQL ${version} via ${redactUrl(adminUrl)} (scratch database ${SCRATCH_DATABASE})`,
      result,
    };
  } catch (error) {
    return {
      postgres: 'failed',
      failure: `PostgreSQL run failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
