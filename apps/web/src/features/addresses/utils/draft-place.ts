import type { GeocodedPlace } from '@canasta/contract';
import { PLACE_FIELDS, type DraftPlace } from '../stores/address-draft-store';

/** A geocoder's answer as the draft keeps it: only the fields it could tell. */
export function draftPlaceFrom(place: GeocodedPlace | null): DraftPlace {
  if (!place) return { description: null, fields: {} };
  const fields: DraftPlace['fields'] = {};
  for (const field of PLACE_FIELDS) {
    const value = place[field];
    if (value) fields[field] = value;
  }
  return { description: place.label, fields };
}
