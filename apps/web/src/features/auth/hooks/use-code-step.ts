import { LoginBodySchema, type LoginChannel } from '@canasta/contract';
import { useState, type FormEvent } from 'react';
import { es } from '../../../i18n/es';
import { formProblems, NO_PROBLEMS } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { useSendLoginCode } from '../api/send-login-code';

export const CODE_LENGTH = 6;

/**
 * The code step's state: the code as typed (digits only, sent on its own once the sixth is in),
 * its message (checked here first, then the server's), and sending a new code, which starts the
 * code over.
 */
export function useCodeStep(phone: string, channel: LoginChannel) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [resentMessage, setResentMessage] = useState<string | null>(null);
  const login = useLogin();
  const resend = useSendLoginCode();
  const problems = login.error ? formProblems(login.error, ['code']) : NO_PROBLEMS;
  const codeError = localError ?? problems.fields.code ?? null;

  const check = (value: string) => {
    if (login.isPending) return;
    if (value.length === 0) {
      setLocalError(es.auth.codeRequired);
      return;
    }
    const parsed = LoginBodySchema.shape.code.safeParse(value);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? es.auth.codeRequired);
      return;
    }
    setResentMessage(null);
    login.mutate({ phone, code: parsed.data });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(code);
  };

  const changeCode = (typed: string) => {
    const next = typed.replace(/\D/g, '').slice(0, CODE_LENGTH);
    setCode(next);
    setLocalError(null);
    if (login.isError) login.reset();
    if (next.length === CODE_LENGTH && next !== code) check(next);
  };

  const sendAgain = () => {
    setResentMessage(null);
    login.reset();
    setCode('');
    resend.mutate(
      { phone, channel },
      {
        onSuccess: (response) => {
          setResentMessage(response.message);
        },
      },
    );
  };

  return {
    code,
    codeError,
    general: problems.general,
    verifying: login.isPending,
    submit,
    changeCode,
    sendAgain,
    resend,
    resentMessage,
  };
}
