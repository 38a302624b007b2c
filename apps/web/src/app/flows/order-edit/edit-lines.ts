import {
  lineTotal,
  MAX_LINE_QTY,
  maxQtyFor,
  weightRulesOf,
  type InventoryItem,
  type Order,
  type OrderEditBody,
  type SoldBy,
  type SubstitutionPreference,
  type WeightRules,
  WEIGHT_MAX_G,
} from '@canasta/contract';

/** A line of the order as the shopper is changing it (issue 27). */
export interface EditLine {
  purchaseable_id: number;
  name: string;
  image_url: string | null;
  sold_by: SoldBy;
  /** Pieces, or grams for a weight line. */
  qty: number;
  unit_price_cents: number;
  substitution: SubstitutionPreference;
  /** A weight line's steps and bounds. */
  rules: WeightRules | null;
  /** The most the line may hold, when known (an offer just found); the server checks the rest. */
  max: number;
}

/** Steps a weight line of the order (whose offer isn't at hand) moves by: the largest that fits it. */
const GUESSED_STEPS_G = [100, 50, 10, 1] as const;

/**
 * The order's rules for a weight line it already holds: the offer's own aren't part of the order,
 * so its grams step by the largest of 100, 50, 10 or 1 g that divides what was ordered (the
 * server still refuses a weight its offer doesn't allow, and says why).
 */
export function guessedRules(grams: number): WeightRules {
  const step = GUESSED_STEPS_G.find((each) => grams % each === 0) ?? 1;
  return { weight_step_g: step, min_weight_g: step, max_weight_g: WEIGHT_MAX_G };
}

/** The order's lines, ready to change: what is ordered now, each with its substitution choice. */
export function linesOf(order: Pick<Order, 'items'>): EditLine[] {
  return order.items
    .filter((item) => item.qty > 0)
    .map((item) => ({
      purchaseable_id: item.purchaseable_id,
      name: item.name,
      image_url: item.image_url,
      sold_by: item.sold_by,
      qty: item.qty,
      unit_price_cents: item.unit_price_cents,
      substitution: item.substitution,
      rules: item.sold_by === 'weight' ? guessedRules(item.qty) : null,
      max: item.sold_by === 'weight' ? WEIGHT_MAX_G : MAX_LINE_QTY,
    }));
}

/** A product found in the store's catalogue, as a new line: one piece, or its first weight. */
export function lineFromOffer(
  item: InventoryItem,
  substitution: SubstitutionPreference,
): EditLine | null {
  const rules = weightRulesOf(item);
  const max = maxQtyFor(item);
  const qty = rules ? Math.max(rules.min_weight_g, rules.weight_step_g) : 1;
  if (!item.available || max < qty) return null;
  return {
    purchaseable_id: item.id,
    name: item.product.name,
    image_url: item.product.images[0]?.thumb_url ?? null,
    sold_by: item.sold_by,
    qty,
    unit_price_cents: item.price_cents,
    substitution,
    rules,
    max,
  };
}

/** What the lines come to at the prices shown (the server prices the edit itself). */
export function estimateCents(lines: readonly EditLine[]): number {
  return lines.reduce(
    (sum, line) =>
      sum +
      lineTotal({ soldBy: line.sold_by, qty: line.qty, unitPriceCents: line.unit_price_cents }),
    0,
  );
}

/** The edit's body: the whole new list of lines. */
export function editBody(lines: readonly EditLine[]): OrderEditBody {
  return {
    items: lines.map((line) => ({
      purchaseable_id: line.purchaseable_id,
      qty: line.qty,
      substitution: line.substitution,
    })),
  };
}

/** Whether the lines differ from the order's (a quantity, a line, or a substitution choice). */
export function changedFrom(order: Pick<Order, 'items'>, lines: readonly EditLine[]): boolean {
  const before = linesOf(order);
  if (before.length !== lines.length) return true;
  return lines.some((line) => {
    const was = before.find((each) => each.purchaseable_id === line.purchaseable_id);
    return !was || was.qty !== line.qty || was.substitution !== line.substitution;
  });
}
