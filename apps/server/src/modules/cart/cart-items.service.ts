import {
  type AddCartItemBody,
  type BulkCartItemsBody,
  type CartResponse,
  MAX_CART_LINES,
  type UpdateCartItemBody,
  type ValidateCartItemResponse,
  maxQtyFor,
  weightProblem,
  weightRulesOf,
} from '@canasta/contract';
import type { CartRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { type CartOffer, getCartOffers } from '../catalogue/catalogue.service';
import {
  type CartDeps,
  type Caller,
  changeCart,
  findReachable,
  validationError,
} from './cart-access';
import * as repo from './cart.repository';

/** A cart's lines: adding, setting, removing and checking quantities (decision 007). */

export function addItem(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  body: AddCartItemBody,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart, now) => {
    const lines = await repo.listItems(trx, cart.id);
    const line = lines.find((l) => l.inventory_id === body.purchaseable_id);
    const inCart = line?.qty ?? 0;
    const offers = await getCartOffers(trx, [body.purchaseable_id]);
    const problem = offerProblem(offers.get(body.purchaseable_id), cart, inCart + body.qty, inCart);
    if (problem) throw validationError({ [problem.field]: [problem.message] }, problem.maxQty);
    if (line) {
      await repo.setItemQty(trx, line.id, inCart + body.qty);
    } else {
      if (lines.length >= MAX_CART_LINES) {
        throw validationError({ purchaseable_id: [messages.cartTooManyLines(MAX_CART_LINES)] });
      }
      await repo.insertItem(trx, {
        cartId: cart.id,
        inventoryId: body.purchaseable_id,
        qty: body.qty,
        now: now.toISOString(),
      });
    }
  });
}

/** Sets quantities (0 removes): all of them or, if any is refused, none. */
export function setItems(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  body: BulkCartItemsBody,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart, now) => {
    const lines = await repo.listItems(trx, cart.id);
    const offers = await getCartOffers(
      trx,
      body.items.map((item) => item.purchaseable_id),
    );
    const errors: Record<string, string[]> = {};
    let maxQty: number | undefined;
    const seen = new Set<number>();
    body.items.forEach((item, index) => {
      if (seen.has(item.purchaseable_id)) {
        errors[`items.${index}.purchaseable_id`] = [messages.purchaseableRepeated];
        return;
      }
      seen.add(item.purchaseable_id);
      if (item.qty === 0) return;
      const problem = offerProblem(offers.get(item.purchaseable_id), cart, item.qty, 0);
      if (!problem) return;
      errors[`items.${index}.${problem.field}`] = [problem.message];
      if (problem.maxQty !== undefined) maxQty ??= problem.maxQty;
    });
    if (Object.keys(errors).length > 0) throw validationError(errors, maxQty);

    const byInventory = new Map(lines.map((line) => [line.inventory_id, line]));
    const kept = new Set(lines.map((line) => line.inventory_id));
    for (const item of body.items) {
      if (item.qty === 0) kept.delete(item.purchaseable_id);
      else kept.add(item.purchaseable_id);
    }
    if (kept.size > MAX_CART_LINES) {
      throw validationError({ items: [messages.cartTooManyLines(MAX_CART_LINES)] });
    }
    for (const item of body.items) {
      const line = byInventory.get(item.purchaseable_id);
      if (item.qty === 0) {
        if (line) await repo.deleteItem(trx, line.id);
      } else if (line) {
        await repo.setItemQty(trx, line.id, item.qty);
      } else {
        await repo.insertItem(trx, {
          cartId: cart.id,
          inventoryId: item.purchaseable_id,
          qty: item.qty,
          now: now.toISOString(),
        });
      }
    }
  });
}

/**
 * `PUT /checkout/{id}/items/{itemId}`: one line's quantity (0 removes it), checked as a set
 * quantity is, its substitution choice, or both; a refusal changes neither.
 */
export function updateItem(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  itemId: number,
  body: UpdateCartItemBody,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart) => {
    const line = (await repo.listItems(trx, cart.id)).find((l) => l.id === itemId);
    if (!line) throw new AppError('cart_item_not_found', messages.cartItemNotFound);
    if (body.qty === 0) {
      await repo.deleteItem(trx, line.id);
      return;
    }
    if (body.qty !== undefined && body.qty !== line.qty) {
      const offer = (await getCartOffers(trx, [line.inventory_id])).get(line.inventory_id);
      const problem = offerProblem(offer, cart, body.qty, 0);
      if (problem) throw validationError({ qty: [problem.message] }, problem.maxQty ?? 0);
      await repo.setItemQty(trx, line.id, body.qty);
    }
    if (body.substitution !== undefined) {
      await repo.setItemSubstitution(trx, line.id, body.substitution);
    }
  });
}

export function removeItem(
  deps: CartDeps,
  caller: Caller,
  cartId: string,
  itemId: number,
): Promise<CartResponse> {
  return changeCart(deps, caller, cartId, async (trx, cart) => {
    const lines = await repo.listItems(trx, cart.id);
    if (!lines.some((line) => line.id === itemId)) {
      throw new AppError('cart_item_not_found', messages.cartItemNotFound);
    }
    await repo.deleteItem(trx, itemId);
  });
}

/** Checks a quantity for a line before the shopper's change is applied (spec §5). */
export async function validateItem(
  { db }: CartDeps,
  caller: Caller,
  cartId: string,
  itemId: number,
  qty: number,
): Promise<ValidateCartItemResponse> {
  const cart = await findReachable(db, caller, cartId);
  const line = (await repo.listItems(db, cart.id)).find((l) => l.id === itemId);
  if (!line) throw new AppError('cart_item_not_found', messages.cartItemNotFound);
  const offer = (await getCartOffers(db, [line.inventory_id])).get(line.inventory_id);
  const problem = offerProblem(offer, cart, qty, 0);
  if (problem) {
    throw validationError({ qty: [problem.message] }, problem.maxQty ?? 0);
  }
  return { valid: true, max_qty: offer ? maxQtyFor(offer.item) : 0 };
}

interface OfferProblem {
  field: 'purchaseable_id' | 'qty';
  message: string;
  maxQty?: number;
}

/** Why `qty` of this offer can't be in this cart, or null when it can. */
function offerProblem(
  offer: CartOffer | undefined,
  cart: CartRow,
  qty: number,
  inCart: number,
): OfferProblem | null {
  if (!offer || offer.storeId !== cart.store_id) {
    return { field: 'purchaseable_id', message: messages.purchaseableNotInStore };
  }
  const name = offer.item.product.name;
  if (!offer.listed) {
    return { field: 'purchaseable_id', message: messages.purchaseableUnavailable(name), maxQty: 0 };
  }
  const max = maxQtyFor(offer.item);
  if (max === 0) return { field: 'qty', message: messages.soldOut(name), maxQty: 0 };
  const rules = weightRulesOf(offer.item);
  if (rules) {
    // Grams: the offer's step, minimum and maximum first, each said with its own words.
    const problem = weightProblem(rules, qty);
    if (problem) return { field: 'qty', message: problem, maxQty: max };
  }
  if (qty > max) {
    const message = rules
      ? inCart > 0
        ? messages.weightAboveMaxWithCart(name, max, inCart)
        : messages.weightAboveMax(name, max)
      : inCart > 0
        ? messages.qtyAboveMaxWithCart(name, max, inCart)
        : messages.qtyAboveMax(name, max);
    return { field: 'qty', message, maxQty: max };
  }
  return null;
}
