import { z } from 'zod';
import { ProductImageSchema } from './catalogue';
import { MAX_LINE_QTY } from './cart-limits';
import { SOLD_BY, WEIGHT_MAX_G, WEIGHT_STEP_MIN_G, formatGrams } from './quantity';
import { idParam, positiveId } from './ids';
import { formatMoney } from './money';
import { AdminStoreParamsSchema } from './operators';
import { PageQuerySchema, paginatedSchema } from './pagination';

/**
 * The operator console's catalogue (decision 042): a store's products as its staff edit them,
 * and spreadsheet imports. A product's `id` is the store's offer (the same id the shop's
 * `/stores/{id}/inventories` answers); name, description, category, unit and pictures belong to
 * the product, price, stock, SKU and visibility to the offer.
 */

export const ADMIN_PRODUCT_MAX_LENGTH = {
  name: 120,
  description: 2000,
  unit: 40,
  sku: 64,
  q: 100,
} as const;
const MAX = ADMIN_PRODUCT_MAX_LENGTH;

/** The dearest price a store may set: $100,000.00. A typo of two zeros stops here. */
export const PRICE_MAX_CENTS = 10_000_000;
/** The most units a store may have of one product. */
export const STOCK_MAX = 1_000_000;
/** "Pocas existencias": fewer than this many left, and not sold out. */
export const LOW_STOCK_BELOW = 5;
/** What a new offer allows in one order when the store doesn't say. */
export const DEFAULT_MAX_PER_ORDER = 20;
export const DEFAULT_UNIT = 'pieza';

/** Letters, digits and the separators stores print on labels; no spaces (a spreadsheet trims them). */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

export const SkuSchema = z
  .string({ error: 'Escribe el SKU.' })
  .trim()
  .min(1, { error: 'Escribe el SKU.', abort: true })
  .max(MAX.sku, { error: `El SKU admite como máximo ${MAX.sku} caracteres.`, abort: true })
  .regex(SKU_PATTERN, {
    error: 'El SKU solo admite letras, números, puntos, guiones y diagonales, sin espacios.',
  });

export const ProductNameSchema = z
  .string({ error: 'Escribe el nombre del producto.' })
  .trim()
  .min(1, { error: 'Escribe el nombre del producto.', abort: true })
  .max(MAX.name, { error: `El nombre admite como máximo ${MAX.name} caracteres.`, abort: true })
  .regex(/[\p{L}\p{N}]/u, { error: 'Escribe el nombre del producto con letras o números.' });

export const ProductDescriptionSchema = z
  .string({ error: 'La descripción debe ser texto.' })
  .trim()
  .max(MAX.description, {
    error: `La descripción admite como máximo ${MAX.description} caracteres.`,
  });

export const ProductUnitSchema = z
  .string({ error: 'Escribe la unidad (pieza, kg, litro…).' })
  .trim()
  .min(1, { error: 'Escribe la unidad (pieza, kg, litro…).', abort: true })
  .max(MAX.unit, { error: `La unidad admite como máximo ${MAX.unit} caracteres.` });

const cents = (label: string) =>
  z
    .number({ error: `${label} debe ser una cantidad en centavos.` })
    .int({ error: `${label} debe ser una cantidad en centavos.` })
    .min(0, { error: `${label} no puede ser negativo.` })
    .max(PRICE_MAX_CENTS, { error: `${label} no puede pasar de ${formatMoney(PRICE_MAX_CENTS)}.` });

export const PriceCentsSchema = cents('El precio');
const CompareAtCentsSchema = cents('El precio antes de la oferta');
const MinPriceCentsSchema = cents('El precio mínimo');

export const StockSchema = z
  .number({ error: 'Las existencias deben ser un número entero.' })
  .int({ error: 'Las existencias deben ser un número entero.' })
  .min(0, { error: 'Las existencias no pueden ser negativas.' })
  .max(STOCK_MAX, {
    error: `Las existencias no pueden pasar de ${STOCK_MAX.toLocaleString('en-US')}.`,
  });

