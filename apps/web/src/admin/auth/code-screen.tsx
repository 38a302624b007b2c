import { LoginBodySchema, OTP_CODE_LENGTH, type LoginChannel } from '@canasta/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormError, TextField } from '../../components/ui/text-field';
import { esAdmin } from '../../i18n/es-admin';
import { isApiError } from '../../lib/api-client';
import { formProblems, NO_PROBLEMS } from '../../lib/form-errors';
import { formatPhone } from '../../lib/phone';
import { notify } from '../../lib/toast';
import { formatCountdown, useCountdown } from '../../lib/use-countdown';
import { useAdminSession } from '../lib/admin-session';
import { adminPaths, safeAdminReturn } from '../lib/admin-paths';
import { login, sendLoginCode } from './auth-api';
import { SignInFrame } from './sign-in-frame';
import { usePendingSignIn } from './sign-in-store';

/**
 * /admin/entrar/codigo — the code sent to the phone. Without a phone to check (a new tab) it
 * goes back to the first step; once signed in, on to where the operator was going.
 */
export function Component() {
  const [search] = useSearchParams();
  const returnTo = safeAdminReturn(search.get('volver'));
  const signedIn = useAdminSession((state) => state.user !== null);
  const { phone, channel, resendAt } = usePendingSignIn();
  if (signedIn) return <Navigate to={returnTo} replace />;
  if (!phone) return <Navigate to={adminPaths.signIn(returnTo)} replace />;
  return <CodeStep phone={phone} channel={channel} resendAt={resendAt} returnTo={returnTo} />;
}

function CodeStep({
  phone,
  channel,
  resendAt,
  returnTo,
}: {
  phone: string;
  channel: LoginChannel;
  resendAt: number | null;
  returnTo: string;
}) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [noAccount, setNoAccount] = useState(false);
  // The code sent last, set before the request's state reaches a render: the sixth digit and a
  // tap on "Entrar" can arrive together, and each try counts against the operator.
  const sentCode = useRef<string | null>(null);
  const verify = useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      if (response.token === null) {
        // A proven phone without an account: it can't run a store.
        setNoAccount(true);
        return;
      }
      usePendingSignIn.getState().clear();
      useAdminSession.getState().signIn(response.token, response.user);
      // The screen then leads on to `returnTo` itself (it renders for signed-in users no more).
      notify.success(esAdmin.signIn.signedIn(response.user.name));
    },
    onError: (error) => {
      // Only the server's verdict on the code is final; a lost connection may be retried.
      if (formProblems(error, ['code']).fields.code === undefined) sentCode.current = null;
    },
  });
  const resend = useMutation({
    mutationFn: sendLoginCode,
    onSuccess: (response) => {
      usePendingSignIn
        .getState()
        .set({ resendAt: Date.now() + response.resend_after_seconds * 1000 });
    },
    onError: (error) => {
      const wait = isApiError(error, 'rate_limited') ? error.details.retry_after_seconds : null;
      if (typeof wait === 'number') {
        usePendingSignIn.getState().set({ resendAt: Date.now() + wait * 1000 });
      }
    },
  });
  const problems = !verify.error
    ? NO_PROBLEMS
    : isApiError(verify.error, 'offline')
      ? { fields: {}, general: [esAdmin.signIn.needsConnection] }
      : formProblems(verify.error, ['code']);
  const codeError = localError ?? problems.fields.code ?? null;

  const check = (value: string) => {
    if (verify.isPending || value === sentCode.current) return;
    if (value.length === 0) {
      setLocalError(esAdmin.signIn.codeRequired);
      return;
    }
    const parsed = LoginBodySchema.shape.code.safeParse(value);
    if (!parsed.success) {
      setLocalError(esAdmin.signIn.codeIncomplete);
      return;
    }
    sentCode.current = parsed.data;
    resend.reset();
    verify.mutate({ phone, code: parsed.data });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(code);
  };

  const changeCode = (typed: string) => {
    const next = typed.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH);
    if (next !== code) sentCode.current = null;
    setCode(next);
    setLocalError(null);
    setNoAccount(false);
    if (verify.isError) verify.reset();
    if (next.length === OTP_CODE_LENGTH && next !== code) check(next);
  };

  const sendAgain = () => {
    verify.reset();
    sentCode.current = null;
    setCode('');
    resend.mutate({ phone, channel });
  };

  const verifying = verify.isPending;
  const introId = useId();
  return (
    <SignInFrame
      title={esAdmin.signIn.codeTitle}
      intro={esAdmin.signIn.codeSentTo(channel, formatPhone(phone))}
      introId={introId}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          // The screen's one job is the code: the keyboard opens on arrival (the shell focuses
          // the field), and the heading and where the code went are read with it.
          data-autofocus
          aria-describedby={introId}
          label={esAdmin.signIn.codeLabel}
          value={code}
          onChange={(event) => {
            changeCode(event.target.value);
          }}
          error={codeError}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          inputClassName="text-center text-2xl font-semibold tracking-[0.5em] tabular-nums"
        />
        <FormError messages={noAccount ? [esAdmin.signIn.noAccount] : problems.general} />
        <Button type="submit" disabled={verifying} aria-busy={verifying}>
          {verifying ? esAdmin.signIn.verifying : esAdmin.signIn.verify}
        </Button>
      </form>
      <div className="flex flex-col items-center gap-3 text-center">
        <Countdown key={resendAt ?? 0} deadline={resendAt}>
          {(left) =>
            left > 0 ? (
              <p className="text-sm text-dark/75">
                {esAdmin.signIn.resendIn(formatCountdown(left))}
              </p>
            ) : (
              <Button
                variant="secondary"
                onClick={sendAgain}
                disabled={resend.isPending}
                aria-busy={resend.isPending}
              >
                {resend.isPending ? esAdmin.signIn.resending : esAdmin.signIn.resend}
              </Button>
            )
          }
        </Countdown>
        {resend.isSuccess ? (
          <p role="status" className="text-sm font-medium">
            {esAdmin.signIn.resent}
          </p>
        ) : null}
        {resend.error ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {isApiError(resend.error) ? resend.error.displayMessage : resend.error.message}
          </p>
        ) : null}
        <Link to={adminPaths.signIn(returnTo)} replace className={buttonClasses('ghost', 'sm')}>
          {esAdmin.signIn.changeNumber}
        </Link>
      </div>
    </SignInFrame>
  );
}

function Countdown({
  deadline,
  children,
}: {
  deadline: number | null;
  children: (secondsLeft: number) => ReactNode;
}) {
  return children(useCountdown(deadline));
}
