import {
  type AdminProduct,
  type CreateAdminProductBody,
  CreateAdminProductBodySchema,
  DEFAULT_MAX_PER_ORDER,
  MaxPerOrderSchema,
  SoldBySchema,
  type SoldBy,
  PRICE_MAX_CENTS,
  PriceCentsSchema,
  ProductDescriptionSchema,
  ProductNameSchema,
  ProductUnitSchema,
  SkuSchema,
  StockSchema,
  centsToPriceText,
  offerPriceProblems,
  parsePriceText,
  weightRuleProblems,
} from '@canasta/contract';
import { z } from 'zod';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';

const t = esAdminCatalogue.validation;

/** The product form's fields as typed: prices in pesos and counts as text. */
export interface ProductFormInput {
  name: string;
  sku: string;
  category_id: string;
  unit: string;
  price_cents: string;
  compare_at_price_cents: string;
  min_price_cents: string;
  stock: string;
  max_per_order: string;
  visible: boolean;
  description: string;
  /** Weight offers (issue 25): the price is per kg, stock in grams, and these rules in grams. */
  sold_by: SoldBy;
  weight_step_g: string;
  min_weight_g: string;
  max_weight_g: string;
  approx_piece_g: string;
}

/** The fields in the form's order: the first one to fix gets the focus. */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'sku',
  'category_id',
  'unit',
  'sold_by',
  'price_cents',
  'compare_at_price_cents',
  'min_price_cents',
  'stock',
  'max_per_order',
  'weight_step_g',
  'min_weight_g',
  'max_weight_g',
  'approx_piece_g',
  'visible',
  'description',
] as const satisfies readonly (keyof ProductFormInput)[];

/** Pesos as written ("23.50", "$1,234") to cents, with the contract's bounds. */
function pesos(optional: boolean) {
  return z.string().transform((text, ctx): number | null => {
    if (text.trim() === '') {
      if (optional) return null;
      ctx.addIssue({ code: 'custom', message: t.price });
      return z.NEVER;
    }
    const price = parsePriceText(text, PRICE_MAX_CENTS);
    if (!price.ok) {
      const message =
        price.problem === 'decimal_comma'
          ? t.priceComma
          : price.problem === 'too_high'
            ? t.priceTooHigh
            : t.price;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return price.cents;
  });
}

function whole(schema: z.ZodType<number, number>) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, { error: t.whole })
    .transform(Number)
    .pipe(schema);
}

/** The contract's own bounds of each weight rule (the body's fields, without their default). */
const weightRule = {
  weight_step_g: CreateAdminProductBodySchema.shape.weight_step_g.unwrap().unwrap(),
  min_weight_g: CreateAdminProductBodySchema.shape.min_weight_g.unwrap().unwrap(),
  max_weight_g: CreateAdminProductBodySchema.shape.max_weight_g.unwrap().unwrap(),
  approx_piece_g: CreateAdminProductBodySchema.shape.approx_piece_g.unwrap().unwrap(),
};
type WeightField = keyof typeof weightRule;
const WEIGHT_FIELDS = Object.keys(weightRule) as WeightField[];

/**
 * Checks the form with the contract's own rules (names, SKU, bounds, the prices between them,
 * a weight offer's step, minimum and maximum) and gives the body the API takes. A piece offer
 * clears the weight rules; a weight offer's maximum per order is its `max_weight_g` (the server
 * ignores `max_per_order` then, so the hidden field isn't checked).
 */
