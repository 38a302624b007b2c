import {
  type AdminProduct,
  type AdminProductResponse,
  type CreateAdminProductInput,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { catalogueKeys } from './query-keys';

export async function createProduct(
  slug: string,
  body: CreateAdminProductInput,
): Promise<AdminProduct> {
  const answer = await adminRequest<AdminProductResponse>(
    'POST',
    adminApiPath(slug, adminApiRoutes.products, {}),
    { body },
  );
  return answer.data;
}

/** A new product: its page is known at once, and every list is read again. */
export function useCreateProduct(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminProductInput) => createProduct(slug, body),
    onSuccess: async (product) => {
      queryClient.setQueryData(catalogueKeys.product(slug, product.id), product);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.lists(slug) });
    },
  });
}
