import type { InventoryItem, SubstituteOption } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { getCartOffers, listInventories } from '../catalogue/catalogue.service';
import { searchWords } from '../catalogue/search-text';
import * as repo from './orders.repository';

/** How far a substitute's price may be from the missing line's unit price. */
const PRICE_BAND_PERCENT = 30;
const SUBSTITUTE_OPTIONS = 12;
/** Offers of the category read per search: a shelf's worth, more than a picker looks through. */
const CATEGORY_PAGE = 100;
/** Words of a name that say nothing about the product ("Aguacate Hass, por kg"). */
const FILLER_WORDS = new Set([
  'por',
  'kg',
  'gr',
  'pza',
  'pieza',
  'piezas',
  'con',
  'sin',
  'del',
  'las',
  'los',
]);

/**
 * Substitutes for one line of the store's order: same category, a price within 30 % of the
 * line's unit price, on sale and in stock, not the same offer. They are ranked by the store's
 * own product search (the catalogue's, decisions 026 and 047) run for each word of the missing
 * product's name: offers found by more of its words first, then by how high the search placed
 * them, then as the category lists them. An unknown order or line is 404.
 */
export async function substituteOptions(
  db: Kysely<DB>,
  storeId: number,
  number: string,
  lineId: number,
): Promise<SubstituteOption[]> {
  const order = await repo.findOrderByNumber(db, number);
  if (!order || order.store_id !== storeId) {
    throw new AppError('order_not_found', messages.orderNotFound);
  }
  const item = (await repo.listItems(db, [order.id])).find((each) => each.id === lineId);
  if (!item) throw new AppError('not_found', messages.pickingLineNotInOrder);
  const missing = (await getCartOffers(db, [item.inventory_id])).get(item.inventory_id);
  if (!missing) return [];
  const categoryId = missing.item.product.category_id;
  const page = { page: 1, per_page: CATEGORY_PAGE, category_id: categoryId };
  const words = (searchWords(item.name) ?? [])
    .filter((word) => word.length >= 3 && !FILLER_WORDS.has(word))
    .slice(0, 4);
  const [category, ...searches] = await Promise.all([
    listInventories(db, storeId, page),
    ...words.map((word) => listInventories(db, storeId, { ...page, q: word })),
  ]);
  const rank = new Map<number, { words: number; places: number }>();
  for (const search of searches) {
    search.data.forEach((offer, place) => {
      const seen = rank.get(offer.id) ?? { words: 0, places: 0 };
      rank.set(offer.id, { words: seen.words + 1, places: seen.places + place });
    });
  }
  const band = (item.unit_price_cents * PRICE_BAND_PERCENT) / 100;
  const fits = (offer: InventoryItem) =>
    offer.id !== item.inventory_id &&
    offer.available &&
    offer.stock > 0 &&
    offer.price_cents >= item.unit_price_cents - band &&
    offer.price_cents <= item.unit_price_cents + band;
  const listed = (category?.data ?? []).filter(fits);
  const rankOf = (offer: InventoryItem) => rank.get(offer.id) ?? { words: 0, places: 0 };
  return listed
    .map((offer, place) => ({ offer, place }))
    .sort((a, b) => {
      const ra = rankOf(a.offer);
      const rb = rankOf(b.offer);
      return rb.words - ra.words || ra.places - rb.places || a.place - b.place;
    })
    .slice(0, SUBSTITUTE_OPTIONS)
    .map(({ offer }) => ({
      purchaseable_id: offer.id,
      name: offer.product.name,
      unit: offer.product.unit,
      image_url: offer.product.images[0]?.thumb_url ?? null,
      sold_by: offer.sold_by,
      price_cents: offer.price_cents,
      stock: offer.stock,
      weight_step_g: offer.weight_step_g,
    }));
}
