import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** What an offer's link-preview card shows, and the card it has. */
export interface ShareCardOfferRow {
  id: number;
  store_id: number;
  price_cents: number;
  compare_at_price_cents: number | null;
  share_image_url: string | null;
  name: string;
  unit: string;
  /** JSON array of ProductImage. */
  images: string;
  store_name: string;
}

/** Offers of one store, some of them, or every store's (the seed's and start-up's pass). */
export interface ShareCardScope {
  storeId?: number;
  offerIds?: readonly number[];
}

/**
 * One page of the scope's offers in id order, those after `afterId`: a pass over every store
 * holds a page at a time, never the whole marketplace's offers (decision 069).
 */
export function listShareCardOffers(
  db: Kysely<DB>,
  scope: ShareCardScope,
  page: { afterId: number; limit: number },
): Promise<ShareCardOfferRow[]> {
  let query = db
    .selectFrom('inventories as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .select([
      'i.id',
      'i.store_id',
      'i.price_cents',
      'i.compare_at_price_cents',
      'i.share_image_url',
      'p.name',
      'p.unit',
      'p.images',
      's.name as store_name',
    ]);
  if (scope.storeId !== undefined) query = query.where('i.store_id', '=', scope.storeId);
  if (scope.offerIds !== undefined) {
    if (scope.offerIds.length === 0) return Promise.resolve([]);
    query = query.where('i.id', 'in', scope.offerIds);
  }
  return query.where('i.id', '>', page.afterId).orderBy('i.id').limit(page.limit).execute();
}

/** Sets each offer's card, a few hundred a statement (`update … from (values …)`). */
export async function setShareCards(
  db: Kysely<DB>,
  cards: readonly { id: number; url: string }[],
): Promise<void> {
  for (let start = 0; start < cards.length; start += 300) {
    const values = sql.join(
      cards
        .slice(start, start + 300)
        .map((card) => sql`(cast(${card.id} as integer), cast(${card.url} as text))`),
    );
    await sql`
      update inventories set share_image_url = v.column2
      from (values ${values}) as v
      where inventories.id = v.column1`.execute(db);
  }
}

/** Which of these cards some offer still shows. */
export async function shareCardsInUse(
  db: Kysely<DB>,
  urls: readonly string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .selectFrom('inventories')
    .select('share_image_url')
    .where('share_image_url', 'in', urls)
    .execute();
  return new Set(rows.map((row) => row.share_image_url ?? ''));
}
