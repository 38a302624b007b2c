import { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { DB, FailedJobRow } from '../db/schema';
import { requeueNotice } from '../modules/notifications/notice-delivery.service';
import { JOB, laneOf } from './background-jobs';
import type { JobData, JobSpec } from './job-runner';
import { findFailedJob, listFailedJobs, markRetried } from './jobs.repository';

export { listFailedJobs };

export type RetryResult =
  | { outcome: 'not_found' }
  | { outcome: 'already_retried'; job: FailedJobRow }
  | { outcome: 'queued' | 'done'; job: FailedJobRow };

function dataOf(job: FailedJobRow): JobData {
  const parsed: unknown = JSON.parse(job.data);
  return typeof parsed === 'object' && parsed !== null ? (parsed as JobData) : {};
}

/**
 * Gives a failed job another go (`npm run ops -- jobs:retry`): with Redis it is queued again for
 * the servers' workers (with its retries); without, no other process can be reached (the
 * embedded runner lives in the server's memory), so it runs here, now, once. A notice goes back
 * in line first. Marked retried only once queued or done, by one caller.
 */
export async function retryFailedJob(
  deps: {
    config: Config;
    db: Kysely<DB>;
    clock: Clock;
    /** The jobs, to run one here when there is no queue to put it on. */
    specs: () => JobSpec[];
  },
  id: number,
): Promise<RetryResult> {
  const { config, db, clock } = deps;
  const job = await findFailedJob(db, id);
  if (!job) return { outcome: 'not_found' };
  if (job.retried_at !== null) return { outcome: 'already_retried', job };
  const data = dataOf(job);
  if (job.name === JOB.noticeDelivery) await requeueNotice(db, Number(data.notice_id));
  if (config.redisUrl) {
    const queue = new Queue(laneOf(job.name), {
      connection: { url: config.redisUrl, connectTimeout: 2000 },
      prefix: config.jobs.queuePrefix,
    });
    try {
      await queue.add(job.name, data, {
        jobId: `${job.name}-retry-${job.id}`,
        attempts: config.jobs.attempts,
        backoff: { type: 'exponential', delay: config.jobs.backoffMs },
        removeOnComplete: true,
        removeOnFail: true,
      });
    } finally {
      await queue.close();
    }
    await markRetried(db, job.id, clock().toISOString());
    return { outcome: 'queued', job };
  }
  const spec = deps.specs().find((candidate) => candidate.name === job.name);
  if (!spec) throw new Error(`No job is called ${job.name}`);
  await spec.run(data, { jobId: null, dueAt: Date.now(), attempt: 1 });
  await markRetried(db, job.id, clock().toISOString());
  return { outcome: 'done', job };
}
