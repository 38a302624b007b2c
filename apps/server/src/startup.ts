import type { Config } from './config';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ensureDemoImageFiles, ensureDemoShareCards, seedDemoData } from './db/seed/seed-demo';
import { refreshShareCards } from './modules/catalogue/share-cards.service';

/** What starting up says: the app's logger in one process, a plain one in the cluster's primary. */
export interface StartupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Migrations, then (outside production) the demo data: once per start of a host, before any
 * process serves. One process does it before it listens; the cluster's primary does it before
 * forking, so its workers never race each other over the same migrations.
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  log: StartupLog,
): Promise<void> {
  await migrateToLatest(database.db);
  if (!config.seedDemoData) return;
  if (await seedDemoData(database.db)) log.info({}, 'demo data loaded into the empty database');
  const images = await ensureDemoImageFiles(config.uploadsDir);
  if (images.written > 0) log.info({ written: images.written }, 'demo images generated');
  const cards = await ensureDemoShareCards(database.db, config.uploadsDir, log);
  if (cards.drawn > 0) log.info({ drawn: cards.drawn }, 'demo link-preview cards drawn');
}

/**
 * Cards never drawn (a catalogue older than them) or of an older design, drawn while the shop
 * already answers: meanwhile their pages show the plain photo (decision 051). Once per host.
 */
export function refreshShareCardsLater(
  config: Config,
  database: Database,
  log: StartupLog,
): Promise<void> {
  if (config.seedDemoData) return Promise.resolve();
  return refreshShareCards({ db: database.db, uploadsDir: config.uploadsDir, log }, {}).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'link-preview cards not refreshed'),
  );
}
