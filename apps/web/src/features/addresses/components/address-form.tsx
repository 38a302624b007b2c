import { ADDRESS_FIELD_MAX_LENGTH as MAX, type CreateAddressBody } from '@canasta/contract';
import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormError, TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { esAddresses } from '../../../i18n/es-addresses';
import { textField, useAddressForm } from '../hooks/use-address-form';
import { useAreaFill } from '../hooks/use-area-fill';
import type { DraftValues } from '../stores/address-draft-store';
import type { AddressFormInput } from '../utils/address-form-values';
import { AreaFields, ReceiverFields, StreetFields } from './address-fields';

const f = esAddresses.addresses.fields;

export interface AddressFormProps {
  defaultValues: DefaultValues<AddressFormInput>;
  /** Offers "Usarla como mi dirección predeterminada" (not for the first address, nor the default). */
  offerDefault: boolean;
  /** That offer's words, when the address is someone else's (a seller's client). */
  defaultLabel?: string;
  /**
   * Saves the address; a rejection with the server's 422 puts its messages beside their fields
   * (and the rest above the button).
   */
  onSubmit: (body: CreateAddressBody) => Promise<void>;
  /** Hears every change, so what was typed survives a trip to the map. */
  onValuesChange?: (values: DraftValues) => void;
  /** Shown just above the button (e.g. "the store doesn't deliver there"). */
  notice?: ReactNode;
  /** What the geocoder told of the pin (filled in `defaultValues`): a postal code may correct it. */
  guessed?: Partial<Record<string, string>>;
  /** Whether the shop has SEPOMEX's catalogue: a postal code then fills the area fields. */
  postalCodes?: boolean;
}

/**
 * The address's details, checked with the contract's own schema before sending (the same rules
 * the server applies), in Spanish, beside each field.
 */
export function AddressForm({
  defaultValues,
  offerDefault,
  defaultLabel = f.makeDefault,
  onSubmit,
  onValuesChange,
  notice,
  guessed,
  postalCodes = false,
}: AddressFormProps) {
  const { form, general, submit, busy } = useAddressForm({
    defaultValues,
    onSubmit,
    onValuesChange,
  });
  const postalCodeAnswer = useAreaFill(form, { postalCodes, guessed });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <StreetFields form={form} />
      <AreaFields
        form={form}
        defaultState={typeof defaultValues.state === 'string' ? defaultValues.state : ''}
        postalCodeAnswer={postalCodeAnswer}
      />
      <TextField
        label={f.betweenStreets}
        autoComplete="off"
        maxLength={MAX.between_streets}
        {...textField(form, 'between_streets')}
      />
      <TextareaField
        label={f.references}
        hint={f.referencesHint}
        maxLength={MAX.references}
        {...textField(form, 'references')}
      />
      <ReceiverFields form={form} />
      {offerDefault ? (
        <label className="flex min-h-12 items-center gap-3 text-base">
          <input
            type="checkbox"
            className="size-5 accent-secondary-strong"
            {...form.register('is_default')}
          />
          {defaultLabel}
        </label>
      ) : null}
      {notice}
      <FormError title={esAddresses.addresses.errorsTitle} messages={general} />
      {/* aria-disabled keeps focus on the button while saving; `sending` refuses a second send. */}
      <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy ? esAddresses.addresses.saving : esAddresses.addresses.save}
      </Button>
    </form>
  );
}
