import type { Client } from '@canasta/contract';
import { COUNTRY_CALLING_CODE, nationalDigits } from '../../../lib/phone';

/** The register/edit form's fields in their order on screen (errors focus the first). */
export const CLIENT_FORM_FIELDS = ['name', 'phone', 'email', 'notes'] as const;
export type ClientFormField = (typeof CLIENT_FORM_FIELDS)[number];

/** What the form holds: text as typed, the phone as its 10 national digits. */
export type ClientFormValues = Record<ClientFormField, string>;

const E164_PREFIX = `+${COUNTRY_CALLING_CODE}`;

/** A client's stored values (E.164 phone → national digits), or a blank form. */
export function clientFormValues(client: Client | null): ClientFormValues {
  if (!client) return { name: '', phone: '', email: '', notes: '' };
  return {
    name: client.name,
    phone: client.phone.startsWith(E164_PREFIX)
      ? client.phone.slice(E164_PREFIX.length)
      : nationalDigits(client.phone),
    email: client.email ?? '',
    notes: client.notes ?? '',
  };
}
