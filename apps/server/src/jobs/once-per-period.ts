import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DB } from '../db/schema';
import { type JobContext, type JobData, type JobLog, periodOf, reasonOf } from './job-runner';
import { claimPeriod, finishRun, reclaimPeriod } from './jobs.repository';

/**
 * A run still 'running' after this long belongs to a process that died; another job of its
 * period may take it (the same job, run again by the queue after its worker died, at once).
 */
const RUN_STALE_MS = 10 * 60 * 1000;

export interface PeriodDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** hostname:pid, recorded with the run. */
  process: string;
  /** One line per run ("background job ran"), to count beside `job_runs`. */
  log?: Pick<JobLog, 'info' | 'warn'>;
}

/**
 * Wraps a repeating job's work so each period runs once across every process: the run claims
 * its period in `job_runs` (an insert that does nothing when the period is taken), does the
 * work, and records how it went. A retry of a failed run takes its period back, as does the
 * same job run again after its worker was killed mid-run.
 */
export function oncePerPeriod(
  deps: PeriodDeps,
  name: string,
  everyMs: number,
  work: () => Promise<object>,
) {
  return async (data: JobData, context: JobContext): Promise<object> => {
    const { db, clock, process, log } = deps;
    const periodStart = periodOf(everyMs, data, context);
    const now = clock();
    const run = { name, periodStart, at: now.toISOString(), process, jobId: context.jobId };
    const mine =
      (await claimPeriod(db, run)) ||
      (await reclaimPeriod(db, {
        ...run,
        staleBefore: new Date(now.getTime() - RUN_STALE_MS).toISOString(),
      }));
    if (!mine) return { period_start: periodStart, ran: false };
    // The same fields as the run's row; `attempt` > 1 is a retry of the period's run.
    const ran = { job: name, period_start: periodStart, process, attempt: context.attempt };
    try {
      const detail = await work();
      await finishRun(db, {
        name,
        periodStart,
        at: clock().toISOString(),
        outcome: 'done',
        detail: JSON.stringify(detail),
      });
      log?.info({ ...ran, outcome: 'done' }, 'background job ran');
      return { period_start: periodStart, ran: true, ...detail };
    } catch (error) {
      await finishRun(db, {
        name,
        periodStart,
        at: clock().toISOString(),
        outcome: 'failed',
        detail: reasonOf(error),
      }).catch(() => {});
      log?.warn({ ...ran, outcome: 'failed', reason: reasonOf(error) }, 'background job ran');
      throw error;
    }
  };
}
