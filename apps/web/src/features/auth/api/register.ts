import { apiPath, apiRoutes, type AuthResponse, type RegisterBody } from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { esAccount } from '../../../i18n/es-account';
import { apiPost } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useSessionStore } from '../stores/session-store';

/** Creates the account of a phone a code just proved (201). */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiPost<AuthResponse>(apiPath(apiRoutes.authRegister, {}), body);
}

export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    onMutate: ({ name, phone }) => {
      useSessionStore.getState().setTemporaryUser({ name, phone });
    },
    onSuccess: (response) => {
      useSessionStore.getState().signIn(response);
      notify.success(esAccount.auth.signedIn(response.user.name));
    },
  });
}
