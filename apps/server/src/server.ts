import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, DEVELOPMENT_OPERATOR_TOKEN, loadConfig } from './config';
import { openDatabase } from './db/database';
import { gracefulShutdown } from './graceful-shutdown';
import { startBackgroundWork } from './jobs';
import { createCardProvider } from './providers/payments/create-card-provider';
import { createDeferredProvider } from './providers/payments/create-deferred-provider';
import { systemClock } from './clock';
import { prepareDatabase, refreshShareCardsLater } from './startup';

async function main(): Promise<void> {
  const config = loadConfig();
  // The app's logger exists only once the app is built on top of the database.
  const logger: { current?: FastifyBaseLogger } = {};
  const database = openDatabase(config.databaseUrl, {
    onIdleError: (error) => logger.current?.warn({ err: error }, 'idle database connection closed'),
  });
  const app = await buildApp({ config, database });
  logger.current = app.log;

  // A cluster's primary prepared the database before forking its workers (cluster.ts).
  if (!cluster.isWorker) await prepareDatabase(config, database, app.log);

  const background = await startBackgroundWork({
    config,
    db: database.db,
    clock: systemClock,
    log: app.log,
    cardProvider: createCardProvider(config, database.db),
    deferredProvider: createDeferredProvider(config, database.db, systemClock),
    orderEvents: app.orderEvents,
    catalogueChanges: app.catalogueChanges,
    sender: app.messageSender,
  });

  const shutdown = gracefulShutdown({
    app,
    drainDelayMs: config.shutdown.drainDelayMs,
    timeoutMs: config.shutdown.timeoutMs,
    stopBackgroundWork: () => background.stop(),
    closeDatabase: () => database.close(),
  });
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (!cluster.isWorker) void refreshShareCardsLater(config, database, app.log);
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`Canasta is ready at http://${shown}:${config.port}/`);
  if (config.operatorToken === DEVELOPMENT_OPERATOR_TOKEN && !cluster.isWorker) {
    app.log.info(
      `operator routes (/api/ops) accept the development token "${DEVELOPMENT_OPERATOR_TOKEN}"; set OPERATOR_TOKEN to change it`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Canasta failed to start:', error);
  }
  process.exit(1);
});
