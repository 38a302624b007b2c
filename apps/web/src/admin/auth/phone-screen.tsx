import type { LoginChannel } from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { PhoneInputField } from '../../components/ui/phone-input-field';
import { RadioCard } from '../../components/ui/radio-card';
import { FormError } from '../../components/ui/text-field';
import { esAdmin } from '../../i18n/es-admin';
import { isApiError } from '../../lib/api-client';
import { formProblems, NO_PROBLEMS } from '../../lib/form-errors';
import { NATIONAL_DIGITS, nationalDigits, toE164 } from '../../lib/phone';
import { useAdminSession } from '../lib/admin-session';
import { adminPaths, safeAdminReturn } from '../lib/admin-paths';
import { sendLoginCode } from './auth-api';
import { SignInFrame } from './sign-in-frame';
import { usePendingSignIn } from './sign-in-store';

const CHANNELS: { value: LoginChannel; label: string }[] = [
  { value: 'whatsapp', label: esAdmin.signIn.channelWhatsapp },
  { value: 'sms', label: esAdmin.signIn.channelSms },
];

/** /admin/entrar — the phone, and how the code should arrive. */
export function Component() {
  const [search] = useSearchParams();
  const returnTo = safeAdminReturn(search.get('volver'));
  const signedIn = useAdminSession((state) => state.user !== null);
  if (signedIn) return <Navigate to={returnTo} replace />;
  return <PhoneStep returnTo={returnTo} />;
}

function PhoneStep({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const pending = usePendingSignIn();
  const [digits, setDigits] = useState(() => (pending.phone ? nationalDigits(pending.phone) : ''));
  const [channel, setChannel] = useState<LoginChannel>(pending.channel);
  const [localError, setLocalError] = useState<string | null>(null);
  const codeHref = adminPaths.signInCode(returnTo);
  const send = useMutation({
    mutationFn: sendLoginCode,
    onSuccess: (response, body) => {
      usePendingSignIn.getState().set({
        phone: body.phone,
        channel: body.channel ?? 'whatsapp',
        resendAt: Date.now() + response.resend_after_seconds * 1000,
      });
      void navigate(codeHref);
    },
    onError: (error, body) => {
      // Too soon for the number a code just went to: that code still works.
      const wait = isApiError(error, 'rate_limited') ? error.details.retry_after_seconds : null;
      if (typeof wait === 'number' && usePendingSignIn.getState().phone === body.phone) {
        usePendingSignIn.getState().set({ resendAt: Date.now() + wait * 1000 });
      }
    },
  });
  const problems = !send.error
    ? NO_PROBLEMS
    : isApiError(send.error, 'offline')
      ? { fields: {}, general: [esAdmin.signIn.needsConnection] }
      : formProblems(send.error, ['phone']);
  const codeOnItsWay = isApiError(send.error, 'rate_limited') && pending.phone === toE164(digits);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (digits.length === 0) {
      setLocalError(esAdmin.signIn.phoneRequired);
      return;
    }
    if (digits.length < NATIONAL_DIGITS) {
      setLocalError(esAdmin.signIn.phoneIncomplete);
      return;
    }
    send.mutate({ phone: toE164(digits), channel });
  };

  return (
    <SignInFrame title={esAdmin.signIn.title} intro={esAdmin.signIn.intro}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <PhoneInputField
          label={esAdmin.signIn.phoneLabel}
          hint={esAdmin.signIn.phoneHint}
          countryCode={esAdmin.signIn.countryCode}
          placeholder={esAdmin.signIn.phonePlaceholder}
          digits={digits}
          onDigitsChange={(next) => {
            setDigits(next);
            setLocalError(null);
            if (send.isError) send.reset();
          }}
          error={localError ?? problems.fields.phone ?? null}
        />
        <fieldset className="flex flex-col gap-2" disabled={send.isPending}>
          <legend className="mb-1.5 text-sm font-semibold">{esAdmin.signIn.channelLegend}</legend>
          {CHANNELS.map((option) => (
            <RadioCard
              key={option.value}
              name="channel"
              value={option.value}
              checked={channel === option.value}
              onChange={() => {
                setChannel(option.value);
              }}
              title={option.label}
            />
          ))}
        </fieldset>
        <FormError messages={problems.general}>
          {codeOnItsWay ? (
            <Link to={codeHref} className="font-semibold text-dark underline">
              {esAdmin.signIn.haveCode}
            </Link>
          ) : null}
        </FormError>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? esAdmin.signIn.sending : esAdmin.signIn.sendCode}
        </Button>
      </form>
    </SignInFrame>
  );
}