export const ProductFormSchema = z
  .object({
    name: ProductNameSchema,
    sku: SkuSchema,
    category_id: z.string().regex(/^\d+$/, { error: t.category }).transform(Number),
    unit: ProductUnitSchema,
    price_cents: pesos(false).pipe(PriceCentsSchema),
    compare_at_price_cents: pesos(true),
    min_price_cents: pesos(true),
    stock: whole(StockSchema),
    max_per_order: z.string(),
    visible: z.boolean(),
    description: ProductDescriptionSchema,
    sold_by: SoldBySchema,
    weight_step_g: z.string(),
    min_weight_g: z.string(),
    max_weight_g: z.string(),
    approx_piece_g: z.string(),
  })
  .transform((values, ctx): CreateAdminProductBody => {
    for (const [field, message] of Object.entries(offerPriceProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    const weight = values.sold_by === 'weight';
    const grams: Record<WeightField, number | null> = {
      weight_step_g: null,
      min_weight_g: null,
      max_weight_g: null,
      approx_piece_g: null,
    };
    if (weight) {
      for (const field of WEIGHT_FIELDS) {
        const text = values[field].trim();
        if (text === '') continue;
        const parsed = /^\d{1,7}$/.test(text)
          ? weightRule[field].safeParse(Number(text))
          : { success: false as const, error: { issues: [{ message: t.grams }] } };
        if (parsed.success) grams[field] = parsed.data;
        else
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: parsed.error.issues[0]?.message ?? t.grams,
          });
      }
      const rules = { sold_by: values.sold_by, ...grams };
      for (const [field, message] of Object.entries(weightRuleProblems(rules))) {
        if (values[field as WeightField].trim() === '' || grams[field as WeightField] !== null) {
          ctx.addIssue({ code: 'custom', path: [field], message });
        }
      }
    }
    const maxPerOrder = weight
      ? { success: true as const, data: DEFAULT_MAX_PER_ORDER }
      : whole(MaxPerOrderSchema).safeParse(values.max_per_order);
    if (!maxPerOrder.success) {
      for (const issue of maxPerOrder.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['max_per_order'], message: issue.message });
      }
    }
    return {
      ...values,
      max_per_order: maxPerOrder.success ? maxPerOrder.data : DEFAULT_MAX_PER_ORDER,
      ...grams,
    };
  });
export type ProductFormOutput = CreateAdminProductBody;

/** What a weight offer starts with when switched to it: quarter kilos, up to 5 kg. */
const WEIGHT_DEFAULTS = {
  weight_step_g: '250',
  min_weight_g: '250',
  max_weight_g: '5000',
  approx_piece_g: '',
};

export const EMPTY_PRODUCT_FORM: ProductFormInput = {
  name: '',
  sku: '',
  category_id: '',
  unit: 'pieza',
  price_cents: '',
  compare_at_price_cents: '',
  min_price_cents: '',
  stock: '0',
  max_per_order: '20',
  visible: true,
  description: '',
  sold_by: 'unit',
  ...WEIGHT_DEFAULTS,
};

export function productFormValues(product: AdminProduct): ProductFormInput {
  const price = (cents: number | null) => (cents === null ? '' : centsToPriceText(cents));
  return {
    name: product.name,
    sku: product.sku ?? '',
    category_id: String(product.category_id),
    unit: product.unit,
    price_cents: price(product.price_cents),
    compare_at_price_cents: price(product.compare_at_price_cents),
    min_price_cents: price(product.min_price_cents),
    stock: String(product.stock),
    max_per_order: String(product.max_per_order),
    visible: product.visible,
    description: product.description,
    sold_by: product.sold_by,
    ...(product.sold_by === 'weight'
      ? {
          weight_step_g: gramsText(product.weight_step_g),
          min_weight_g: gramsText(product.min_weight_g),
          max_weight_g: gramsText(product.max_weight_g),
          approx_piece_g: gramsText(product.approx_piece_g),
        }
      : WEIGHT_DEFAULTS),
  };
}

function gramsText(grams: number | null): string {
  return grams === null ? '' : String(grams);
}

/** What an edit changes: only the fields that differ from the product as loaded. */
export function changedFields(
  product: AdminProduct,
  values: ProductFormOutput,
): Partial<ProductFormOutput> {
  const changes: Partial<Record<keyof ProductFormOutput, unknown>> = {};
  for (const key of Object.keys(values) as (keyof ProductFormOutput)[]) {
    // A weight offer's maximum per order follows its maximum weight.
    if (key === 'max_per_order' && values.sold_by === 'weight') continue;
    if (values[key] !== product[key]) changes[key] = values[key];
  }
  return changes as Partial<ProductFormOutput>;
}
