import { randomBytes } from 'node:crypto';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the uploads folder is served (static-files plugin). */
export const UPLOADS_URL = '/uploads';

/** The file behind an `/uploads/…` address. */
export function fileForUploadUrl(uploadsDir: string, url: string): string {
  return path.join(uploadsDir, ...url.slice(UPLOADS_URL.length + 1).split('/'));
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Temp file + rename, so an interrupted write never leaves a truncated picture that a later
 * "write it when missing" would take for done.
 */
export async function writeFileAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Runs `worker` over `items`, at most `limit` at a time: sharp's work is CPU-bound. */
export async function runLimited<T extends object>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<void>,
): Promise<void> {
  let cursor = 0;
  const lane = async (): Promise<void> => {
    for (let item = items[cursor++]; item !== undefined; item = items[cursor++]) {
      await worker(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
