import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { ensureDemoImageFiles, ensureDemoShareCards } from '../src/db/seed/seed-demo';

/** The uploads folder of every test server (in-process and child processes alike). */
export const TEST_UPLOADS_DIR = path.join(os.tmpdir(), 'canasta-test-uploads');

/**
 * Writes the demo pictures once per machine before any test starts a real server process: a
 * server writes the missing ones before it listens, which on a fresh machine (about 1,500
 * files, decision 036) would outlast a test's wait for it to answer.
 */
export async function prepareTestUploads(): Promise<void> {
  await ensureDemoImageFiles(TEST_UPLOADS_DIR);
}

/**
 * Draws the seeded offers' link-preview cards into the test uploads (decision 051), as a server
 * start does: after the seed and the pictures they are drawn from. Once per machine, like them.
 */
export async function drawTestShareCards(db: Kysely<DB>): Promise<void> {
  const { failed } = await ensureDemoShareCards(db, TEST_UPLOADS_DIR, {
    warn: (details, message) => console.warn(message, details),
  });
  if (failed > 0) throw new Error(`${failed} demo link-preview cards could not be drawn`);
}
