import {
  type Operator,
  type OperatorResponse,
  type StoreRole,
  type UserResponse,
  adminApiPath,
  adminApiRoutes,
  apiPath,
  apiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { adminRequest } from '../../../lib/admin-request';
import { useAdminSession } from '../../../lib/admin-session';
import { teamKeys } from './get-operators';

/** Gives the person with this phone a role in the store, or takes it away (null). */
export async function setOperatorRole(
  slug: string,
  phone: string,
  role: StoreRole | null,
): Promise<Operator | null> {
  const answer = await adminRequest<OperatorResponse>(
    'PUT',
    adminApiPath(slug, adminApiRoutes.operator, { phone }),
    { body: { role } },
  );
  return answer.data;
}

/**
 * Changes someone's role. When it is the operator's own (an owner handing over the store), the
 * session's copy of their stores and roles is read again, so the menu and the owner's screens
 * follow at once.
 */
export function useSetOperatorRole(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phone, role }: { phone: string; role: StoreRole | null }) =>
      setOperatorRole(slug, phone, role),
    onSuccess: async (_operator, { phone }) => {
      if (useAdminSession.getState().user?.phone !== phone) return;
      const body = await apiGet<UserResponse>(apiPath(apiRoutes.authUser, {}));
      useAdminSession.getState().setUser(body.user);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.operators(slug) }),
  });
}
