import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import type { DB } from '../../apps/server/src/db/schema';

export interface CapturedQuery {
  /** The read that ran it. */
  read: string;
  sql: string;
  parameters: readonly unknown[];
}

export interface SeqScan {
  read: string;
  table: string;
  /** The plan node that scans it. */
  plan: string;
  sql: string;
}

/**
 * Captures each statement the app runs, compiled, with its parameters (a Kysely plugin, as the
 * server's statement-count test and the order benchmark count them): what EXPLAIN is run on.
 */
export class QueryCapture implements KyselyPlugin {
  queries: CapturedQuery[] = [];
  private read = '';

  constructor(private readonly db: Kysely<DB>) {}

  reset(read: string): void {
    this.read = read;
    this.queries = [];
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const compiled = this.db.getExecutor().compileQuery(node, queryId);
    this.queries.push({ read: this.read, sql: compiled.sql, parameters: compiled.parameters });
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/**
 * Explains each distinct statement and returns the sequential scans of tables not in `allowed`
 * and of at least `bigTableRows` rows:
 * on PostgreSQL a `Seq Scan` node of EXPLAIN (FORMAT JSON); on SQLite a `SCAN <table>` of
 * EXPLAIN QUERY PLAN that uses no index (a scan of a subquery, a CTE or the full-text index's
 * virtual table is not a table's).
 */
export async function explainQueries(
  database: Database,
  queries: readonly CapturedQuery[],
  allowed: Record<string, string>,
  bigTableRows: number,
): Promise<{ queries: number; scans: SeqScan[]; smallTables: string[] }> {
  const seen = new Set<string>();
  const scans: SeqScan[] = [];
  const rows = new Map<string, number>();
  const isBig = async (table: string) => {
    if (!rows.has(table)) {
      const count = await database.db.executeQuery<{ n: number | string }>(
        CompiledQuery.raw(`select count(*) as n from "${table}"`),
      );
      rows.set(table, Number(count.rows[0]?.n ?? 0));
    }
    return (rows.get(table) ?? 0) >= bigTableRows;
  };
  const smallTables = new Set<string>();
  const sqliteTables =
    database.dialect === 'sqlite'
      ? new Set(
          (
            await database.db.executeQuery<{ name: string }>(
              CompiledQuery.raw(`select name from sqlite_master where type = 'table'`),
            )
          ).rows.map((row) => row.name),
        )
      : new Set<string>();
  for (const query of queries) {
    if (seen.has(query.sql) || !/^\s*(with|select)\b/i.test(query.sql)) continue;
    seen.add(query.sql);
    const tables =
      database.dialect === 'postgres'
        ? await postgresSeqScans(database, query)
        : await sqliteSeqScans(database, query, sqliteTables);
    for (const { table, plan } of tables) {
      if (table in allowed) continue;
      // A table of a few rows in this set (no wallet movements, no order edits) is scanned
      // whole by the planner's right choice; it is named in the results, not failed.
      if (!(await isBig(table))) {
        smallTables.add(table);
        continue;
      }
      scans.push({ read: query.read, table, plan, sql: query.sql });
    }
  }
  return { queries: seen.size, scans, smallTables: [...smallTables].sort() };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  Plans?: PlanNode[];
}

async function postgresSeqScans(database: Database, query: CapturedQuery) {
  const result = await database.db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const found: { table: string; plan: string }[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
      found.push({
        table: node['Relation Name'],
        plan: `Seq Scan on ${node['Relation Name']} ${node.Alias ?? ''}`.trim(),
      });
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  for (const row of result.rows) for (const plan of row['QUERY PLAN']) walk(plan.Plan);
  return found;
}

const SQL_WORDS = new Set([
  'where',
  'join',
  'inner',
  'left',
  'cross',
  'on',
  'group',
  'order',
  'limit',
  'using',
  'union',
]);

async function sqliteSeqScans(database: Database, query: CapturedQuery, tables: Set<string>) {
  const result = await database.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  // Kysely writes `"table" as "alias"`, raw SQL `table alias`; a bare table is its own name.
  const aliases = new Map<string, string>();
  for (const match of query.sql.matchAll(
    /(?:from|join)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi,
  )) {
    const [, table, alias] = match;
    if (!table || !tables.has(table)) continue;
    aliases.set(table, table);
    if (alias && !SQL_WORDS.has(alias.toLowerCase())) aliases.set(alias, table);
  }
  const found: { table: string; plan: string }[] = [];
  for (const { detail } of result.rows) {
    const scan = /^SCAN (\w+)(.*)$/.exec(detail);
    if (!scan?.[1] || /USING (COVERING )?INDEX|VIRTUAL TABLE/.test(scan[2] ?? '')) continue;
    const table = aliases.get(scan[1]);
    if (table) found.push({ table, plan: detail });
  }
  return found;
}
