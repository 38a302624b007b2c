import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { ConfigError, DEVELOPMENT_OPERATOR_TOKEN, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureDemoImageFiles, ensureDemoShareCards, seedDemoData } from './db/seed/seed-demo';
import { startJobs } from './jobs';
import { refreshShareCards } from './modules/catalogue/share-cards.service';
import { createCardProvider } from './providers/payments/create-card-provider';
import { systemClock } from './clock';

async function main(): Promise<void> {
  const config = loadConfig();
  // The app's logger exists only once the app is built on top of the database.
  const logger: { current?: FastifyBaseLogger } = {};
  const database = openDatabase(config.databaseUrl, {
    onIdleError: (error) => logger.current?.warn({ err: error }, 'idle database connection closed'),
  });
  const app = await buildApp({ config, database });
  logger.current = app.log;

  await migrateToLatest(database.db);
  if (config.seedDemoData) {
    if (await seedDemoData(database.db)) app.log.info('demo data loaded into the empty database');
    const images = await ensureDemoImageFiles(config.uploadsDir);
    if (images.written > 0) app.log.info({ written: images.written }, 'demo images generated');
    const cards = await ensureDemoShareCards(database.db, config.uploadsDir, app.log);
    if (cards.drawn > 0) app.log.info({ drawn: cards.drawn }, 'demo link-preview cards drawn');
  }

  const stopJobs = startJobs({
    db: database.db,
    clock: systemClock,
    log: app.log,
    cardProvider: createCardProvider(config, database.db),
    orderEvents: app.orderEvents,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    stopJobs();
    app
      .close()
      .then(() => database.close())
      .then(() => {
        clearTimeout(force);
        process.exit(0);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (!config.seedDemoData) {
    // Cards never drawn (a catalogue older than them) or of an older design, drawn while the
    // shop already answers: meanwhile their pages show the plain photo (decision 051).
    refreshShareCards({ db: database.db, uploadsDir: config.uploadsDir, log: app.log }, {}).catch(
      (error: unknown) => app.log.warn({ err: error }, 'link-preview cards not refreshed'),
    );
  }
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`Canasta is ready at http://${shown}:${config.port}/`);
  if (config.operatorToken === DEVELOPMENT_OPERATOR_TOKEN) {
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
