import {
  apiPath,
  apiRoutes,
  type LoginChannel,
  type SendLoginCodeResponse,
} from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost, isApiError } from '../../../lib/api-client';
import { useSessionStore } from '../stores/session-store';

export interface SendLoginCodeInput {
  /** E.164: "+525512345678". */
  phone: string;
  channel: LoginChannel;
}

/** Asks for a sign-in code (202); a 429 says when another may be asked for. */
export function sendLoginCode(body: SendLoginCodeInput): Promise<SendLoginCodeResponse> {
  return apiPost<SendLoginCodeResponse>(apiPath(apiRoutes.authSendLoginCode, {}), body);
}

/** Sends the code and remembers the phone, channel and resend time for the code screen. */
export function useSendLoginCode() {
  return useMutation({
    mutationKey: ['auth', 'send-login-code'],
    mutationFn: sendLoginCode,
    onSuccess: (response, { phone, channel }) => {
      useSessionStore.getState().setTemporaryUser({
        phone,
        channel,
        resendAt: Date.now() + response.resend_after_seconds * 1000,
        registrationToken: null,
        registrationExpiresAt: null,
      });
    },
    onError: (error, { phone }) => {
      // Too soon for this number: the code screen counts down to when the server allows it.
      const wait = isApiError(error, 'rate_limited') ? error.details.retry_after_seconds : null;
      const session = useSessionStore.getState();
      if (typeof wait === 'number' && session.temporaryUser.phone === phone) {
        session.setTemporaryUser({ resendAt: Date.now() + wait * 1000 });
      }
    },
  });
}