export const MaxPerOrderSchema = z
  .number({ error: 'El máximo por pedido debe ser un número entero.' })
  .int({ error: 'El máximo por pedido debe ser un número entero.' })
  .min(1, { error: 'El máximo por pedido debe ser al menos 1.' })
  .max(MAX_LINE_QTY, { error: `El máximo por pedido no puede pasar de ${MAX_LINE_QTY}.` });

const CategoryIdSchema = positiveId('Elige una categoría.');

export const SoldBySchema = z.enum(SOLD_BY, {
  error: 'Indica si se vende por pieza (unit) o por peso (weight).',
});

const grams = (label: string) =>
  z
    .number({ error: `${label} debe ser un número entero de gramos.` })
    .int({ error: `${label} debe ser un número entero de gramos.` })
    .min(WEIGHT_STEP_MIN_G, {
      error: `${label} debe ser al menos ${formatGrams(WEIGHT_STEP_MIN_G)}.`,
    })
    .max(WEIGHT_MAX_G, { error: `${label} no puede pasar de ${formatGrams(WEIGHT_MAX_G)}.` });
const WeightStepSchema = grams('El paso');
const MinWeightSchema = grams('El peso mínimo');
const MaxWeightSchema = grams('El peso máximo');
const ApproxPieceSchema = grams('El peso aproximado de una pieza');
const VisibleSchema = z.boolean({ error: 'Indica si el producto se muestra en la tienda.' });

