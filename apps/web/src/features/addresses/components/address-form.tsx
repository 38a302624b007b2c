import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_FIELD_MAX_LENGTH as MAX,
  CreateAddressBodySchema,
  MEXICAN_STATES,
  type CreateAddressBody,
} from '@canasta/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PhoneInputField } from '../../../components/ui/phone-input-field';
import { SelectField } from '../../../components/ui/select-field';
import { FormError, TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { es } from '../../../i18n/es';
import { formProblems } from '../../../lib/form-errors';
import { COUNTRY_CALLING_CODE, nationalDigits, toE164 } from '../../../lib/phone';
import type { DraftValues } from '../stores/address-draft-store';
import {
  ADDRESS_FORM_FIELDS,
  draftValuesOf,
  type AddressFormField,
  type AddressFormInput,
} from '../utils/address-form-values';

const f = es.addresses.fields;
const E164_PREFIX = `+${COUNTRY_CALLING_CODE}`;

/** The national digits of the field's E.164 value ("+52551" while typing → "551"). */
const digitsOf = (value: string) =>
  value.startsWith(E164_PREFIX) ? value.slice(E164_PREFIX.length) : nationalDigits(value);

export interface AddressFormProps {
  defaultValues: DefaultValues<AddressFormInput>;
  /** Offers "Usarla como mi dirección predeterminada" (not for the first address, nor the default). */
  offerDefault: boolean;
  /**
   * Saves the address; a rejection with the server's 422 puts its messages beside their fields
   * (and the rest above the button).
   */
  onSubmit: (body: CreateAddressBody) => Promise<void>;
  /** Hears every change, so what was typed survives a trip to the map. */
  onValuesChange?: (values: DraftValues) => void;
  /** Shown just above the button (e.g. "the store doesn't deliver there"). */
  notice?: ReactNode;
}

/**
 * The address's details, checked with the contract's own schema before sending (the same rules
 * the server applies), in Spanish, beside each field.
 */
export function AddressForm({
  defaultValues,
  offerDefault,
  onSubmit,
  onValuesChange,
  notice,
}: AddressFormProps) {
  const form = useForm<AddressFormInput, unknown, CreateAddressBody>({
    resolver: zodResolver(CreateAddressBodySchema),
    defaultValues,
    // Focus goes to the first field to fix in the form's order (see `focusFirstError`).
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, setFocus, formState, subscribe } = form;
  const [general, setGeneral] = useState<string[]>([]);
  const sending = useRef(false);

  useEffect(() => {
    if (!onValuesChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        onValuesChange(draftValuesOf(values));
      },
    });
  }, [subscribe, onValuesChange]);

  const save = async (body: CreateAddressBody) => {
    // A second tap (or Enter) while the first is on its way sends nothing.
    if (sending.current) return;
    sending.current = true;
    setGeneral([]);
    try {
      await onSubmit(body);
    } catch (error) {
      const problems = formProblems(error, ADDRESS_FORM_FIELDS);
      for (const field of ADDRESS_FORM_FIELDS) {
        const message = problems.fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      focusFirstError(problems.fields);
      setGeneral(problems.general);
    } finally {
      sending.current = false;
    }
  };

  const focusFirstError = (errors: Partial<Record<string, unknown>>) => {
    const first = ADDRESS_FORM_FIELDS.find((field) => errors[field] !== undefined);
    if (first) setFocus(first);
  };

  const errorOf = (field: AddressFormField) => formState.errors[field]?.message ?? null;
  const text = (field: Exclude<AddressFormField, 'is_default'>) => ({
    ...register(field),
    error: errorOf(field),
  });
  const postalCode = register('postal_code');
  const busy = formState.isSubmitting;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save, focusFirstError)(event)}
      className="flex flex-col gap-4"
    >
      <TextField
        label={f.label}
        hint={f.labelHint}
        autoComplete="off"
        maxLength={MAX.label}
        {...text('label')}
      />
      <TextField
        label={f.street}
        autoComplete="address-line1"
        maxLength={MAX.street}
        {...text('street')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={f.exteriorNumber}
          hint={f.exteriorNumberHint}
          autoComplete="off"
          maxLength={MAX.exterior_number}
          {...text('exterior_number')}
        />
        <TextField
          label={f.internalNumber}
          autoComplete="address-line2"
          maxLength={MAX.internal_number}
          {...text('internal_number')}
        />
      </div>
      <TextField
        label={f.neighborhood}
        autoComplete="address-level3"
        maxLength={MAX.neighborhood}
        {...text('neighborhood')}
      />
      <TextField
        label={f.postalCode}
        // Text, not a number: postal codes keep their leading zero ("06760").
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="postal-code"
        maxLength={5}
        {...postalCode}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 5);
          void postalCode.onChange(event);
        }}
        error={errorOf('postal_code')}
        inputClassName="tabular-nums"
      />
      <TextField
        label={f.municipality}
        autoComplete="address-level2"
        maxLength={MAX.municipality}
        {...text('municipality')}
      />
      <TextField label={f.city} autoComplete="off" maxLength={MAX.city} {...text('city')} />
      <SelectField
        label={f.state}
        autoComplete="address-level1"
        // Also given to React, so the starting option never depends on the form's ref alone
        // (under happy-dom the ref left an edited address's state blank).
        defaultValue={typeof defaultValues.state === 'string' ? defaultValues.state : ''}
        {...text('state')}
      >
        <option value="">{f.statePlaceholder}</option>
        {MEXICAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      <TextField
        label={f.betweenStreets}
        autoComplete="off"
        maxLength={MAX.between_streets}
        {...text('between_streets')}
      />
      <TextareaField
        label={f.references}
        hint={f.referencesHint}
        maxLength={MAX.references}
        {...text('references')}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold">{f.receiverTitle}</legend>
        <TextField
          label={f.receiverName}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={MAX.receiver_name}
          {...text('receiver_name')}
        />
        <Controller
          control={control}
          name="receiver_phone"
          render={({ field, fieldState }) => (
            <PhoneInputField
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              label={f.receiverPhone}
              hint={f.receiverPhoneHint}
              countryCode={E164_PREFIX}
              placeholder={es.auth.phonePlaceholder}
              autoComplete="tel-national"
              digits={digitsOf(field.value ?? '')}
              onDigitsChange={(digits) => {
                // Sent as E.164; the contract's rule then names a short number.
                field.onChange(digits ? toE164(digits) : '');
              }}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
      </fieldset>
      {offerDefault ? (
        <label className="flex min-h-12 items-center gap-3 text-base">
          <input
            type="checkbox"
            className="size-5 accent-secondary-strong"
            {...register('is_default')}
          />
          {f.makeDefault}
        </label>
      ) : null}
      {notice}
      <FormError title={es.addresses.errorsTitle} messages={general} />
      {/* aria-disabled keeps focus on the button while saving; `sending` refuses a second send. */}
      <Button type="submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy ? es.addresses.saving : es.addresses.save}
      </Button>
    </form>
  );
}
