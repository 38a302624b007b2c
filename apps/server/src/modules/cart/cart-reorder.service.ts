import { randomUUID } from 'node:crypto';
import {
  MAX_CART_LINES,
  type ReorderChange,
  type ReorderResponse,
  type SoldBy,
  largestWeightWithin,
  maxQtyFor,
  weightRulesOf,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { CartRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import { type CartOffer, getCartOffers } from '../catalogue/catalogue.service';
import { type CartDeps, lockForChange, validationError } from './cart-access';
import { rememberedSubstitution } from './cart-remembered.service';
import { cartView } from './cart-totals.service';
import * as repo from './cart.repository';

/** A line of a past order to put in the cart again. */
export interface OrderedLine {
  inventoryId: number;
  name: string;
  /** Pieces, or grams of a weight line. */
  qty: number;
  /** How the line was sold; absent: as the offer is sold now. */
  soldBy?: SoldBy;
  /** The store's price when the order was placed. */
  listUnitPriceCents: number;
}

/**
 * "Pedir de nuevo" (decision 030): the order's products into the shopper's open cart in the
 * store (a new cart when there is none). Each line ends with at least the ordered quantity, as
 * far as stock and the per-order limit allow; a line already holding as much keeps its own. So
 * asking twice adds nothing the second time. Sold-out and no-longer-sold products stay out. The
 * answer lists the lines that changed: price, quantity or availability.
 */
export function putOrderInCart(
  { db, clock }: CartDeps,
  caller: AuthUser,
  storeId: number,
  lines: readonly OrderedLine[],
): Promise<ReorderResponse> {
  return db.transaction().execute(async (trx) => {
    const now = clock();
    const cart = await lockForChange(
      trx,
      caller,
      (await openCart(trx, caller, storeId, now)).id,
      now,
    );
    const inCart = new Map(
      (await repo.listItems(trx, cart.id)).map((line) => [line.inventory_id, line]),
    );
    const offers = await getCartOffers(
      trx,
      lines.map((line) => line.inventoryId),
    );
    const changes: ReorderChange[] = [];
    let lineCount = inCart.size;
    for (const line of lines) {
      const offer = offers.get(line.inventoryId);
      const held = inCart.get(line.inventoryId);
      const outcome = outcomeOf(offer, cart, line);
      let qty = held?.qty ?? 0;
      if (outcome.addQty > qty) {
        qty = outcome.addQty;
        if (held) {
          await repo.setItemQty(trx, held.id, qty);
        } else {
          if (lineCount >= MAX_CART_LINES) {
            throw validationError({ items: [messages.cartTooManyLines(MAX_CART_LINES)] });
          }
          await repo.insertItem(trx, {
            cartId: cart.id,
            inventoryId: line.inventoryId,
            qty,
            now: now.toISOString(),
          });
          lineCount += 1;
        }
      }
      const priceNow = outcome.kind === 'unavailable' ? null : (offer?.item.price_cents ?? null);
      if (
        outcome.kind === 'added' &&
        outcome.addQty === line.qty &&
        priceNow === line.listUnitPriceCents
      ) {
        continue;
      }
      changes.push({
        purchaseable_id: line.inventoryId,
        name: offer?.item.product.name ?? line.name,
        outcome: outcome.kind,
        ordered_qty: line.qty,
        qty_in_cart: qty,
        before_unit_price_cents: line.listUnitPriceCents,
        unit_price_cents: priceNow,
      });
    }
    const changed = await repo.findCart(trx, cart.id);
    if (!changed) throw new AppError('cart_not_found', messages.cartNotFound);
    return { ...(await cartView(trx, changed, now)), changes };
  });
}

/** The shopper's open cart in the store, or a new one: "one open cart per store" (decision 007). */
async function openCart(
  trx: Kysely<DB>,
  caller: AuthUser,
  storeId: number,
  now: Date,
): Promise<CartRow> {
  const [existing] = await repo.listUserCartsInStore(trx, caller.id, storeId);
  if (existing) return existing;
  return repo.insertCart(trx, {
    id: randomUUID(),
    storeId,
    userId: caller.id,
    substitutionDefault: await rememberedSubstitution(trx, caller.id, storeId),
    now: now.toISOString(),
  });
}

/** What can go in the cart of an ordered line today, and how to call the result. */
function outcomeOf(
  offer: CartOffer | undefined,
  cart: CartRow,
  line: OrderedLine,
): { kind: ReorderChange['outcome']; addQty: number } {
  if (!offer || offer.storeId !== cart.store_id || !offer.listed) {
    return { kind: 'unavailable', addQty: 0 };
  }
  const max = maxQtyFor(offer.item);
  if (max === 0) return { kind: 'sold_out', addQty: 0 };
  const wanted = wantedQty(offer.item, line);
  if (max < wanted) return { kind: 'reduced', addQty: max };
  const sameKind = (line.soldBy ?? offer.item.sold_by) === offer.item.sold_by;
  return { kind: sameKind && wanted < line.qty ? 'reduced' : 'added', addQty: wanted };
}

/**
 * The ordered quantity as the offer is sold today: grams moved onto the offer's step (its
 * smallest weight at least); pieces of an offer now sold by weight become about their weight
 * (`approx_piece_g`), or its smallest; grams of an offer now sold by the piece, one piece.
 */
function wantedQty(item: CartOffer['item'], line: OrderedLine): number {
  const sameKind = line.soldBy === undefined || line.soldBy === item.sold_by;
  const rules = weightRulesOf(item);
  if (!rules) return sameKind ? line.qty : 1;
  const grams = sameKind ? line.qty : line.qty * (item.approx_piece_g ?? 0);
  return largestWeightWithin(rules, grams) || rules.min_weight_g;
}
