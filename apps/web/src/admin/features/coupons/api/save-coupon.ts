import {
  type AdminCoupon,
  type CouponBody,
  type CouponResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { couponKeys } from './query-keys';

/** Creates a coupon (no id) or replaces every field of one (`active: false` ends it). */
export async function saveCoupon(
  slug: string,
  id: number | null,
  body: CouponBody,
): Promise<AdminCoupon> {
  const answer =
    id === null
      ? await adminRequest<CouponResponse>('POST', adminApiPath(slug, adminApiRoutes.coupons, {}), {
          body,
        })
      : await adminRequest<CouponResponse>(
          'PUT',
          adminApiPath(slug, adminApiRoutes.coupon, { id }),
          { body },
        );
  return answer.data;
}

export function useSaveCoupon(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CouponBody }) =>
      saveCoupon(slug, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all(slug) }),
  });
}
