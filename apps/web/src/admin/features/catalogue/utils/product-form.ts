import {
  type AdminProduct,
  type CreateAdminProductBody,
  MaxPerOrderSchema,
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
}

/** The fields in the form's order: the first one to fix gets the focus. */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'sku',
  'category_id',
  'unit',
  'price_cents',
  'compare_at_price_cents',
  'min_price_cents',
  'stock',
  'max_per_order',
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

/**
 * Checks the form with the contract's own rules (names, SKU, bounds, the prices between them)
 * and gives the body the API takes.
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
    max_per_order: whole(MaxPerOrderSchema),
    visible: z.boolean(),
    description: ProductDescriptionSchema,
  })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(offerPriceProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ProductFormOutput = CreateAdminProductBody;

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
  };
}

/** What an edit changes: only the fields that differ from the product as loaded. */
export function changedFields(
  product: AdminProduct,
  values: ProductFormOutput,
): Partial<ProductFormOutput> {
  const changes: Partial<Record<keyof ProductFormOutput, unknown>> = {};
  for (const key of Object.keys(values) as (keyof ProductFormOutput)[]) {
    if (values[key] !== product[key]) changes[key] = values[key];
  }
  return changes as Partial<ProductFormOutput>;
}
