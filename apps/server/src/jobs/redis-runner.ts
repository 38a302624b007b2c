import { type Job, Queue, Worker } from 'bullmq';
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

/**
 * A request waits this long at most to queue a job (stock news), as long as a broadcast waits:
 * Redis that doesn't answer must not hold an order.
 */
const ADD_TIMEOUT_MS = 500;
/**
 * A running job's lock, renewed by its worker every half of it. A worker that is alive but
 * slow (a loaded event loop) must not lose it, so it is not shortened with the periods.
 */
const LOCK_MS = 15_000;
/**
 * How often a worker looks for jobs whose lock lapsed (their worker was killed) and puts them
 * back in line: a cut job runs again within `LOCK_MS` + this (BullMQ's default is 30 s + 30 s).
 * One look per queue per interval for the whole fleet (BullMQ keeps a key for it).
 */
const STALLED_CHECK_MS = 5000;
/** Closing connections to a Redis that doesn't answer gives up after this long. */
const CLOSE_TIMEOUT_MS = 2000;

/**
 * BullMQ on Redis (decision 054): one queue per lane and a worker per lane in every process.
 * A repeating job's runs are queued by every process at each period's start under one id per
 * period (`<name>-<period start>`), so the fleet adds one job a period while any process lives;
 * the period claim in `job_runs` makes a late duplicate one run. Not BullMQ's job schedulers:
 * their next run is queued by the worker that takes the current one, after taking it, so a
 * worker killed in between left the schedule stopped until a process started again.
 */
