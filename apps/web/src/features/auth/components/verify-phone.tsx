import { RegisterBodySchema, USER_NAME_MAX_LENGTH, type LoginChannel } from '@canasta/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/text-field';
import { es } from '../../../i18n/es';
import { esAccount } from '../../../i18n/es-account';
import { isApiError } from '../../../lib/api-client';
import { formProblems, issueMessages, NO_PROBLEMS } from '../../../lib/form-errors';
import { formatPhone } from '../../../lib/phone';
import { formatCountdown, useCountdown } from '../../../lib/use-countdown';
import { useRegister } from '../api/register';
import { useCodeStep } from '../hooks/use-code-step';
import { useSessionStore } from '../stores/session-store';
import { PrivacyConsent } from './privacy-consent';

/**
 * Second sign-in step, for the phone the code went to: the code (sent on its own once the
 * sixth digit is in, as autofill does), resending after the countdown, and for a phone without
 * an account the name that creates it. `changeNumberHref` leads back to the first step.
 */
export function VerifyPhone({
  changeNumberHref,
  privacyHref,
}: {
  changeNumberHref: string;
  privacyHref: string;
}) {
  const { phone, channel, resendAt, registrationToken, name } = useSessionStore(
    (state) => state.temporaryUser,
  );
  if (!phone) return null;
  return registrationToken ? (
    <RegisterStep
      phone={phone}
      initialName={name ?? ''}
      registrationToken={registrationToken}
      changeNumberHref={changeNumberHref}
      privacyHref={privacyHref}
    />
  ) : (
    <CodeStep
      phone={phone}
      channel={channel}
      resendAt={resendAt}
      changeNumberHref={changeNumberHref}
    />
  );
}

function CodeStep({
  phone,
  channel,
  resendAt,
  changeNumberHref,
}: {
  phone: string;
  channel: LoginChannel;
  resendAt: number | null;
  changeNumberHref: string;
}) {
  const step = useCodeStep(phone, channel);
  const headingId = useId();

  return (
    <>
      <StepHeading id={headingId} title={esAccount.auth.codeTitle}>
        {esAccount.auth.codeSentTo(channel, formatPhone(phone))}
      </StepHeading>
      <form noValidate onSubmit={step.submit} className="flex flex-col gap-5">
        <TextField
          // The screen's one job is the code: the keyboard opens on arrival (the main layout
          // focuses the field), and the heading is read with it.
          data-autofocus
          aria-describedby={headingId}
          label={esAccount.auth.codeLabel}
          value={step.code}
          onChange={(event) => {
            step.changeCode(event.target.value);
          }}
          error={step.codeError}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          inputClassName="text-center text-2xl font-semibold tracking-[0.5em] tabular-nums"
        />
        <FormError messages={step.general} />
        <Button type="submit" disabled={step.verifying} aria-busy={step.verifying}>
          {step.verifying ? esAccount.auth.verifying : esAccount.auth.verify}
        </Button>
      </form>
      <ResendActions step={step} resendAt={resendAt} changeNumberHref={changeNumberHref} />
    </>
  );
}

/** After the countdown, "Reenviar código" and what it answered; always "Cambiar número". */
function ResendActions({
  step: { sendAgain, resend, resentMessage },
  resendAt,
  changeNumberHref,
}: {
  step: ReturnType<typeof useCodeStep>;
  resendAt: number | null;
  changeNumberHref: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <ResendCountdown key={resendAt ?? 0} deadline={resendAt}>
        {(left) =>
          left > 0 ? (
            <p className="text-sm text-dark/75">{esAccount.auth.resendIn(formatCountdown(left))}</p>
          ) : (
            <Button
              variant="secondary"
              onClick={sendAgain}
              disabled={resend.isPending}
              aria-busy={resend.isPending}
            >
              {resend.isPending ? esAccount.auth.resending : esAccount.auth.resend}
            </Button>
          )
        }
      </ResendCountdown>
      {resentMessage ? (
        <p role="status" className="text-sm font-medium">
          {resentMessage}
        </p>
      ) : null}
      {resend.error ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {isApiError(resend.error) ? resend.error.displayMessage : es.errors.unexpected}
        </p>
      ) : null}
      <Link to={changeNumberHref} replace className={buttonClasses('ghost', 'sm')}>
        {esAccount.auth.changeNumber}
      </Link>
    </div>
  );
}

function ResendCountdown({
  deadline,
  children,
}: {
  deadline: number | null;
  children: (secondsLeft: number) => ReactNode;
}) {
  return children(useCountdown(deadline));
}

function RegisterStep({
  phone,
  initialName,
  registrationToken,
  changeNumberHref,
  privacyHref,
}: {
  phone: string;
  initialName: string;
  registrationToken: string;
  changeNumberHref: string;
  privacyHref: string;
}) {
  const [name, setName] = useState(initialName);
  const [localError, setLocalError] = useState<string | null>(null);
  const register = useRegister();
  const headingId = useId();
  const nameField = useRef<HTMLInputElement>(null);
  // This step replaces the code on the same screen: the name takes the focus (and the keyboard
  // opens), as the code did; arriving on the screen, the main layout focuses it.
  useEffect(() => {
    nameField.current?.focus();
  }, []);
  const problems = register.error ? formProblems(register.error, ['name']) : NO_PROBLEMS;
  const expired =
    isApiError(register.error) && register.error.fieldMessages('registration_token').length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = RegisterBodySchema.pick({ name: true }).safeParse({ name });
    if (!parsed.success) {
      setLocalError(issueMessages(parsed.error.issues).name ?? es.errors.unexpected);
      return;
    }
    register.mutate({ name: parsed.data.name, phone, registration_token: registrationToken });
  };

  return (
    <>
      <StepHeading id={headingId} title={esAccount.auth.registerTitle}>
        {esAccount.auth.registerIntro(formatPhone(phone))}
      </StepHeading>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          ref={nameField}
          data-autofocus
          aria-describedby={headingId}
          label={esAccount.auth.nameLabel}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setLocalError(null);
            if (register.isError) register.reset();
          }}
          error={localError ?? problems.fields.name ?? null}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={USER_NAME_MAX_LENGTH}
        />
        <FormError messages={problems.general}>
          {expired ? (
            <Link
              to={changeNumberHref}
              replace
              onClick={() => {
                useSessionStore
                  .getState()
                  .setTemporaryUser({ registrationToken: null, registrationExpiresAt: null });
              }}
              className="font-semibold text-dark underline"
            >
              {esAccount.auth.restart}
            </Link>
          ) : null}
        </FormError>
        <PrivacyConsent action={esAccount.auth.createAccount} privacyHref={privacyHref} />
        <Button type="submit" disabled={register.isPending} aria-busy={register.isPending}>
          {register.isPending ? esAccount.auth.creating : esAccount.auth.createAccount}
        </Button>
      </form>
    </>
  );
}

/** The step's title and what it asks; `id` names the whole, which the step's field reads. */
function StepHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="flex flex-col gap-2">
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
        {title}
      </h1>
      <p className="text-dark/75">{children}</p>
    </div>
  );
}
