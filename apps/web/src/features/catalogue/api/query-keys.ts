/** Query keys of the catalogue, nested so a store's data can be invalidated at once. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  store: (slug: string) => [...catalogueKeys.all, 'store', slug.toLowerCase()] as const,
  storeData: (storeId: number) => [...catalogueKeys.all, 'store-data', storeId] as const,
  banners: (storeId: number) => [...catalogueKeys.storeData(storeId), 'banners'] as const,
  categories: (storeId: number) => [...catalogueKeys.storeData(storeId), 'categories'] as const,
  collections: (storeId: number) => [...catalogueKeys.storeData(storeId), 'collections'] as const,
  collection: (storeId: number, collectionId: number) =>
    [...catalogueKeys.collections(storeId), collectionId] as const,
  inventories: (storeId: number, filters: { categoryId?: number; q?: string }) =>
    [...catalogueKeys.storeData(storeId), 'inventories', filters] as const,
  suggestions: (storeId: number, q: string) =>
    [...catalogueKeys.storeData(storeId), 'suggestions', q] as const,
  product: (storeId: number, productSlug: string) =>
    [...catalogueKeys.storeData(storeId), 'product', productSlug] as const,
};
