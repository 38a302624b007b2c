import { LoginBodySchema, type LoginChannel } from '@canasta/contract';
import { useRef, useState, type FormEvent } from 'react';
import { esAccount } from '../../../i18n/es-account';
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
  // The code sent last, set before the request's state reaches a render: the sixth digit and a
  // tap on "Verificar" can arrive together, and each try counts against the shopper.
  const sentCode = useRef<string | null>(null);
  const resend = useSendLoginCode();
  const problems = login.error ? formProblems(login.error, ['code']) : NO_PROBLEMS;
  const codeError = localError ?? problems.fields.code ?? null;

  const check = (value: string) => {
    // The code being checked, or just rejected, would only spend another try.
    if (login.isPending || value === sentCode.current) return;
    if (value.length === 0) {
      setLocalError(esAccount.auth.codeRequired);
      return;
    }
    const parsed = LoginBodySchema.shape.code.safeParse(value);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? esAccount.auth.codeRequired);
      return;
    }
    setResentMessage(null);
    sentCode.current = parsed.data;
    login.mutate(
      { phone, code: parsed.data },
      {
        onError: (error) => {
          // Only the server's verdict on the code is final; a lost connection may be retried.
          if (formProblems(error, ['code']).fields.code === undefined) sentCode.current = null;
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(code);
  };

  const changeCode = (typed: string) => {
    const next = typed.replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (next !== code) sentCode.current = null;
    setCode(next);
    setLocalError(null);
    if (login.isError) login.reset();
    if (next.length === CODE_LENGTH && next !== code) check(next);
  };

  const sendAgain = () => {
    setResentMessage(null);
    login.reset();
    sentCode.current = null;
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
