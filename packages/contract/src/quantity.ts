/**
 * Quantities (DESIGN §9, issue 25): an offer is sold by the piece or by weight. A line's `qty` is
 * always a whole number: pieces for unit offers, grams for weight offers, whose price is per
 * kilogram. Everything that turns a quantity into money or text goes through here, so grams
 * never pass for pieces unnoticed. Free of zod: the shop's first chunk uses it.
 */
import { groupThousands } from './money';

export const SOLD_BY = ['unit', 'weight'] as const;
export type SoldBy = (typeof SOLD_BY)[number];

/** A line's quantity, tagged with what it counts. */
export type Quantity =
  | { sold_by: 'unit'; /** Whole pieces. */ qty: number }
  | { sold_by: 'weight'; /** Whole grams. */ qty: number };

/** Grams in the kilogram a weight offer's price is for. */
export const GRAMS_PER_KG = 1000;

/** The quick choices the weight stepper offers, in grams (those the offer's rules allow). */
export const WEIGHT_PRESETS_G = [250, 500, 1000] as const;

/** A weight offer's rules, in grams. */
export interface WeightRules {
  weight_step_g: number;
  min_weight_g: number;
  max_weight_g: number;
}

/** What an offer says of how it is sold (the fields of `InventoryItem`; absent: by the piece). */
export interface WeighableOffer {
  sold_by?: SoldBy;
  weight_step_g?: number | null;
  min_weight_g?: number | null;
  max_weight_g?: number | null;
  max_per_order: number;
}

/**
 * A weight offer's rules, or null for an offer sold by the piece. A rule left unset (never by the
 * console, which requires them) falls back to the loosest: whole grams up to the offer's limit.
 */
export function weightRulesOf(offer: WeighableOffer): WeightRules | null {
  if (offer.sold_by !== 'weight') return null;
  const step = offer.weight_step_g ?? 1;
  return {
    weight_step_g: step,
    min_weight_g: offer.min_weight_g ?? step,
    max_weight_g: offer.max_weight_g ?? offer.max_per_order,
  };
}

/** Bounds of a weight offer's rules, for the console's form and the import. */
export const WEIGHT_STEP_MIN_G = 1;
export const WEIGHT_MAX_G = 50_000;

/** The store setting's default: a card is held for the estimate plus this much of its weight lines. */
export const DEFAULT_WEIGHT_HOLD_MARGIN_PERCENT = 10;
export const WEIGHT_HOLD_MARGIN_MAX_PERCENT = 50;

/** A weight's number and unit apart ("750" and "g", "1.25" and "kg"), as `formatGrams` joins them. */
export function gramsParts(grams: number): { amount: string; unit: 'g' | 'kg' } {
  if (grams < GRAMS_PER_KG) return { amount: String(grams), unit: 'g' };
  // Whole grams as es-MX writes kilograms, by hand, as `formatMoney` writes pesos: the first ICU
  // formatter a page builds is one long step on a slow phone. A test holds the two equal.
  if (Number.isSafeInteger(grams)) {
    const kilos = groupThousands(String(Math.floor(grams / GRAMS_PER_KG)));
    const rest = grams % GRAMS_PER_KG;
    const decimals = rest === 0 ? '' : `.${String(rest).padStart(3, '0').replace(/0+$/, '')}`;
    return { amount: `${kilos}${decimals}`, unit: 'kg' };
  }
  return { amount: kgFormat().format(grams / GRAMS_PER_KG), unit: 'kg' };
}

let kgFormatter: Intl.NumberFormat | undefined;
/**
 * One formatter for the weights that aren't whole grams: `toLocaleString` with options builds a
 * new one at each call.
 */
function kgFormat(): Intl.NumberFormat {
  kgFormatter ??= new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
  return kgFormatter;
}

/** "750 g", "1 kg", "1.25 kg": grams as a shopper reads them. */
export function formatGrams(grams: number): string {
  const { amount, unit } = gramsParts(grams);
  return `${amount} ${unit}`;
}

/** A quantity as a shopper reads it beside a product's name: "3" pieces or "750 g". */
export function formatQuantity(quantity: Quantity): string {
  return quantity.sold_by === 'weight' ? formatGrams(quantity.qty) : String(quantity.qty);
}

/**
 * Why a weight line's grams are refused, in Spanish, or null when the step, minimum and maximum
 * allow them (stock and the cart's own limits are the caller's, as for pieces).
 */
export function weightProblem(rules: WeightRules, grams: number): string | null {
  if (!Number.isInteger(grams) || grams % rules.weight_step_g !== 0) {
    return `Elige múltiplos de ${formatGrams(rules.weight_step_g)}.`;
  }
  if (grams < rules.min_weight_g) {
    return `Lo mínimo que puedes pedir es ${formatGrams(rules.min_weight_g)}.`;
  }
  if (grams > rules.max_weight_g) {
    return `Puedes llevar como máximo ${formatGrams(rules.max_weight_g)}.`;
  }
  return null;
}

/** The largest allowed weight at or under `grams` (a stock or limit), or 0 when none is. */
export function largestWeightWithin(rules: WeightRules, grams: number): number {
  const capped = Math.min(grams, rules.max_weight_g);
  const stepped = capped - (capped % rules.weight_step_g);
  return stepped >= rules.min_weight_g ? stepped : 0;
}

/** The weights the stepper offers in one tap: the presets the rules and the limit allow. */
export function weightPresets(rules: WeightRules, limitGrams: number): number[] {
  return WEIGHT_PRESETS_G.filter(
    (grams) => grams <= limitGrams && weightProblem(rules, grams) === null,
  );
}

/** Substitutions (issue 25): what the store does when a line is missing at the shelf. */
export const SUBSTITUTION_PREFERENCES = ['similar', 'none', 'call'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];
export const DEFAULT_SUBSTITUTION: SubstitutionPreference = 'similar';

export const SUBSTITUTION_LABELS: Record<SubstitutionPreference, string> = {
  similar: 'Cambiar por uno parecido',
  none: 'No cambiar: quitarlo',
  call: 'Llamarme',
};

/** The same choices after "Si falta:", where a phone's select has room for a few words. */
export const SUBSTITUTION_SHORT_LABELS: Record<SubstitutionPreference, string> = {
  similar: 'Uno parecido',
  none: 'Quitarlo',
  call: 'Llamarme',
};

/** How long a shopper has to answer a proposed substitute (store setting's default). */
export const DEFAULT_SUBSTITUTION_ANSWER_MINUTES = 10;
export const SUBSTITUTION_ANSWER_MAX_MINUTES = 120;

/** A proposed substitute's life: proposed, then accepted, refused or (unanswered) expired. */
export const SUBSTITUTE_STATES = ['proposed', 'accepted', 'refused', 'expired'] as const;
export type SubstituteState = (typeof SUBSTITUTE_STATES)[number];

/** Where an order's picking stands: substitution choices change only while it is `pending`. */
export const PICKING_STATES = ['pending', 'started', 'done'] as const;
export type PickingState = (typeof PICKING_STATES)[number];
