/**
 * One process of a small fleet for background-jobs.test.ts: BullMQ's runner with one repeating
 * job whose run takes a while, so the test can SIGKILL the process in the middle of one. It
 * prints one JSON line per event: `{"working": <period start>}` when its run starts, and the
 * runner's log lines ("background job ran").
 */
import { openDatabase } from '../src/db/database';
import { type JobLog, periodOf } from '../src/jobs/job-runner';
import { oncePerPeriod } from '../src/jobs/once-per-period';
import { startRedisRunner } from '../src/jobs/redis-runner';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const name = env('FLEET_JOB_NAME');
const everyMs = Number(env('FLEET_EVERY_MS'));
const workMs = Number(env('FLEET_WORK_MS'));
const me = `fleet:${process.pid}`;
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const log: JobLog = {
  info: (details, message) => print({ ...details, message }),
  warn: (details, message) => print({ ...details, message }),
  error: (details, message) => print({ ...details, message }),
};

const database = openDatabase(env('DATABASE_URL'));
const runner = startRedisRunner(env('REDIS_URL'), env('JOB_QUEUE_PREFIX'), {
  specs: [
    {
      name,
      lane: 'housekeeping',
      everyMs,
      run: async (data, context) => {
        const period = periodOf(everyMs, data, context);
        return oncePerPeriod(
          { db: database.db, clock: () => new Date(), process: me, log },
          name,
          everyMs,
          async () => {
            print({ working: period, job_id: context.jobId });
            await new Promise((resolve) => setTimeout(resolve, workMs));
            return { worked: workMs };
          },
        )(data, context);
      },
    },
  ],
  attempts: 3,
  backoffMs: 50,
  onGaveUp: async () => {},
  log,
  lockMs: Number(env('FLEET_LOCK_MS')),
});
print({ ready: me });

process.on('SIGTERM', () => {
  void runner
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
