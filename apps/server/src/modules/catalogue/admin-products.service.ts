import {
  type AdminProduct,
  type AdminProductsQuery,
  type CreateAdminProductBody,
  DEFAULT_MAX_PER_ORDER,
  LOW_STOCK_BELOW,
  MAX_LINE_QTY,
  type Paginated,
  type ProductImage,
  type UpdateAdminProductBody,
  offerPriceProblems,
  pageMeta,
  weightRuleProblems,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import type { AdminContext } from '../operators/admin-context';
import * as repo from './admin-products.repository';
import type { CatalogueChanges } from './catalogue-changes';
import { removeFiles, removeProductImageFiles, storeProductImage } from './product-image';
import {
  type OfferValues,
  createOffers,
  currentValues,
  offerFieldsChanged,
  productFieldsChanged,
  updateOffers,
} from './product-writes.service';
import { searchWords } from './search-text';
import type { ShareCards } from './share-cards.service';

export interface AdminCatalogueDeps {
  db: Kysely<DB>;
  uploadsDir: string;
  catalogueChanges: Pick<CatalogueChanges, 'storeCatalogueChanged'>;
  /** Redraws the link-preview cards a change made old, before shoppers are told of it. */
  shareCards: ShareCards;
}

export async function listAdminProducts(
  db: Kysely<DB>,
  storeId: number,
  query: AdminProductsQuery,
): Promise<Paginated<AdminProduct>> {
  const q = query.q?.trim() ?? '';
  const words = searchWords(q);
  const { rows, total } = await repo.listOffers(
    db,
    {
      storeId,
      ...(q === '' ? {} : { skuPrefix: q.toLowerCase() }),
      ...(words?.length ? { words } : {}),
      ...(query.category_id === undefined ? {} : { categoryId: query.category_id }),
      ...(query.stock === 'out' ? { stock: { kind: 'out' as const } } : {}),
      ...(query.stock === 'low' ? { stock: { kind: 'low' as const, below: LOW_STOCK_BELOW } } : {}),
      ...(query.visible === undefined ? {} : { active: query.visible ? 1 : 0 }),
    },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return { data: rows.map(toAdminProduct), meta: pageMeta(query.page, query.per_page, total) };
}

export async function getAdminProduct(
  db: Kysely<DB>,
  storeId: number,
  id: number,
): Promise<AdminProduct> {
  return toAdminProduct(await requireOffer(db, storeId, id));
}

/** A new product of this store and its offer, with one `product.create` entry. */
export async function createAdminProduct(
  deps: AdminCatalogueDeps,
  ctx: AdminContext,
  form: FormCheck<CreateAdminProductBody>,
  now: Date,
): Promise<AdminProduct> {
  await checkOffer(deps.db, ctx.store.id, form, null, null);
  const body = form.body();
  const values: OfferValues = settledWeight({
    sku: body.sku,
    name: body.name,
    description: body.description,
    category_id: body.category_id,
    unit: body.unit,
    images: '[]',
    price_cents: body.price_cents,
    compare_at_price_cents: body.compare_at_price_cents,
    min_price_cents: body.min_price_cents,
    stock: body.stock,
    max_per_order: body.max_per_order,
    active: body.visible ? 1 : 0,
    sold_by: body.sold_by,
    weight_step_g: body.weight_step_g,
    min_weight_g: body.min_weight_g,
    max_weight_g: body.max_weight_g,
    approx_piece_g: body.approx_piece_g,
  });
  const id = await writeGuarded(body.sku, () =>
    deps.db.transaction().execute(async (trx) => {
      const ids = await createOffers(trx, ctx.store, [values]);
      const offerId = ids.get(body.sku);
      if (offerId === undefined) throw new Error('the new offer was not written');
      const created = await requireOffer(trx, ctx.store.id, offerId);
      await recordAudit(
        trx,
        ctx,
        {
          action: 'product.create',
          entity: 'product',
          entityId: offerId,
          before: null,
          after: auditFields(toAdminProduct(created)),
        },
        now,
      );
      return offerId;
    }),
  );
  await deps.catalogueChanges.storeCatalogueChanged(ctx.store.id);
  return getAdminProduct(deps.db, ctx.store.id, id);
}

/**
 * Changes any of a product's fields, with one `product.update` entry holding the fields that
 * changed, before and after. A change to nothing writes nothing.
 */
export async function updateAdminProduct(
  deps: AdminCatalogueDeps,
  ctx: AdminContext,
  id: number,
  form: FormCheck<UpdateAdminProductBody>,
  now: Date,
): Promise<AdminProduct> {
  const changed = await writeGuarded(form.fields.sku ?? '', () =>
    deps.db.transaction().execute(async (trx) => {
      const current = await requireOffer(trx, ctx.store.id, id);
      await checkOffer(trx, ctx.store.id, form, currentValues(current), id);
      const next = mergeChange(currentValues(current), form.body());
      if (!productFieldsChanged(current, next) && !offerFieldsChanged(current, next)) return false;
      await updateOffers(trx, ctx.store, [{ current, next }]);
      const after = await requireOffer(trx, ctx.store.id, id);
      const diff = changedFields(
        auditFields(toAdminProduct(current)),
        auditFields(toAdminProduct(after)),
      );
      await recordAudit(
        trx,
        ctx,
        { action: 'product.update', entity: 'product', entityId: id, ...diff },
        now,
      );
      return true;
    }),
  );
  if (changed) {
    await deps.shareCards.refresh({ storeId: ctx.store.id, offerIds: [id] });
    await deps.catalogueChanges.storeCatalogueChanged(ctx.store.id);
  }
  return getAdminProduct(deps.db, ctx.store.id, id);
}

/**
 * Replaces a product's picture with an uploaded photo, re-encoded like the demo's, with one
 * `product.image` entry. The files are written first and removed again if the change does not
 * commit; the old photo's files go once it has, when nobody else shows them.
 */
export async function setAdminProductImage(
  deps: AdminCatalogueDeps,
  ctx: AdminContext,
  id: number,
  upload: Buffer,
  now: Date,
): Promise<AdminProduct> {
  const before = await requireOffer(deps.db, ctx.store.id, id);
  const stored = await storeProductImage(upload, {
    uploadsDir: deps.uploadsDir,
    storeId: ctx.store.id,
    alt: before.name,
  });
  let replaced: ProductImage[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const current = await requireOffer(trx, ctx.store.id, id);
      const next = { ...currentValues(current), images: JSON.stringify([stored.image]) };
      await updateOffers(trx, ctx.store, [{ current, next }]);
      // The old photo is the store's own only on its own product; a shared one stays.
      if (current.product_store_id === ctx.store.id) replaced = parseImages(current.images);
      await recordAudit(
        trx,
        ctx,
        {
          action: 'product.image',
          entity: 'product',
          entityId: id,
          before: { images: parseImages(current.images).map((image) => image.url) },
          after: { images: [stored.image.url] },
        },
        now,
      );
    });
  } catch (error) {
    await removeFiles(stored.files);
    throw error;
  }
  await removeProductImageFiles(deps.uploadsDir, replaced);
  await deps.shareCards.refresh({ storeId: ctx.store.id, offerIds: [id] });
  await deps.catalogueChanges.storeCatalogueChanged(ctx.store.id);
  return getAdminProduct(deps.db, ctx.store.id, id);
}

