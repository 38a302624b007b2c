/**
 * What both runners (BullMQ on Redis, the in-process one on the embedded default) run: the same
 * job specs, the same retries and the same record of jobs that kept failing (decision 054).
 */

/** Jobs' data travel as JSON. */
export type JobData = Record<string, unknown>;

/** Sweeps and purges; the orders' notices go on their own lane, so a slow provider holds only them. */
export type JobLane = 'housekeeping' | 'messages';

export interface JobContext {
  /** The queue's id for the job. */
  jobId: string | null;
  /** When the job was due (a repeating job's tick), the same on every retry. */
  dueAt: number;
  /** 1 for the first try. */
  attempt: number;
}

export interface JobSpec {
  name: string;
  lane: JobLane;
  /** Repeats this often; each period's run happens once across every process. */
  everyMs?: number;
  /** Idempotent: a job may run again after a crash. What it returns is its run's detail. */
  run(data: JobData, context: JobContext): Promise<unknown>;
  /**
   * Its id stops counting once it ran: the same id added later is a new job (a notice whose
   * worker died must be queued again by the sweep; `failed_jobs` keeps the failures).
   */
  forgetWhenDone?: boolean;
  /** After the last try failed, before the job is kept for a person. */
  gaveUp?(data: JobData, reason: string): Promise<void>;
}

export interface AddOptions {
  /** Adding a job whose id is waiting, running or waiting to retry does nothing. */
  jobId?: string;
}

export interface JobRunner {
  readonly kind: 'redis' | 'in-process';
  add(name: string, data: JobData, options?: AddOptions): Promise<void>;
  /** Stops taking jobs, waits (bounded) for the running ones, closes connections. */
  stop(): Promise<void>;
}

/** A job that kept failing, for `failed_jobs`. */
export interface GivenUpJob {
  name: string;
  jobId: string | null;
  data: JobData;
  reason: string;
  attempts: number;
}

export interface RunnerOptions {
  specs: readonly JobSpec[];
  /** Tries per job, the first included. */
  attempts: number;
  /** The first retry's wait; each later one doubles it. */
  backoffMs: number;
  /** Records a job that kept failing; must not throw. */
  onGaveUp(job: GivenUpJob): Promise<void>;
  log: JobLog;
  /** Jobs at once per lane in this process. */
  concurrency?: Partial<Record<JobLane, number>>;
  /** How long `stop` waits for running jobs before abandoning them to a retry elsewhere. */
  stopTimeoutMs?: number;
  /** Tests, on Redis: a running job's lock (a killed worker's job runs again after it lapses). */
  lockMs?: number;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const DEFAULT_CONCURRENCY: Record<JobLane, number> = { housekeeping: 4, messages: 8 };
export const DEFAULT_STOP_TIMEOUT_MS = 5000;

export function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/**
 * The period a repeating job's run belongs to: the one it was due in (the same on every retry),
 * or the one named in its data (a failed run queued again by a person).
 */
export function periodOf(everyMs: number, data: JobData, context: Pick<JobContext, 'dueAt'>) {
  const named = data.period_start;
  return typeof named === 'number' ? named : Math.floor(context.dueAt / everyMs) * everyMs;
}

/**
 * One try of a job. When it was the last, the spec's `gaveUp` and `onGaveUp` run before the
 * error goes back to the runner (so a crash right after leaves the record, not the loss).
 */
export async function runOnce(
  spec: JobSpec,
  data: JobData,
  context: JobContext,
  options: Pick<RunnerOptions, 'attempts' | 'onGaveUp' | 'log'>,
): Promise<unknown> {
  try {
    return await spec.run(data, context);
  } catch (error) {
    const reason = reasonOf(error);
    if (context.attempt >= options.attempts) {
      options.log.error(
        { err: error, job: spec.name, job_id: context.jobId, attempts: context.attempt },
        'job failed for good: kept in failed_jobs',
      );
      try {
        await spec.gaveUp?.(data, reason);
      } catch (gaveUpError) {
        options.log.error({ err: gaveUpError, job: spec.name }, 'job could not be given up');
      }
      await options.onGaveUp({
        name: spec.name,
        jobId: context.jobId,
        // A repeating job's retry by a person redoes the period that failed.
        data:
          spec.everyMs === undefined
            ? data
            : { ...data, period_start: periodOf(spec.everyMs, data, context) },
        reason,
        attempts: context.attempt,
      });
    } else {
      options.log.warn(
        { err: error, job: spec.name, job_id: context.jobId, attempt: context.attempt },
        'job failed: it will be retried',
      );
    }
    throw error;
  }
}

/** Waits for `promise`, at most `ms`; true when it settled in time. */
export async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
