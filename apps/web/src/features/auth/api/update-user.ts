import { apiPath, apiRoutes, type UpdateUserBody, type UserResponse } from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { useSessionStore } from '../stores/session-store';

/** Changes the name or email; refusals are 422 with the reasons per field. */
export function updateUser(body: UpdateUserBody): Promise<UserResponse> {
  return apiPut<UserResponse>(apiPath(apiRoutes.authUser, {}), body);
}

export function useUpdateUser() {
  return useMutation({
    mutationKey: ['auth', 'update-user'],
    mutationFn: updateUser,
    onSuccess: ({ user }) => {
      useSessionStore.getState().setUser(user);
    },
  });
}
