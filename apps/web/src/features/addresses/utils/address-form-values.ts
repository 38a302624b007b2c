import type { Address, CreateAddressBodySchema } from '@canasta/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { PLACE_FIELDS, type DraftPlace, type DraftValues } from '../stores/address-draft-store';
import type { LatLng } from './geo';

/** What the form holds, as the contract's schema takes it in (the pin included). */
export type AddressFormInput = z.input<typeof CreateAddressBodySchema>;

/** The fields the form shows, in order: the server's errors for them go beside them. */
export const ADDRESS_FORM_FIELDS = [
  'label',
  'street',
  'exterior_number',
  'internal_number',
  'postal_code',
  'neighborhood',
  'municipality',
  'city',
  'state',
  'between_streets',
  'references',
  'receiver_name',
  'receiver_phone',
  'is_default',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

const TEXT_FIELDS = ADDRESS_FORM_FIELDS.filter(
  (field): field is Exclude<AddressFormField, 'is_default'> => field !== 'is_default',
);

/** Who receives, from the signed-in user: their name and phone (E.164). */
export interface Receiver {
  name: string;
  phone: string;
}

/**
 * The form's starting values: what was typed before (the draft), else the address being edited,
 * else a blank address received by the signed-in user; then what the geocoder knows of the pin
 * fills the fields still blank. The pin always comes from the map step.
 */
export function initialFormValues({
  pin,
  draft,
  place = null,
  address,
  receiver,
}: {
  pin: LatLng;
  draft: DraftValues | null;
  place?: DraftPlace | null;
  address: Address | null;
  receiver: Receiver;
}): DefaultValues<AddressFormInput> {
  const base: Record<string, string | boolean | undefined> = address
    ? {
        label: address.label ?? '',
        street: address.street,
        exterior_number: address.exterior_number,
        internal_number: address.internal_number ?? '',
        neighborhood: address.neighborhood,
        postal_code: address.postal_code,
        municipality: address.municipality,
        city: address.city ?? '',
        state: address.state,
        between_streets: address.between_streets ?? '',
        references: address.references ?? '',
        receiver_name: address.receiver_name,
        receiver_phone: address.receiver_phone,
        is_default: false,
      }
    : {
        ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])),
        receiver_name: receiver.name,
        receiver_phone: receiver.phone,
        is_default: false,
      };
  for (const field of ADDRESS_FORM_FIELDS) {
    const saved = draft?.[field];
    const wanted = field === 'is_default' ? 'boolean' : 'string';
    if ((typeof saved === 'string' || typeof saved === 'boolean') && typeof saved === wanted) {
      base[field] = saved;
    }
  }
  for (const field of PLACE_FIELDS) {
    const found = place?.fields[field];
    if (found && !base[field]) base[field] = found;
  }
  return { ...base, lat: pin.lat, lng: pin.lng };
}

/** The typed values worth keeping in the draft (the pin lives there on its own). */
export function draftValuesOf(values: Partial<Record<string, unknown>>): DraftValues {
  const kept: DraftValues = {};
  for (const field of ADDRESS_FORM_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' || typeof value === 'boolean') kept[field] = value;
  }
  return kept;
}
