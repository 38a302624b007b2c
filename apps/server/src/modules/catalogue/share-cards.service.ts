import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ProductImage } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { removeFiles } from './product-image';
import {
  type ShareCardInput,
  currentShareCard,
  shareCardInput,
  shareCardUrl,
} from './share-card-key';
import { type SharePhoto, drawShareCard, prepareSharePhoto } from './share-card-image';
import * as repo from './share-cards.repository';
import {
  UPLOADS_URL,
  fileExists,
  fileForUploadUrl,
  runLimited,
  writeFileAtomically,
} from './upload-files';

export type { ShareCardScope } from './share-cards.repository';

/**
 * Keeps every offer's link-preview card in step with what it shows (decision 051): a card is
 * drawn when an offer has none, its price, name, unit, photo or store changed, or its file went;
 * never while a page is asked for. Called by the seed and at start (every store) and after each
 * change an operator makes (the offers changed).
 */

/** Two at a time: each card keeps one core busy for a few tens of milliseconds. */
const CONCURRENCY = 2;
/**
 * Offers read and brought up to date at a time (decision 069). The start-up pass covers every
 * store: read in one statement, 200 stores of 10,000 offers held about 500 MB of rows at once.
 * On SQLite each page holds the event loop for a few milliseconds; much smaller pages made the
 * pass slower (500: twice as long).
 */
const PAGE_SIZE = 2000;
/** Cards drawn after an operator's change, per store; removed when replaced. */
const STORE_CARDS_DIR = `${UPLOADS_URL}/share`;

export interface ShareCardsLog {
  warn(details: object, message: string): void;
}

export interface RefreshShareCardsDeps {
  db: Kysely<DB>;
  uploadsDir: string;
  log: ShareCardsLog;
}

export interface RefreshOptions {
  /**
   * Where new cards go instead of the store's folder: the demo's, whose pictures are never
   * removed (every database seeded from the demo shows the same files).
   */
  dir?: string;
  /** Offers read and brought up to date at a time (PAGE_SIZE). */
  pageSize?: number;
}

export interface RefreshTotals {
  drawn: number;
  reused: number;
  failed: number;
}

interface Pending {
  id: number;
  input: ShareCardInput;
  url: string;
  previous: string | null;
}

export async function refreshShareCards(
  deps: RefreshShareCardsDeps,
  scope: repo.ShareCardScope,
  options: RefreshOptions = {},
): Promise<RefreshTotals> {
  const totals: RefreshTotals = { drawn: 0, reused: 0, failed: 0 };
  const limit = options.pageSize ?? PAGE_SIZE;
  let afterId = 0;
  for (;;) {
    const rows = await repo.listShareCardOffers(deps.db, scope, { afterId, limit });
    const page = await refreshPage(deps, rows, options);
    totals.drawn += page.drawn;
    totals.reused += page.reused;
    totals.failed += page.failed;
    const last = rows.at(-1);
    if (!last || rows.length < limit) return totals;
    afterId = last.id;
  }
}

async function refreshPage(
  { db, uploadsDir, log }: RefreshShareCardsDeps,
  rows: readonly repo.ShareCardOfferRow[],
  { dir }: RefreshOptions,
): Promise<RefreshTotals> {
  // Offers showing the same photo are drawn one after the other: the photo is decoded once.
  const byPhoto = new Map<string, Pending[]>();
  for (const row of rows) {
    // Written only from ProductImage objects (the seed and the console).
    const photo = (JSON.parse(row.images) as ProductImage[])[0];
    const input = shareCardInput(photo?.url, row);
    if (!input) continue;
    // A card that shows the offer as it is stays, unless its file went (a new uploads folder).
    const current = currentShareCard(row.share_image_url, input);
    if (current !== null && (await fileExists(fileForUploadUrl(uploadsDir, current)))) continue;
    const pending: Pending = {
      id: row.id,
      input,
      url: current ?? shareCardUrl(dir ?? `${STORE_CARDS_DIR}/${row.store_id}`, input),
      previous: row.share_image_url,
    };
    const group = byPhoto.get(input.photoUrl);
    if (group) group.push(pending);
    else byPhoto.set(input.photoUrl, [pending]);
  }

  const done: Pending[] = [];
  let drawn = 0;
  let failed = 0;
  await runLimited([...byPhoto.values()], CONCURRENCY, async (group) => {
    const photoUrl = group[0]?.input.photoUrl ?? '';
    let given = 0;
    let photo: SharePhoto | undefined;
    try {
      for (const pending of group) {
        const file = fileForUploadUrl(uploadsDir, pending.url);
        // Already there when another database seeded from the demo, or an earlier start, drew it.
        if (!(await fileExists(file))) {
          photo ??= await prepareSharePhoto(await readFile(fileForUploadUrl(uploadsDir, photoUrl)));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFileAtomically(file, await drawShareCard(pending.input, photo));
          drawn++;
        }
        done.push(pending);
        given++;
      }
    } catch (error) {
      // The offer keeps showing its photo as its preview; the next change or start tries again.
      failed += group.length - given;
      log.warn({ err: error, photo: photoUrl }, 'link-preview card not drawn');
    }
  });

  await repo.setShareCards(db, done);
  await removeReplaced(db, uploadsDir, done);
  return { drawn, reused: done.length - drawn, failed };
}

/** The store's old cards that no offer shows any more (demo cards always stay). */
async function removeReplaced(db: Kysely<DB>, uploadsDir: string, done: readonly Pending[]) {
  const replaced = done
    .filter((pending) => pending.previous !== pending.url)
    .map((pending) => pending.previous)
    .filter((url): url is string => url !== null && url.startsWith(`${STORE_CARDS_DIR}/`));
  const inUse = await repo.shareCardsInUse(db, replaced);
  await removeFiles(
    replaced.filter((url) => !inUse.has(url)).map((url) => fileForUploadUrl(uploadsDir, url)),
  );
}

/** What a change's service calls once it has committed. */
export interface ShareCards {
  /** Draws the cards the change made old; a failure is logged, never the change's failure. */
  refresh(scope: repo.ShareCardScope): Promise<void>;
}

export function createShareCards(deps: RefreshShareCardsDeps): ShareCards {
  return {
    refresh: async (scope) => {
      try {
        await refreshShareCards(deps, scope);
      } catch (error) {
        deps.log.warn({ err: error, scope }, 'link-preview cards not refreshed');
      }
    },
  };
}