function mergeChange(current: OfferValues, body: UpdateAdminProductBody): OfferValues {
  const merged: OfferValues = {
    ...current,
    ...(body.sku === undefined ? {} : { sku: body.sku }),
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.category_id === undefined ? {} : { category_id: body.category_id }),
    ...(body.unit === undefined ? {} : { unit: body.unit }),
    ...(body.price_cents === undefined ? {} : { price_cents: body.price_cents }),
    ...(body.compare_at_price_cents === undefined
      ? {}
      : { compare_at_price_cents: body.compare_at_price_cents }),
    ...(body.min_price_cents === undefined ? {} : { min_price_cents: body.min_price_cents }),
    ...(body.stock === undefined ? {} : { stock: body.stock }),
    ...(body.max_per_order === undefined ? {} : { max_per_order: body.max_per_order }),
    ...(body.visible === undefined ? {} : { active: body.visible ? 1 : 0 }),
    ...(body.sold_by === undefined ? {} : { sold_by: body.sold_by }),
    ...(body.weight_step_g === undefined ? {} : { weight_step_g: body.weight_step_g }),
    ...(body.min_weight_g === undefined ? {} : { min_weight_g: body.min_weight_g }),
    ...(body.max_weight_g === undefined ? {} : { max_weight_g: body.max_weight_g }),
    ...(body.approx_piece_g === undefined ? {} : { approx_piece_g: body.approx_piece_g }),
  };
  // Back to pieces: a limit that was grams is no limit of pieces.
  const backToPieces =
    current.sold_by === 'weight' && merged.sold_by === 'unit' && body.max_per_order === undefined;
  return settledWeight(
    backToPieces && merged.max_per_order > MAX_LINE_QTY
      ? { ...merged, max_per_order: DEFAULT_MAX_PER_ORDER }
      : merged,
  );
}

/**
 * A weight offer's limit per order is its maximum weight (in grams, like its stock); an offer
 * sold by the piece has no weight rules.
 */
function settledWeight(values: OfferValues): OfferValues {
  return values.sold_by === 'weight'
    ? { ...values, max_per_order: values.max_weight_g ?? values.max_per_order }
    : {
        ...values,
        weight_step_g: null,
        min_weight_g: null,
        max_weight_g: null,
        approx_piece_g: null,
      };
}

const PRICE_FIELDS = ['price_cents', 'compare_at_price_cents', 'min_price_cents'] as const;
const WEIGHT_FIELDS = ['sold_by', 'weight_step_g', 'min_weight_g', 'max_weight_g'] as const;