/** A store's product as the console shows it: the offer and its product's fields. */
export const AdminProductSchema = z.object({
  /** The offer's id: the shop's purchaseable id. */
  id: z.number().int(),
  /** Null only for an offer from before SKUs that nobody has given one yet. */
  sku: z.string().nullable(),
  /** The product page's address: `/tienda/{store}/product/{slug}`. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  unit: z.string(),
  images: z.array(ProductImageSchema),
  price_cents: z.number().int(),
  compare_at_price_cents: z.number().int().nullable(),
  min_price_cents: z.number().int().nullable(),
  stock: z.number().int(),
  max_per_order: z.number().int(),
  /** Shown in the shop: hidden products keep their data but nobody can buy them. */
  visible: z.boolean(),
  /**
   * Issue 25: a weight offer's price is per kilogram, its `stock` and `max_per_order` are grams
   * (`max_per_order` = `max_weight_g`), and its rules are set; they are null on unit offers.
   */
  sold_by: z.enum(SOLD_BY),
  weight_step_g: z.number().int().nullable(),
  min_weight_g: z.number().int().nullable(),
  max_weight_g: z.number().int().nullable(),
  approx_piece_g: z.number().int().nullable(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ADMIN_STOCK_FILTERS = ['out', 'low'] as const;
export type AdminStockFilter = (typeof ADMIN_STOCK_FILTERS)[number];

export const AdminProductsQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(MAX.q, { error: `La búsqueda admite como máximo ${MAX.q} caracteres.` })
    .optional(),
  category_id: idParam('La categoría no es válida.').optional(),
  /** `out`: sold out; `low`: fewer than LOW_STOCK_BELOW left. */
  stock: z
    .enum(ADMIN_STOCK_FILTERS, { error: 'Elige agotados (out) o pocas existencias (low).' })
    .optional(),
  visible: z
    .enum(['true', 'false'], { error: 'Indica visible=true o visible=false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminProductsQuery = z.output<typeof AdminProductsQuerySchema>;
export type AdminProductsQueryInput = z.input<typeof AdminProductsQuerySchema>;

export const AdminProductPageSchema = paginatedSchema(AdminProductSchema);
export type AdminProductPage = z.infer<typeof AdminProductPageSchema>;

export const AdminProductResponseSchema = z.object({ data: AdminProductSchema });
export type AdminProductResponse = z.infer<typeof AdminProductResponseSchema>;

export const AdminProductParamsSchema = AdminStoreParamsSchema.extend({
  id: idParam('El identificador del producto no es válido.'),
});

const productFields = {
  name: ProductNameSchema,
  description: ProductDescriptionSchema,
  category_id: CategoryIdSchema,
  unit: ProductUnitSchema,
  sku: SkuSchema,
  price_cents: PriceCentsSchema,
  compare_at_price_cents: CompareAtCentsSchema.nullable(),
  min_price_cents: MinPriceCentsSchema.nullable(),
  stock: StockSchema,
  max_per_order: MaxPerOrderSchema,
  visible: VisibleSchema,
  /**
   * Sold by weight: the step, minimum and maximum are required, and `max_per_order` follows
   * `max_weight_g` (a `max_per_order` sent with a weight offer is not used). Sold by the piece:
   * the weight fields are cleared.
   */
  sold_by: SoldBySchema,
  weight_step_g: WeightStepSchema.nullable(),
  min_weight_g: MinWeightSchema.nullable(),
  max_weight_g: MaxWeightSchema.nullable(),
  approx_piece_g: ApproxPieceSchema.nullable(),
};

/** `POST /products`: a product of this store and its offer. */
export const CreateAdminProductBodySchema = z.strictObject({
  ...productFields,
  description: productFields.description.default(''),
  unit: productFields.unit.default(DEFAULT_UNIT),
  compare_at_price_cents: productFields.compare_at_price_cents.default(null),
  min_price_cents: productFields.min_price_cents.default(null),
  max_per_order: productFields.max_per_order.default(DEFAULT_MAX_PER_ORDER),
  visible: productFields.visible.default(true),
  sold_by: productFields.sold_by.default('unit'),
  weight_step_g: productFields.weight_step_g.default(null),
  min_weight_g: productFields.min_weight_g.default(null),
  max_weight_g: productFields.max_weight_g.default(null),
  approx_piece_g: productFields.approx_piece_g.default(null),
});
export type CreateAdminProductBody = z.output<typeof CreateAdminProductBodySchema>;
export type CreateAdminProductInput = z.input<typeof CreateAdminProductBodySchema>;

/** `PATCH /products/{id}`: any of the fields; those left out stay as they are. */
export const UpdateAdminProductBodySchema = z
  .strictObject(productFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'No indicaste nada que cambiar.' });
export type UpdateAdminProductBody = z.output<typeof UpdateAdminProductBodySchema>;

/**
 * The rules between an offer's prices, as they will stand after a change: a "before" price
 * above the price, a floor at or below it. Field → Spanish message; empty when all is well.
 * The server checks the merged offer; the console's form checks what it is about to send.
 */
export function offerPriceProblems(offer: {
  price_cents: number;
  compare_at_price_cents: number | null;
  min_price_cents: number | null;
}): Partial<Record<'compare_at_price_cents' | 'min_price_cents', string>> {
  const problems: Partial<Record<'compare_at_price_cents' | 'min_price_cents', string>> = {};
  if (offer.compare_at_price_cents !== null && offer.compare_at_price_cents <= offer.price_cents) {
    problems.compare_at_price_cents = `El precio antes de la oferta debe ser mayor que el precio (${formatMoney(offer.price_cents)}).`;
  }
  if (offer.min_price_cents !== null && offer.min_price_cents > offer.price_cents) {
    problems.min_price_cents = `El precio mínimo no puede pasar del precio (${formatMoney(offer.price_cents)}).`;
  }
  return problems;
}

export type WeightRuleField = 'weight_step_g' | 'min_weight_g' | 'max_weight_g';

/**
 * The rules of a weight offer as they will stand after a change: a step, a minimum that is at
 * least the step and a multiple of it, a maximum at least the minimum. Field → Spanish message;
 * empty when all is well or the offer is sold by the piece. The server checks the merged offer;
 * the console's form checks what it is about to send.
 */
export function weightRuleProblems(offer: {
  sold_by: (typeof SOLD_BY)[number];
  weight_step_g: number | null;
  min_weight_g: number | null;
  max_weight_g: number | null;
}): Partial<Record<WeightRuleField, string>> {
  if (offer.sold_by !== 'weight') return {};
  const problems: Partial<Record<WeightRuleField, string>> = {};
  const step = offer.weight_step_g;
  const min = offer.min_weight_g;
  const max = offer.max_weight_g;
  if (step === null) {
    problems.weight_step_g = 'Escribe de cuántos gramos en cuántos se vende (por ejemplo, 250).';
  }
  if (min === null) problems.min_weight_g = 'Escribe el peso mínimo que se puede pedir, en gramos.';
  else if (step !== null && (min < step || min % step !== 0)) {
    problems.min_weight_g = `El peso mínimo debe ser un múltiplo de ${formatGrams(step)}.`;
  }
  if (max === null) problems.max_weight_g = 'Escribe el peso máximo por pedido, en gramos.';
  else if (min !== null && max < min) {
    problems.max_weight_g = `El peso máximo debe ser al menos el mínimo (${formatGrams(min)}).`;
  }
  return problems;
}

/** `PUT /products/{id}/image`: one picture in the multipart field `file`. */
export const PRODUCT_IMAGE_FIELD = 'file';
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// Imports ----------------------------------------------------------------------------------------

/** The spreadsheet's columns, in the template's order (headers match ignoring case and accents). */
export const IMPORT_COLUMNS = [
  'sku',
  'nombre',
  'categoria',
  'precio',
  'precio_antes',
  'existencias',
  'maximo_por_pedido',
  'unidad',
  'visible',
  'descripcion',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Columns every file must have; the others may be left out (their values stay as they are). */
export const IMPORT_REQUIRED_COLUMNS = [
  'sku',
  'nombre',
  'categoria',
  'precio',
  'existencias',
] as const satisfies readonly ImportColumn[];

/** The most products one file may carry (a big grocery store has a few thousand). */
export const IMPORT_MAX_ROWS = 20_000;
/** How many row errors a preview lists; `invalid` still counts every bad row. */
export const IMPORT_MAX_ERRORS = 500;
/** How many rows a preview shows: every bad one first, then the file's first good ones. */
export const IMPORT_PREVIEW_ROWS = 300;
/** A preview waits this long to be committed; after it the file must be uploaded again. */
export const IMPORT_PREVIEW_TTL_MINUTES = 60;
export const IMPORT_FILE_FIELD = 'file';

export const ImportRowErrorSchema = z.object({
  /** The spreadsheet's row number: the header is row 1, the first product row 2. */
  row: z.number().int(),
  /** The column's template name, or null for a problem of the whole row. */
  column: z.enum(IMPORT_COLUMNS).nullable(),
  /** Spanish, with the row, the column and the value: "Fila 14, precio: «12,5O» no es un precio". */
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const IMPORT_ROW_ACTIONS = ['create', 'update', 'unchanged', 'invalid'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

/** One row of the file as written (cells as text) and what committing would do with it. */
export const ImportPreviewRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ROW_ACTIONS),
  cells: z.partialRecord(z.enum(IMPORT_COLUMNS), z.string()),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

export const ImportPreviewSchema = z.object({
  /** Random and unguessable; what `POST /imports/{id}/commit` takes. */
  id: z.string(),
  /** Product rows in the file (blank rows aside). */
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Of the valid rows: new SKUs, SKUs whose product changes, SKUs already as the file says. */
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  /** At most IMPORT_MAX_ERRORS, in row order. */
  errors: z.array(ImportRowErrorSchema),
  /** Every error, listed or not. */
  error_count: z.number().int(),
  /** The columns the file has, in its order. */
  columns: z.array(z.enum(IMPORT_COLUMNS)),
  /** At most IMPORT_PREVIEW_ROWS rows, in row order: the bad ones and the first good ones. */
  rows: z.array(ImportPreviewRowSchema),
  expires_at: z.string(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportPreviewResponseSchema = z.object({ data: ImportPreviewSchema });
export type ImportPreviewResponse = z.infer<typeof ImportPreviewResponseSchema>;

export const ImportParamsSchema = AdminStoreParamsSchema.extend({
  id: z
    .string()
    .max(64, { error: 'No encontramos esa importación.' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'No encontramos esa importación.' }),
});

export const ImportCommitResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportCommitResult = z.infer<typeof ImportCommitResultSchema>;

export const ImportCommitResponseSchema = z.object({
  data: ImportCommitResultSchema,
  /** What happened, in Spanish ("Listo: 12 productos nuevos…", or that nothing changed). */
  message: z.string(),
});
export type ImportCommitResponse = z.infer<typeof ImportCommitResponseSchema>;

/** `GET /imports/template`'s file name. */
export const IMPORT_TEMPLATE_FILE_NAME = 'plantilla-productos.csv';
