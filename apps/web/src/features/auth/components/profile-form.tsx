import {
  EMAIL_MAX_LENGTH,
  UpdateUserBodySchema,
  USER_NAME_MAX_LENGTH,
  type User,
} from '@canasta/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/text-field';
import { esAccount } from '../../../i18n/es-account';
import { formProblems, issueMessages, NO_PROBLEMS } from '../../../lib/form-errors';
import { useUpdateUser } from '../api/update-user';

type Field = 'name' | 'email';
const FIELDS: readonly Field[] = ['name', 'email'];

/**
 * Name and email, checked with the contract's rules, then the server's (errors per field).
 * "Guardamos tus datos." shows only while saving is the latest thing done on the screen
 * (`latest`); `onStart` says a save began.
 */
export function ProfileForm({
  user,
  latest,
  onStart,
}: {
  user: User;
  latest: boolean;
  onStart: () => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: user.name,
    email: user.email ?? '',
  });
  const [localErrors, setLocalErrors] = useState<Partial<Record<string, string>>>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateUser();
  const problems = update.error ? formProblems(update.error, FIELDS) : NO_PROBLEMS;
  const errorOf = (field: Field) => localErrors[field] ?? problems.fields[field] ?? null;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setLocalErrors((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
    if (update.isError) update.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStart();
    const parsed = UpdateUserBodySchema.safeParse(values);
    if (!parsed.success) {
      setLocalErrors(issueMessages(parsed.error.issues));
      return;
    }
    setLocalErrors({});
    const { name, email } = parsed.data;
    update.mutate(
      { name, email: email ? email : null },
      {
        onSuccess: () => {
          setSaved(true);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={esAccount.profile.nameLabel}
        value={values.name}
        onChange={(event) => {
          change('name', event.target.value);
        }}
        error={errorOf('name')}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={USER_NAME_MAX_LENGTH}
      />
      <TextField
        label={esAccount.profile.emailLabel}
        value={values.email}
        onChange={(event) => {
          change('email', event.target.value);
        }}
        error={errorOf('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
      />
      <FormError title={esAccount.profile.errorsTitle} messages={problems.general} />
      {saved && latest ? (
        <p role="status" className="text-sm font-medium">
          {esAccount.profile.saved}
        </p>
      ) : null}
      <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
        {update.isPending ? esAccount.profile.saving : esAccount.profile.save}
      </Button>
    </form>
  );
}
