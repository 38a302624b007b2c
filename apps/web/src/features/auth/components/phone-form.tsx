import type { LoginChannel } from '@canasta/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/text-field';
import { es } from '../../../i18n/es';
import { esAccount } from '../../../i18n/es-account';
import { isApiError } from '../../../lib/api-client';
import { formProblems, NO_PROBLEMS } from '../../../lib/form-errors';
import { NATIONAL_DIGITS, nationalDigits, toE164 } from '../../../lib/phone';
import { useSendLoginCode } from '../api/send-login-code';
import { useSessionStore } from '../stores/session-store';
import { ChannelChoice } from './channel-choice';
import { PhoneField } from './phone-field';
import { PrivacyConsent } from './privacy-consent';

/**
 * First sign-in step: the phone and how to get the code, then "Enviar código". `onSent` runs
 * once the code is on its way (the screen then shows the code step at `codeHref`).
 */
export function PhoneForm({
  onSent,
  codeHref,
  privacyHref,
}: {
  onSent: () => void;
  codeHref: string;
  privacyHref: string;
}) {
  const temporaryUser = useSessionStore((state) => state.temporaryUser);
  const [digits, setDigits] = useState(() =>
    temporaryUser.phone ? nationalDigits(temporaryUser.phone) : '',
  );
  const [channel, setChannel] = useState<LoginChannel>(temporaryUser.channel);
  const [localError, setLocalError] = useState<string | null>(null);
  const send = useSendLoginCode();
  const problems = !send.error
    ? NO_PROBLEMS
    : isApiError(send.error, 'offline')
      ? { fields: {}, general: [es.connection.signIn] }
      : formProblems(send.error, ['phone']);
  const phoneError = localError ?? problems.fields.phone ?? null;
  // Asked again too soon for the number a code just went to: that code still works.
  const codeOnItsWay =
    isApiError(send.error, 'rate_limited') &&
    temporaryUser.phone === toE164(digits) &&
    temporaryUser.resendAt !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (digits.length === 0) {
      setLocalError(esAccount.auth.phoneRequired);
      return;
    }
    if (digits.length < NATIONAL_DIGITS) {
      setLocalError(esAccount.auth.phoneIncomplete);
      return;
    }
    send.mutate({ phone: toE164(digits), channel }, { onSuccess: onSent });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PhoneField
        digits={digits}
        onDigitsChange={(next) => {
          setDigits(next);
          setLocalError(null);
          if (send.isError) send.reset();
        }}
        error={phoneError}
      />
      <ChannelChoice value={channel} onChange={setChannel} disabled={send.isPending} />
      <FormError messages={problems.general}>
        {codeOnItsWay ? (
          <Link to={codeHref} replace className="font-semibold text-dark underline">
            {esAccount.auth.haveCode}
          </Link>
        ) : null}
      </FormError>
      <PrivacyConsent action={esAccount.auth.sendCode} privacyHref={privacyHref} />
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
        {send.isPending ? esAccount.auth.sending : esAccount.auth.sendCode}
      </Button>
    </form>
  );
}
