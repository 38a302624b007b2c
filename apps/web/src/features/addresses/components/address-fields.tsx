import { ADDRESS_FIELD_MAX_LENGTH as MAX, MEXICAN_STATES } from '@canasta/contract';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { PhoneInputField } from '../../../components/ui/phone-input-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { esAccount } from '../../../i18n/es-account';
import { esAddresses } from '../../../i18n/es-addresses';
import { COUNTRY_CALLING_CODE, nationalDigits, toE164 } from '../../../lib/phone';
import { textField, type AddressFormApi } from '../hooks/use-address-form';
import type { PostalCodeAnswer } from '../hooks/use-area-fill';

const f = esAddresses.addresses.fields;
const E164_PREFIX = `+${COUNTRY_CALLING_CODE}`;

/** The national digits of the field's E.164 value ("+52551" while typing → "551"). */
const digitsOf = (value: string) =>
  value.startsWith(E164_PREFIX) ? value.slice(E164_PREFIX.length) : nationalDigits(value);

/** The address's name and its street line: street, exterior and internal numbers. */
export function StreetFields({ form }: { form: AddressFormApi }) {
  return (
    <>
      <TextField
        label={f.label}
        hint={f.labelHint}
        autoComplete="off"
        maxLength={MAX.label}
        {...textField(form, 'label')}
      />
      <TextField
        label={f.street}
        autoComplete="address-line1"
        maxLength={MAX.street}
        {...textField(form, 'street')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={f.exteriorNumber}
          hint={f.exteriorNumberHint}
          autoComplete="off"
          maxLength={MAX.exterior_number}
          {...textField(form, 'exterior_number')}
        />
        <TextField
          label={f.internalNumber}
          autoComplete="address-line2"
          maxLength={MAX.internal_number}
          {...textField(form, 'internal_number')}
        />
      </div>
    </>
  );
}

/**
 * Where the street is: postal code (digits only, leading zeros kept) and what its look-up says,
 * colonia (the postal code's colonias offered as a list, anything else may be typed),
 * municipality, city and state (`defaultState` is the starting option).
 */
export function AreaFields({
  form,
  defaultState,
  postalCodeAnswer,
}: {
  form: AddressFormApi;
  defaultState: string;
  postalCodeAnswer: PostalCodeAnswer;
}) {
  const postalCode = form.register('postal_code');
  const coloniasId = useId();
  const colonias =
    postalCodeAnswer.status === 'found' && postalCodeAnswer.place.neighborhoods.length > 1
      ? postalCodeAnswer.place.neighborhoods
      : [];
  return (
    <>
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
        error={form.formState.errors.postal_code?.message ?? null}
        inputClassName="tabular-nums"
      />
      <PostalCodeStatus answer={postalCodeAnswer} />
      <TextField
        label={f.neighborhood}
        hint={colonias.length > 0 ? f.neighborhoodChoose : undefined}
        autoComplete="address-level3"
        maxLength={MAX.neighborhood}
        list={colonias.length > 0 ? coloniasId : undefined}
        {...textField(form, 'neighborhood')}
      />
      {colonias.length > 0 ? (
        <datalist id={coloniasId}>
          {colonias.map((colonia) => (
            <option key={colonia} value={colonia} />
          ))}
        </datalist>
      ) : null}
      <TextField
        label={f.municipality}
        autoComplete="address-level2"
        maxLength={MAX.municipality}
        {...textField(form, 'municipality')}
      />
      <TextField
        label={f.city}
        autoComplete="off"
        maxLength={MAX.city}
        {...textField(form, 'city')}
      />
      <SelectField
        label={f.state}
        autoComplete="address-level1"
        // Also given to React, so the starting option never depends on the form's ref alone
        // (under happy-dom the ref left an edited address's state blank).
        defaultValue={defaultState}
        {...textField(form, 'state')}
      >
        <option value="">{f.statePlaceholder}</option>
        {MEXICAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** What the postal code's look-up found, said politely to screen readers as it changes. */
function PostalCodeStatus({ answer }: { answer: PostalCodeAnswer }) {
  const text =
    answer.status === 'looking'
      ? esAddresses.addresses.postalCodeLooking
      : answer.status === 'unknown'
        ? esAddresses.addresses.postalCodeUnknown
        : answer.status === 'found'
          ? esAddresses.addresses.postalCodeFound(answer.place.municipality, answer.place.state)
          : '';
  return (
    <p role="status" className={text ? '-mt-2 text-sm text-dark/80' : 'sr-only'}>
      {text}
    </p>
  );
}

/** Who receives the order: their name and phone (in the "+52" mask, sent as E.164). */
export function ReceiverFields({ form }: { form: AddressFormApi }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-bold">{f.receiverTitle}</legend>
      <TextField
        label={f.receiverName}
        autoComplete="name"
        autoCapitalize="words"
        maxLength={MAX.receiver_name}
        {...textField(form, 'receiver_name')}
      />
      <Controller
        control={form.control}
        name="receiver_phone"
        render={({ field, fieldState }) => (
          <PhoneInputField
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            label={f.receiverPhone}
            hint={f.receiverPhoneHint}
            countryCode={E164_PREFIX}
            placeholder={esAccount.auth.phonePlaceholder}
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
  );
}
