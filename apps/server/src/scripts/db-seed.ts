import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureDemoImageFiles, ensureDemoShareCards, seedDemoData } from '../db/seed/seed-demo';

// Seeding only ever fills an empty database, so this script can't destroy anything.
const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db);
  const seeded = await seedDemoData(database.db);
  console.log(
    seeded
      ? 'Demo data loaded.'
      : 'The database already had data: only missing demo coupons and users were added.',
  );
  const images = await ensureDemoImageFiles(config.uploadsDir);
  console.log(`Demo images: ${images.written} generated, ${images.skipped} already present.`);
  const cards = await ensureDemoShareCards(database.db, config.uploadsDir, {
    warn: (details, message) => console.warn(message, details),
  });
  console.log(`Link-preview cards: ${cards.drawn} drawn, ${cards.failed} failed.`);
} finally {
  await database.close();
}
