import { ClientFieldsSchema, type CreateClientBody } from '@canasta/contract';
import { useRef, useState, type FormEvent } from 'react';
import { esClients } from '../../../i18n/es-clients';
import { formProblems, issueMessages } from '../../../lib/form-errors';
import { NATIONAL_DIGITS, toE164 } from '../../../lib/phone';
import {
  CLIENT_FORM_FIELDS,
  type ClientFormField,
  type ClientFormValues,
} from '../utils/client-form-values';

type FieldErrors = Partial<Record<ClientFormField, string>>;

/**
 * The register/edit form's state: checked with the contract's own rules (and the phone's 10
 * digits) before sending; one send at a time; the server's 422 beside its fields and the rest
 * flattened in `general` (spec §5); focus on the first field to fix.
 */
export function useClientForm({
  initial,
  onSubmit,
}: {
  initial: ClientFormValues;
  onSubmit: (body: CreateClientBody) => Promise<void>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const fields = useRef<Partial<Record<ClientFormField, HTMLElement | null>>>({});

  const change = (field: ClientFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirst = (found: FieldErrors) => {
    const first = CLIENT_FORM_FIELDS.find((field) => found[field] !== undefined);
    if (first) fields.current[first]?.focus();
  };

  const refuse = (found: FieldErrors, rest: string[] = []) => {
    setErrors(found);
    setGeneral(rest);
    focusFirst(found);
  };

  const check = (): CreateClientBody | null => {
    const phone = values.phone ? toE164(values.phone) : '';
    const parsed = ClientFieldsSchema.safeParse({ ...values, phone });
    const found: FieldErrors = parsed.success ? {} : issueMessages(parsed.error.issues);
    // The contract takes any common writing of a phone; the "+52" mask holds exactly 10 digits.
    if (
      found.phone === undefined &&
      values.phone.length > 0 &&
      values.phone.length < NATIONAL_DIGITS
    ) {
      found.phone = esClients.clients.fields.phoneShort;
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      refuse(found);
      return null;
    }
    return parsed.data;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second tap (or Enter) while the first is on its way sends nothing.
    if (sending.current) return;
    const body = check();
    if (!body) return;
    sending.current = true;
    setBusy(true);
    setGeneral([]);
    onSubmit(body)
      .catch((error: unknown) => {
        const problems = formProblems(error, CLIENT_FORM_FIELDS);
        refuse(problems.fields, problems.general);
      })
      .finally(() => {
        sending.current = false;
        setBusy(false);
      });
  };

  /** Registers a field's element, so focus can go to it. */
  const fieldRef = (field: ClientFormField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  return { values, errors, general, busy, change, submit, fieldRef };
}
