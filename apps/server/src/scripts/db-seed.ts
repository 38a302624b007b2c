import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureDemoImageFiles, seedDemoData } from '../db/seed/seed-demo';

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
} finally {
  await database.close();
}
