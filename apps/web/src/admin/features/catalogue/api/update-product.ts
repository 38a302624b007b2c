import {
  type AdminProduct,
  type AdminProductPage,
  type AdminProductResponse,
  type UpdateAdminProductBody,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { catalogueKeys } from './query-keys';

export type ProductChanges = UpdateAdminProductBody;

export async function updateProduct(
  slug: string,
  id: number,
  changes: ProductChanges,
): Promise<AdminProduct> {
  const answer = await adminRequest<AdminProductResponse>(
    'PATCH',
    adminApiPath(slug, adminApiRoutes.product, { id }),
    { body: changes },
  );
  return answer.data;
}

type ProductPages = InfiniteData<AdminProductPage, number>;

/** Writes `change` over the product with this id, in every loaded list and its own entry. */
function patchCaches(
  queryClient: ReturnType<typeof useQueryClient>,
  slug: string,
  id: number,
  change: (product: AdminProduct) => AdminProduct,
) {
  queryClient.setQueriesData<ProductPages>({ queryKey: catalogueKeys.lists(slug) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((product) => (product.id === id ? change(product) : product)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<AdminProduct>(catalogueKeys.product(slug, id), (product) =>
    product ? change(product) : product,
  );
}

/** The change as the product will look once the server takes it. */
function applied(product: AdminProduct, changes: ProductChanges): AdminProduct {
  return { ...product, ...changes };
}

/**
 * Changes a product. Inline edits are optimistic: the lists show the change at once, and if
 * the server refuses it they go back to what they showed, the caller showing the server's
 * message. Each field keeps its own mutation, so its pending state and error are its own.
 */
export function useUpdateProduct(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ProductChanges }) =>
      updateProduct(slug, id, changes),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: catalogueKeys.products(slug) });
      const lists = queryClient.getQueriesData<ProductPages>({
        queryKey: catalogueKeys.lists(slug),
      });
      const one = queryClient.getQueryData<AdminProduct>(catalogueKeys.product(slug, id));
      patchCaches(queryClient, slug, id, (product) => applied(product, changes));
      return { lists, one };
    },
    onError: (_error, { id }, saved) => {
      if (!saved) return;
      for (const [key, data] of saved.lists) queryClient.setQueryData(key, data);
      queryClient.setQueryData(catalogueKeys.product(slug, id), saved.one);
    },
    onSuccess: (product) => {
      patchCaches(queryClient, slug, product.id, () => product);
    },
    // Lists filtered by stock or visibility may no longer hold the product: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.lists(slug) }),
  });
}
