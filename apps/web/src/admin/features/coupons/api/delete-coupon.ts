import { adminApiPath, adminApiRoutes } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { couponKeys } from './query-keys';

export function deleteCoupon(slug: string, id: number): Promise<void> {
  return adminRequest<undefined>('DELETE', adminApiPath(slug, adminApiRoutes.coupon, { id }));
}

/** Refused (409, in Spanish) for a coupon already used: it is ended instead. */
export function useDeleteCoupon(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCoupon(slug, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all(slug) }),
  });
}