/**
 * What only the store's data can tell about a product form, beside each field: its prices
 * against each other as they will stand after the change (judged only when every price sent is
 * a good amount), an unknown category, a SKU another of the store's products has.
 */
async function checkOffer(
  db: Kysely<DB>,
  storeId: number,
  form: FormCheck<CreateAdminProductBody> | FormCheck<UpdateAdminProductBody>,
  current: OfferValues | null,
  offerId: number | null,
): Promise<void> {
  const fields: Partial<UpdateAdminProductBody> = form.fields;
  const price = fields.price_cents ?? current?.price_cents;
  if (price !== undefined && !PRICE_FIELDS.some((field) => form.has(field))) {
    const problems = offerPriceProblems({
      price_cents: price,
      compare_at_price_cents:
        fields.compare_at_price_cents === undefined
          ? (current?.compare_at_price_cents ?? null)
          : fields.compare_at_price_cents,
      min_price_cents:
        fields.min_price_cents === undefined
          ? (current?.min_price_cents ?? null)
          : fields.min_price_cents,
    });
    for (const field of ['compare_at_price_cents', 'min_price_cents'] as const) {
      const message = problems[field];
      if (message !== undefined) form.add(field, message);
    }
  }
  if (!WEIGHT_FIELDS.some((field) => form.has(field))) {
    const problems = weightRuleProblems({
      sold_by: fields.sold_by ?? current?.sold_by ?? 'unit',
      weight_step_g: sentOr(fields.weight_step_g, current?.weight_step_g),
      min_weight_g: sentOr(fields.min_weight_g, current?.min_weight_g),
      max_weight_g: sentOr(fields.max_weight_g, current?.max_weight_g),
    });
    for (const field of ['weight_step_g', 'min_weight_g', 'max_weight_g'] as const) {
      const message = problems[field];
      if (message !== undefined) form.add(field, message);
    }
  }
  if (
    fields.category_id !== undefined &&
    (await repo.findCategoryIds(db, [fields.category_id])).length === 0
  ) {
    form.add('category_id', messages.categoryUnknown);
  }
  if (fields.sku !== undefined) {
    const other = await repo.findOfferIdBySku(db, storeId, fields.sku);
    if (other && other.id !== offerId) form.add('sku', messages.skuTaken(fields.sku));
  }
}

/** A nullable field as it will stand: the value sent, else the current one, else none. */
function sentOr(sent: number | null | undefined, current: number | null | undefined) {
  return sent === undefined ? (current ?? null) : sent;
}

function skuTaken(sku: string): AppError {
  return new AppError('validation_failed', messages.skuTaken(sku), {
    errors: { sku: [messages.skuTaken(sku)] },
  });
}

/**
 * Runs a write whose checks another request could race: two operators giving two products one
 * SKU at once are stopped by the unique index, and the loser hears it in Spanish.
 */
async function writeGuarded<T>(sku: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!repo.isUniqueViolation(error)) throw error;
    throw sku === '' ? new AppError('conflict', messages.productChangedMeanwhile) : skuTaken(sku);
  }
}

async function requireOffer(db: Kysely<DB>, storeId: number, id: number) {
  const row = await repo.findOffer(db, storeId, id);
  if (!row) throw new AppError('product_not_found', messages.adminProductNotFound);
  return row;
}

function parseImages(json: string): ProductImage[] {
  // Written only from ProductImage objects (the seed and this module).
  return (JSON.parse(json) as ProductImage[]).map((image) => ({
    ...image,
    sources: image.sources ?? null,
    share_url: image.share_url ?? null,
  }));
}

export function toAdminProduct(row: repo.AdminOfferRow): AdminProduct {
  return {
    id: row.id,
    sku: row.sku,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category_id: row.category_id,
    unit: row.unit,
    images: parseImages(row.images),
    price_cents: row.price_cents,
    compare_at_price_cents: row.compare_at_price_cents,
    min_price_cents: row.min_price_cents,
    stock: row.stock,
    max_per_order: row.max_per_order,
    visible: row.active === 1,
    sold_by: row.sold_by,
    weight_step_g: row.weight_step_g,
    min_weight_g: row.min_weight_g,
    max_weight_g: row.max_weight_g,
    approx_piece_g: row.approx_piece_g,
  };
}

type AuditFields = Record<string, string | number | boolean | null>;

/** What the audit keeps of a product: its editable fields (pictures have their own entry). */
function auditFields(product: AdminProduct): AuditFields {
  return {
    sku: product.sku,
    name: product.name,
    description: product.description,
    category_id: product.category_id,
    unit: product.unit,
    price_cents: product.price_cents,
    compare_at_price_cents: product.compare_at_price_cents,
    min_price_cents: product.min_price_cents,
    stock: product.stock,
    max_per_order: product.max_per_order,
    visible: product.visible,
    sold_by: product.sold_by,
    weight_step_g: product.weight_step_g,
    min_weight_g: product.min_weight_g,
    max_weight_g: product.max_weight_g,
    approx_piece_g: product.approx_piece_g,
  };
}

function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
