import { z } from 'zod';
import { SOLD_BY } from './quantity';
import { PageMetaSchema, PageQuerySchema } from './pagination';
import { idParam } from './ids';

export const DELIVERY_TYPES = ['delivery', 'pickup'] as const;
export const DeliveryTypeSchema = z.enum(DELIVERY_TYPES);
export type DeliveryType = z.infer<typeof DeliveryTypeSchema>;

/**
 * What a store may take (decisions 043 and 060); the mentor's wallet is the shop's to offer, not
 * a store's. OXXO and SPEI go through the card provider, so they are offered only with one.
 */
export const STORE_PAYMENT_METHODS = ['cash', 'card', 'oxxo', 'spei'] as const;

export const StoreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  logo_url: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  time_zone: z.string(),
  delivery_types: z.array(DeliveryTypeSchema),
  /**
   * How this store takes payment, as its owner set it (decision 043); the shop offers a method
   * only where its own settings take it too. The mentor's wallet is the shop's to offer.
   */
  payment_methods: z.array(z.enum(STORE_PAYMENT_METHODS)),
});
export type Store = z.infer<typeof StoreSchema>;

/**
 * The same picture at several widths, as `srcset` lists per format (AVIF first, WebP for the
 * rest), so each screen downloads the size its layout needs.
 */
export const ImageSourcesSchema = z.object({ avif: z.string(), webp: z.string() });
export type ImageSources = z.infer<typeof ImageSourcesSchema>;

export const ProductImageSchema = z.object({
  url: z.string(),
  thumb_url: z.string(),
  /** Null for a picture stored at one size only (`url`, `thumb_url`). */
  sources: ImageSourcesSchema.nullable(),
  /**
   * What link previews show (1200×630 JPEG): on a store's offer, its first picture carries the
   * offer's card of photo, name, price and store (decision 051); null when there is none.
   */
  share_url: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(ProductImageSchema),
  category_id: z.number().int(),
  unit: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * A store's offer of a product: the cart's "purchaseable". Sold by the piece or by weight
 * (issue 25): for a weight offer `price_cents` (and the compare-at price) are per kilogram,
 * `stock` and `max_per_order` are grams, and the `*_g` rules say which weights may be bought;
 * they are null on unit offers.
 */
export const InventoryItemSchema = z.object({
  id: z.number().int(),
  price_cents: z.number().int(),
  compare_at_price_cents: z.number().int().nullable(),
  stock: z.number().int(),
  max_per_order: z.number().int(),
  available: z.boolean(),
  sold_by: z.enum(SOLD_BY),
  /** Weight offers: grams are bought in multiples of this (e.g. 250). */
  weight_step_g: z.number().int().nullable(),
  min_weight_g: z.number().int().nullable(),
  /** Weight offers: the most one order may take, in grams (equal to `max_per_order`). */
  max_weight_g: z.number().int().nullable(),
  /** Where it helps: what one piece weighs, about ("1 pieza ≈ 200 g"). */
  approx_piece_g: z.number().int().nullable(),
  product: ProductSchema,
});
export type InventoryItem = z.infer<typeof InventoryItemSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  visible: z.boolean(),
  position: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CollectionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

/** How many items each collection carries in the store-home preview. */
export const COLLECTION_PREVIEW_SIZE = 12;

export const CollectionPreviewSchema = CollectionSummarySchema.extend({
  items: z.array(InventoryItemSchema),
});
export type CollectionPreview = z.infer<typeof CollectionPreviewSchema>;

export const BannerSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  /** Null for a banner stored at one size only (`image_url`). */
  image_sources: ImageSourcesSchema.nullable(),
  alt: z.string(),
  link_url: z.string().nullable(),
  position: z.number().int(),
});
export type Banner = z.infer<typeof BannerSchema>;

// Requests

export const StoreParamsSchema = z.object({
  idOrSlug: z
    .string()
    .min(1)
    .max(80, { error: 'El identificador de la tienda es demasiado largo.' }),
});
export const StoreIdParamsSchema = z.object({
  id: idParam('El identificador de la tienda no es válido.'),
});
export const StoreProductParamsSchema = z.object({
  storeId: idParam('El identificador de la tienda no es válido.'),
  productSlug: z
    .string()
    .min(1)
    .max(160, { error: 'El identificador del producto es demasiado largo.' }),
});
export const StoreCollectionsParamsSchema = z.object({
  storeId: idParam('El identificador de la tienda no es válido.'),
});
export const StoreCollectionParamsSchema = z.object({
  storeId: idParam('El identificador de la tienda no es válido.'),
  collectionId: idParam('El identificador de la colección no es válido.'),
});
export const SliderParamsSchema = z.object({
  id: idParam('El identificador de la tienda no es válido.'),
});

/** The longest product search the API takes; the web clips longer ones (a pasted link). */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export const InventoriesQuerySchema = PageQuerySchema.extend({
  category_id: idParam('La categoría no es válido.').optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, { error: 'La búsqueda admite como máximo 100 caracteres.' })
    .optional(),
});
export type InventoriesQuery = z.infer<typeof InventoriesQuerySchema>;

export const CategoriesQuerySchema = z.object({
  store_id: idParam('El identificador de la tienda no es válido.').optional(),
});

// Responses

export const StoreResponseSchema = z.object({ data: StoreSchema });
export const InventoryPageSchema = z.object({
  data: z.array(InventoryItemSchema),
  meta: PageMetaSchema,
});
export type InventoryPage = z.infer<typeof InventoryPageSchema>;
export const InventoryItemResponseSchema = z.object({ data: InventoryItemSchema });
export const CategoryListSchema = z.object({ data: z.array(CategorySchema) });
export const CollectionPreviewListSchema = z.object({ data: z.array(CollectionPreviewSchema) });
export const CollectionPageSchema = z.object({
  collection: CollectionSummarySchema,
  data: z.array(InventoryItemSchema),
  meta: PageMetaSchema,
});
export type CollectionPage = z.infer<typeof CollectionPageSchema>;
export const BannerListSchema = z.object({ data: z.array(BannerSchema) });
