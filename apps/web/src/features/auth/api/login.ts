import {
  apiPath,
  apiRoutes,
  REGISTRATION_TOKEN_TTL_MINUTES,
  type LoginBody,
  type LoginResponse,
} from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { esAccount } from '../../../i18n/es-account';
import { apiPost } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useSessionStore } from '../stores/session-store';

/** Checks the code: a session for an account, a registration token for a new phone. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiPost<LoginResponse>(apiPath(apiRoutes.authLogin, {}), body);
}

/** Wrong or expired codes come back as 422 with the reason in `errors.code`. */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: (response) => {
      const session = useSessionStore.getState();
      if (response.token === null) {
        session.setTemporaryUser({
          registrationToken: response.registration_token,
          registrationExpiresAt: Date.now() + REGISTRATION_TOKEN_TTL_MINUTES * 60_000,
        });
      } else {
        session.signIn(response);
        // Here, not in the screen: signing in moves the shopper on and unmounts it.
        notify.success(esAccount.auth.signedIn(response.user.name));
      }
    },
  });
}
