import os from 'node:os';
import path from 'node:path';
import { ensureDemoImageFiles } from '../src/db/seed/seed-demo';

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
