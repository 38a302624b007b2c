import { randomUUID } from 'node:crypto';
import {
  DEFAULT_CONCURRENCY,
  DEFAULT_STOP_TIMEOUT_MS,
  type JobData,
  type JobLane,
  type JobRunner,
  type JobSpec,
  type RunnerOptions,
  runOnce,
  within,
} from './job-runner';

interface QueuedJob {
  spec: JobSpec;
  data: JobData;
  jobId: string | null;
  dueAt: number;
  attempt: number;
}

/**
 * The embedded default's runner (no Redis, decision 054): the same specs, retries and record of
 * failures as BullMQ, in this process's memory. Repeating jobs tick on timers and, as on Redis,
 * claim their period in `job_runs`, so two processes on one database still run each once.
 * What is queued here dies with the process; the sweeps find the work again (the notices are
 * rows, the stranded payments and expired substitutes are read from the database).
 */
export function startInProcessRunner(options: RunnerOptions): JobRunner {
  const { specs, attempts, backoffMs, log } = options;
  const runnerId = randomUUID().slice(0, 8);
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const waiting = new Map<JobLane, QueuedJob[]>();
  const active = new Map<JobLane, number>();
  /** Ids waiting, running or waiting to retry: adding one of them again does nothing. */
  const held = new Set<string>();
  const running = new Set<Promise<unknown>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;

  const release = (job: QueuedJob) => {
    if (job.jobId !== null) held.delete(job.jobId);
  };
  const pump = (lane: JobLane) => {
    const queue = waiting.get(lane) ?? [];
    const limit = options.concurrency?.[lane] ?? DEFAULT_CONCURRENCY[lane];
    while (!stopping && queue.length > 0 && (active.get(lane) ?? 0) < limit) {
      const job = queue.shift();
      if (job) start(job);
    }
  };
  const enqueue = (job: QueuedJob) => {
    const queue = waiting.get(job.spec.lane) ?? [];
    queue.push(job);
    waiting.set(job.spec.lane, queue);
    pump(job.spec.lane);
  };
  const start = (job: QueuedJob) => {
    const lane = job.spec.lane;
    active.set(lane, (active.get(lane) ?? 0) + 1);
    const context = { jobId: job.jobId, dueAt: job.dueAt, attempt: job.attempt };
    const run = runOnce(job.spec, job.data, context, options).then(
      () => release(job),
      () => {
        if (job.attempt >= attempts || stopping) {
          release(job);
          return;
        }
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            enqueue({ ...job, attempt: job.attempt + 1 });
          },
          backoffMs * 2 ** (job.attempt - 1),
        );
        timer.unref();
        timers.add(timer);
      },
    );
    running.add(run);
    void run.finally(() => {
      running.delete(run);
      active.set(lane, (active.get(lane) ?? 1) - 1);
      pump(lane);
    });
  };
  const add = (spec: JobSpec, data: JobData, jobId: string | null) => {
    if (jobId !== null) {
      if (held.has(jobId)) return;
      held.add(jobId);
    }
    enqueue({ spec, data, jobId, dueAt: Date.now(), attempt: 1 });
  };

  for (const spec of specs) {
    const every = spec.everyMs;
    if (every === undefined) continue;
    // This runner's own id: another process's tick of the same period is another job.
    const tick = () => add(spec, {}, `${spec.name}-${Math.floor(Date.now() / every)}-${runnerId}`);
    tick();
    const timer = setInterval(tick, every);
    timer.unref();
    timers.add(timer);
  }

  return {
    kind: 'in-process',
    add: async (name, data, addOptions = {}) => {
      if (stopping) throw new Error('background work is stopping');
      const spec = byName.get(name);
      if (!spec) throw new Error(`Unknown job ${name}`);
      add(spec, data, addOptions.jobId ?? null);
    },
    stop: async () => {
      stopping = true;
      for (const timer of timers) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      timers.clear();
      waiting.clear();
      if (
        !(await within(
          Promise.allSettled([...running]),
          options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS,
        ))
      ) {
        log.warn({}, 'background jobs still running at stop: abandoned');
      }
    },
  };
}
