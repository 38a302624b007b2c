import {
  type AdminProduct,
  type AdminProductResponse,
  PRODUCT_IMAGE_FIELD,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpload } from '../../../lib/admin-request';
import { catalogueKeys } from './query-keys';

export async function uploadProductImage(
  slug: string,
  id: number,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<AdminProduct> {
  const answer = await adminUpload<AdminProductResponse>(
    adminApiPath(slug, adminApiRoutes.productImage, { id }),
    file,
    PRODUCT_IMAGE_FIELD,
    { method: 'PUT', ...(onProgress ? { onProgress } : {}) },
  );
  return answer.data;
}

/** Puts a photo on a product; the product as it now stands replaces the cached one. */
export function useUploadProductImage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: number;
      file: Blob;
      onProgress?: (fraction: number) => void;
    }) => uploadProductImage(slug, id, file, onProgress),
    onSuccess: async (product) => {
      queryClient.setQueryData(catalogueKeys.product(slug, product.id), product);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.lists(slug) });
    },
  });
}
