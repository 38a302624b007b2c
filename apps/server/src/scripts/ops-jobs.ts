import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { backgroundJobs } from '../jobs/background-jobs';
import { listFailedJobs, retryFailedJob } from '../jobs/failed-jobs';
import { createOrderEventsBroadcast } from '../modules/orders/order-events.broadcast';
import { createMessageSender } from '../providers/messaging/create-message-sender';
import { createCardProvider } from '../providers/payments/create-card-provider';
import { cliCatalogueChanges } from './cli-catalogue-changes';

export const JOBS_USAGE = `npm run ops -- jobs:failed [--all]
       npm run ops -- jobs:retry <id>`;

/** How many failed jobs the listing shows. */
const LISTED = 50;

/** The console as the logger the jobs expect (a command line has no pino). */
const consoleLogger = (): FastifyBaseLogger => {
  const quiet = () => {};
  const say = (write: (text: string) => void) => (details: unknown, message?: string) =>
    write(message ?? String(details));
  const log: FastifyBaseLogger = {
    level: 'info',
    fatal: say(console.error),
    error: say(console.error),
    warn: say(console.warn),
    info: say(console.log),
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => log,
  };
  return log;
};

/**
 * `jobs:failed [--all]` lists the jobs that kept failing (those not retried yet, or all) with
 * their reason; `jobs:retry <id>` gives one another go (decision 054).
 */
export async function runJobs(
  command: 'jobs:failed' | 'jobs:retry',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const all = args.length === 1 && args[0] === '--all';
  const id = Number(args[0]);
  const valid =
    command === 'jobs:failed'
      ? args.length === 0 || all
      : args.length === 1 && Number.isInteger(id) && id > 0;
  if (!valid) {
    console.error(`Usage: ${JOBS_USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  const database = openDatabase(config.databaseUrl);
  try {
    if (command === 'jobs:failed') {
      const jobs = await listFailedJobs(database.db, { all, limit: LISTED });
      if (jobs.length === 0) {
        console.log(all ? 'No hay trabajos fallidos.' : 'No hay trabajos fallidos sin reintentar.');
        return 0;
      }
      for (const job of jobs) {
        const retried = job.retried_at ? ` · reintentado ${job.retried_at}` : '';
        console.log(
          `#${job.id} ${job.name} · falló ${job.failed_at} tras ${job.attempts} intentos${retried}`,
        );
        console.log(`    datos: ${job.data}`);
        console.log(`    motivo: ${job.reason}`);
      }
      return 0;
    }
    return await retry(config, database.db, id);
  } finally {
    await database.close();
  }
}

async function retry(
  config: ReturnType<typeof loadConfig>,
  db: ReturnType<typeof openDatabase>['db'],
  id: number,
): Promise<number> {
  const log = consoleLogger();
  const catalogueChanges = cliCatalogueChanges(config.redisUrl);
  const orderEvents = createOrderEventsBroadcast(config.redisUrl, log, { listens: false });
  const specs = () =>
    backgroundJobs({
      db,
      clock: systemClock,
      log,
      settings: config.jobs,
      cardProvider: createCardProvider(config, db),
      orderEvents,
      catalogueChanges,
      sender: createMessageSender(config, log, systemClock),
      process: `${os.hostname()}:${process.pid}`,
      // Run here, a job's follow-ups (a sweep's notices) are left to the server's sweep.
      queue: { add: async () => {} },
    });
  try {
    const result = await retryFailedJob({ config, db, clock: systemClock, specs }, id);
    switch (result.outcome) {
      case 'not_found':
        console.error(`No hay un trabajo fallido con el id ${id}.`);
        return 1;
      case 'already_retried':
        console.error(`El trabajo fallido ${id} ya se reintentó (${result.job.retried_at ?? ''}).`);
        return 1;
      case 'queued':
        console.log(`Trabajo ${id} (${result.job.name}) en la cola otra vez.`);
        return 0;
      case 'done':
        console.log(`Trabajo ${id} (${result.job.name}) hecho.`);
        return 0;
    }
  } catch (error) {
    console.error(
      `El trabajo ${id} volvió a fallar: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await catalogueChanges.close();
    await orderEvents.close();
  }
}
