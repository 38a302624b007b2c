import { POSTAL_CODE_PATTERN, type PostalCodePlace } from '@canasta/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { getPostalCodeQueryOptions } from '../api/get-postal-code';
import { getStateAtQueryOptions } from '../api/get-state-at';
import type { AddressFormApi } from './use-address-form';

const AREA_FIELDS = ['state', 'municipality', 'city', 'neighborhood'] as const;
type AreaField = (typeof AREA_FIELDS)[number];

export type PostalCodeAnswer =
  { status: 'none' | 'looking' | 'unknown' } | { status: 'found'; place: PostalCodePlace };

/**
 * Fills the area fields the shopper leaves blank: the state the pin is in, then what SEPOMEX's
 * catalogue says of the postal code typed (state, municipality, city, and the colonia when the
 * code has only one). What the shopper typed is never replaced; what this filled is, when a newer
 * answer (another postal code) says otherwise. Answers the postal code's look-up, whose colonias
 * the form offers.
 */
export function useAreaFill(
  form: AddressFormApi,
  {
    postalCodes,
    guessed = {},
  }: {
    /** Whether the shop has SEPOMEX's catalogue (the settings' `postal_codes`). */
    postalCodes: boolean;
    /** Fields the form started with from the geocoder: as much a guess as this hook's own. */
    guessed?: Partial<Record<string, string>> | undefined;
  },
): PostalCodeAnswer {
  const [pin] = useState(() => {
    const { lat, lng } = form.getValues();
    return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
  });
  const [stateKnown] = useState(() => Boolean(form.getValues('state')));
  const stateAtPin = useQuery({
    ...getStateAtQueryOptions(pin ?? { lat: 0, lng: 0 }),
    enabled: pin !== null && !stateKnown,
  });

  const typed = useWatch({ control: form.control, name: 'postal_code' }) ?? '';
  const cp = POSTAL_CODE_PATTERN.test(typed) ? typed : null;
  const postalCode = useQuery({
    ...getPostalCodeQueryOptions(cp ?? ''),
    enabled: postalCodes && cp !== null,
  });

  // What this hook put in each field: a field still holding it is not the shopper's.
  const filled = useRef<Map<AreaField, string> | null>(null);
  filled.current ??= new Map(
    AREA_FIELDS.flatMap((field) => {
      const value = guessed[field];
      return value ? [[field, value] as const] : [];
    }),
  );
  const fill = (field: AreaField, value: string) => {
    const current = form.getValues(field) ?? '';
    const guesses = filled.current ?? new Map<AreaField, string>();
    if (current !== '' && guesses.get(field) !== current) return;
    guesses.set(field, value);
    if (current === value) return;
    // Only a form already sent shows its messages as fields change.
    form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
  };
  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });

  const stateAnswer = stateAtPin.data;
  useEffect(() => {
    if (stateAnswer) fillRef.current('state', stateAnswer);
  }, [stateAnswer]);

  const place = cp !== null && postalCode.data?.postal_code === cp ? postalCode.data : null;
  useEffect(() => {
    if (!place) return;
    const fill = fillRef.current;
    const neighborhood = form.getValues('neighborhood') ?? '';
    fill('state', place.state);
    fill('municipality', place.municipality);
    if (place.city) fill('city', place.city);
    const [only, ...others] = place.neighborhoods;
    if (only && others.length === 0) fill('neighborhood', only);
    // A guessed colonia the code doesn't have is cleared, for the shopper to pick from the list.
    else if (!place.neighborhoods.includes(neighborhood)) fill('neighborhood', '');
  }, [place, form]);

  if (!postalCodes || cp === null) return { status: 'none' };
  if (place) return { status: 'found', place };
  if (postalCode.data === null) return { status: 'unknown' };
  // A failed look-up only loses the help: the shopper types the fields as before.
  return postalCode.isError ? { status: 'none' } : { status: 'looking' };
}
