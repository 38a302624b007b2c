import { describe, expect, it } from 'vitest';
import { apiPath, apiRoutes } from './api-paths';

describe('apiPath', () => {
  it('fills and encodes route parameters', () => {
    expect(apiPath(apiRoutes.store, { idOrSlug: 'interna' })).toBe('/stores/interna');
    expect(apiPath(apiRoutes.storeProduct, { storeId: 1, productSlug: 'pan dulce/2' })).toBe(
      '/stores/1/inventories/pan%20dulce%2F2',
    );
    expect(apiPath(apiRoutes.storeCollections, { storeId: 4 })).toBe(
      '/stores/4/product-collection/',
    );
  });
});
