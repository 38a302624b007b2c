import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Claims a repeating job's period: inserts its row, or does nothing when a run of this period
 * exists (another process fired too). True when this run is the one.
 */
export async function claimPeriod(
  db: Kysely<DB>,
  run: { name: string; periodStart: number; at: string; process: string; jobId: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto('job_runs')
    .values({
      name: run.name,
      period_start: run.periodStart,
      started_at: run.at,
      outcome: 'running',
      process: run.process,
      job_id: run.jobId,
    })
    .onConflict((oc) => oc.columns(['name', 'period_start']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Takes a period back for a retry: only a run that failed, one left running by the same job
 * (run again because its worker died), or one left running since before `staleBefore`, can be
 * taken, by one process.
 */
export async function reclaimPeriod(
  db: Kysely<DB>,
  run: {
    name: string;
    periodStart: number;
    at: string;
    process: string;
    jobId: string | null;
    staleBefore: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set((eb) => ({
      outcome: 'running',
      started_at: run.at,
      finished_at: null,
      process: run.process,
      job_id: run.jobId,
      attempts: eb('attempts', '+', 1),
    }))
    .where('name', '=', run.name)
    .where('period_start', '=', run.periodStart)
    .where((eb) =>
      eb.or([
        eb('outcome', '=', 'failed'),
        eb.and([
          eb('outcome', '=', 'running'),
          eb.or([
            eb('started_at', '<', run.staleBefore),
            ...(run.jobId === null ? [] : [eb('job_id', '=', run.jobId)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishRun(
  db: Kysely<DB>,
  run: {
    name: string;
    periodStart: number;
    at: string;
    outcome: 'done' | 'failed';
    detail: string | null;
  },
) {
  await db
    .updateTable('job_runs')
    .set({ finished_at: run.at, outcome: run.outcome, detail: run.detail })
    .where('name', '=', run.name)
    .where('period_start', '=', run.periodStart)
    .execute();
}

/** Forgets runs older than `before` (the table is evidence, not history). */
export async function pruneRuns(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('job_runs')
    .where('started_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertFailedJob(
  db: Kysely<DB>,
  job: {
    name: string;
    jobId: string | null;
    data: string;
    reason: string;
    attempts: number;
    at: string;
  },
) {
  await db
    .insertInto('failed_jobs')
    .values({
      name: job.name,
      job_id: job.jobId,
      data: job.data,
      reason: job.reason,
      attempts: job.attempts,
      failed_at: job.at,
    })
    .execute();
}

/** Newest first: those not retried yet, or all of them. */
export function listFailedJobs(db: Kysely<DB>, { all, limit }: { all: boolean; limit: number }) {
  let query = db.selectFrom('failed_jobs').selectAll().orderBy('id', 'desc').limit(limit);
  if (!all) query = query.where('retried_at', 'is', null);
  return query.execute();
}

export function findFailedJob(db: Kysely<DB>, id: number) {
  return db.selectFrom('failed_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a failed job queued again; false when someone else already did. */
export async function markRetried(db: Kysely<DB>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('failed_jobs')
    .set({ retried_at: at })
    .where('id', '=', id)
    .where('retried_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
