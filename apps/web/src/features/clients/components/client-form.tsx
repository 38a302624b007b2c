import {
  CLIENT_FIELD_MAX_LENGTH as MAX,
  type Client,
  type CreateClientBody,
} from '@canasta/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PhoneInputField } from '../../../components/ui/phone-input-field';
import { FormError, TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { esAccount } from '../../../i18n/es-account';
import { esClients } from '../../../i18n/es-clients';
import { COUNTRY_CALLING_CODE } from '../../../lib/phone';
import { useClientForm } from '../hooks/use-client-form';
import { clientFormValues } from '../utils/client-form-values';

const f = esClients.clients.fields;

export interface ClientFormProps {
  /** The client being edited; null registers a new one. */
  client: Client | null;
  /**
   * Saves the client; a rejection with the server's 422 puts its messages beside their fields
   * (and the rest above the button).
   */
  onSubmit: (body: CreateClientBody) => Promise<void>;
  /**
   * The id of what introduces a new client's form (the screen's heading): its name field takes
   * the focus on arrival, so the phone's keyboard opens, and is described by it.
   */
  introId?: string;
}

/**
 * A client's name, phone (in the "+52" mask, sent as E.164), optional email and notes, checked
 * with the contract's own rules before sending, in Spanish, beside each field. Used by the
 * client list's register/edit screen and by checkout's "new client" step.
 */
export function ClientForm({ client, onSubmit, introId }: ClientFormProps) {
  const [initial] = useState(() => clientFormValues(client));
  const { values, errors, general, busy, change, submit, fieldRef } = useClientForm({
    initial,
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        ref={fieldRef('name')}
        // Editing, the seller may have come for any field: the screen's heading keeps the focus.
        data-autofocus={client === null || undefined}
        aria-describedby={client === null ? introId : undefined}
        label={f.name}
        value={values.name}
        onChange={(event) => {
          change('name', event.target.value);
        }}
        error={errors.name ?? null}
        // The client's name, not the seller's: the browser shouldn't offer the seller's own.
        autoComplete="off"
        autoCapitalize="words"
        maxLength={MAX.name}
      />
      <PhoneInputField
        ref={fieldRef('phone')}
        label={f.phone}
        hint={f.phoneHint}
        countryCode={`+${COUNTRY_CALLING_CODE}`}
        placeholder={esAccount.auth.phonePlaceholder}
        autoComplete="off"
        digits={values.phone}
        onDigitsChange={(digits) => {
          change('phone', digits);
        }}
        error={errors.phone ?? null}
      />
      <TextField
        ref={fieldRef('email')}
        label={f.email}
        value={values.email}
        onChange={(event) => {
          change('email', event.target.value);
        }}
        error={errors.email ?? null}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX.email}
      />
      <TextareaField
        ref={fieldRef('notes')}
        label={f.notes}
        hint={f.notesHint}
        value={values.notes}
        onChange={(event) => {
          change('notes', event.target.value);
        }}
        error={errors.notes ?? null}
        maxLength={MAX.notes}
      />
      <FormError title={esClients.clients.errorsTitle} messages={general} />
      {/* aria-disabled keeps focus on the button while saving; the hook refuses a second send. */}
      <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy ? esClients.clients.saving : esClients.clients.save}
      </Button>
    </form>
  );
}
