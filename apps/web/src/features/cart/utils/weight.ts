import {
  type InventoryItem,
  maxQtyFor,
  weightPresets,
  weightProblem,
  weightRulesOf,
  type WeightRules,
} from '@canasta/contract';

/**
 * What "Agregar" puts in the cart: the offer's minimum when it can be had, else the first quick
 * choice that can; 0 when no weight can be bought now.
 */
export function firstWeight(rules: WeightRules, limit: number): number {
  if (limit >= rules.min_weight_g && weightProblem(rules, rules.min_weight_g) === null) {
    return rules.min_weight_g;
  }
  return weightPresets(rules, limit)[0] ?? 0;
}

/**
 * What the first tap on "Agregar" puts in the cart: 1 piece, or for an offer sold by weight its
 * first weight (`firstWeight`); 0 when nothing can be bought now (sold out), where there is no
 * button at all.
 */
export function firstAddQty(item: InventoryItem): number {
  const rules = weightRulesOf(item);
  const max = maxQtyFor(item);
  if (max === 0) return 0;
  return rules ? firstWeight(rules, max) : 1;
}

/**
 * Where "−" and "+" go from `grams`: a step down (below the minimum: `floor`, which is 0 where
 * "−" removes the line) and a step up (the stepper stops it at the limit).
 */
export function weightSteps(
  rules: WeightRules,
  grams: number,
  floor: number,
): { down: number; up: number } {
  const step = rules.weight_step_g;
  // Off the step (the store changed it since): the next step lands back on a multiple.
  const below = grams % step === 0 ? grams - step : grams - (grams % step);
  const above = grams - (grams % step) + step;
  return {
    down: below < rules.min_weight_g ? floor : below,
    up: Math.max(above, rules.min_weight_g),
  };
}