export function startRedisRunner(
  redisUrl: string,
  prefix: string,
  options: RunnerOptions,
): JobRunner {
  const { specs, attempts, backoffMs, log } = options;
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const lanes = [...new Set(specs.map((spec) => spec.lane))];
  // Adding fails fast while Redis is away (no offline queue), so a request never waits on it.
  const queueConnection = { url: redisUrl, connectTimeout: 2000, enableOfflineQueue: false };
  const workerConnection = { url: redisUrl, connectTimeout: 2000 };
  const queues = new Map<JobLane, Queue>();
  const jobOptions = {
    attempts,
    backoff: { type: 'exponential', delay: backoffMs },
    // Kept a while so an id added twice stays one job; `failed_jobs` keeps the failures.
    removeOnComplete: { age: 3600, count: 1000 },
    removeOnFail: { age: 24 * 3600, count: 1000 },
  };
  for (const lane of lanes) {
    const queue = new Queue(lane, {
      connection: queueConnection,
      prefix,
      defaultJobOptions: jobOptions,
    });
    queue.on('error', (error) => log.warn({ err: error, lane }, 'job queue: Redis failed'));
    queues.set(lane, queue);
  }

  const running = new Set<Promise<unknown>>();
  // Set once `stop` has waited for the running jobs: a closing worker still hands over a job it
  // had fetched, and running it then would race the database's close. Refused, its lock lapses
  // and another process runs it.
  let closing = false;
  const handle = (job: Job<JobData>) => {
    if (closing) return Promise.reject(new Error('background work is stopping'));
    const run = runJob(job);
    running.add(run);
    void run.then(
      () => running.delete(run),
      () => running.delete(run),
    );
    return run;
  };
  const runJob = async (job: Job<JobData>) => {
    const spec = byName.get(job.name);
    if (!spec) {
      // A scheduler left by another release: nothing here knows the job.
      log.warn({ job: job.name }, 'job of an unknown name skipped');
      return null;
    }
    return runOnce(
      spec,
      job.data,
      {
        jobId: job.id ?? null,
        dueAt: job.timestamp + (job.opts.delay ?? 0),
        attempt: job.attemptsMade + 1,
      },
      options,
    );
  };
  const workers = lanes.map((lane) => {
    const worker = new Worker<JobData>(lane, handle, {
      connection: workerConnection,
      prefix,
      concurrency: options.concurrency?.[lane] ?? DEFAULT_CONCURRENCY[lane],
      lockDuration: options.lockMs ?? LOCK_MS,
      stalledInterval: Math.min(options.lockMs ?? LOCK_MS, STALLED_CHECK_MS),
    });
    worker.on('error', (error) => log.warn({ err: error, lane }, 'job worker: Redis failed'));
    return worker;
  });

  const queueOf = (spec: JobSpec) => {
    const queue = queues.get(spec.lane);
    if (!queue) throw new Error(`No queue for lane ${spec.lane}`);
    return queue;
  };
  let stopping = false;
  const timers = new Set<NodeJS.Timeout>();
  const queuePeriod = (spec: JobSpec, periodStart: number) => {
    if (stopping) return;
    queueOf(spec)
      .add(spec.name, { period_start: periodStart }, { jobId: `${spec.name}-${periodStart}` })
      .catch((error: unknown) => {
        // Another process queues it if it can; else this period is skipped and the next runs.
        if (!stopping) log.warn({ err: error, job: spec.name }, 'repeating job not queued');
      });
  };
  // Each process queues the current period at start (as the timers did) and every period's
  // start after it. Not awaited: a Redis that is down must not stop the server from starting.
  for (const spec of specs) {
    const every = spec.everyMs;
    if (every === undefined) continue;
    const next = (periodStart: number) => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          // A timer may fire a little early or, with a busy event loop, late: never a period
          // before the one it was set for, never one already past.
          const due = Math.max(periodStart, Math.floor(Date.now() / every) * every);
          queuePeriod(spec, due);
          next(due + every);
        },
        Math.max(0, periodStart - Date.now()),
      );
      timer.unref();
      timers.add(timer);
    };
    const current = Math.floor(Date.now() / every) * every;
    queuePeriod(spec, current);
    next(current + every);
  }
  // Job schedulers left by the release that used them would queue runs of their own.
  for (const spec of specs) {
    if (spec.everyMs === undefined) continue;
    queueOf(spec)
      .removeJobScheduler(spec.name)
      .catch(() => {});
  }

  return {
    kind: 'redis',
    add: async (name, data, addOptions = {}) => {
      if (stopping) throw new Error('background work is stopping');
      const spec = byName.get(name);
      if (!spec) throw new Error(`Unknown job ${name}`);
      const added = queueOf(spec).add(name, data, {
        jobId: addOptions.jobId,
        ...(spec.forgetWhenDone ? { removeOnComplete: true, removeOnFail: true } : {}),
      });
      if (!(await within(added, ADD_TIMEOUT_MS))) {
        added.catch(() => {});
        throw new Error(`Job ${name} not queued within ${ADD_TIMEOUT_MS} ms`);
      }
      await added;
    },
    stop: async () => {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // No new jobs; this process's running ones may finish (bounded). A worker's own graceful
      // close would wait on a Redis that is down, so the connections are then closed outright.
      await within(Promise.all(workers.map((worker) => worker.pause(true))), CLOSE_TIMEOUT_MS);
      if (!(await within(noneRunning(running), options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS))) {
        // Left running: their locks lapse and another process's worker takes them again.
        log.warn(
          { running: running.size },
          'background jobs still running at stop: left to another process',
        );
      }
      closing = true;
      const closed = Promise.all([
        ...workers.map((worker) => worker.close(true)),
        ...[...queues.values()].map((queue) => queue.close()),
      ]);
      if (!(await within(closed, CLOSE_TIMEOUT_MS))) {
        log.warn({}, 'job queue connections not closed cleanly');
      }
    },
  };
}

/**
 * Settles once no job is running, counting those that start while it waits: a paused BullMQ
 * worker still runs the jobs its fetches return while its running ones finish. Waiting only for
 * those running when `stop` began let a notice be sent as the database closed, its "delivered"
 * never written, and another process send it again (the fleet test's SIGTERM).
 */
async function noneRunning(running: ReadonlySet<Promise<unknown>>): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
