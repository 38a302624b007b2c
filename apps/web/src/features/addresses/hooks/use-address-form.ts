import { zodResolver } from '@hookform/resolvers/zod';
import { CreateAddressBodySchema, type CreateAddressBody } from '@canasta/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { formProblems } from '../../../lib/form-errors';
import type { DraftValues } from '../stores/address-draft-store';
import {
  ADDRESS_FORM_FIELDS,
  draftValuesOf,
  type AddressFormField,
  type AddressFormInput,
} from '../utils/address-form-values';

export type AddressFormApi = UseFormReturn<AddressFormInput, unknown, CreateAddressBody>;

/** A text-like field's registration and its message (the contract's or the server's). */
export function textField(form: AddressFormApi, field: Exclude<AddressFormField, 'is_default'>) {
  return { ...form.register(field), error: form.formState.errors[field]?.message ?? null };
}

/**
 * The address form's state: checked with the contract's own schema; every change heard (so what
 * was typed survives a trip to the map); one send at a time; the server's 422 beside its fields
 * and the rest in `general`; focus on the first field to fix in the form's order.
 */
export function useAddressForm({
  defaultValues,
  onSubmit,
  onValuesChange,
}: {
  defaultValues: DefaultValues<AddressFormInput>;
  onSubmit: (body: CreateAddressBody) => Promise<void>;
  onValuesChange?: ((values: DraftValues) => void) | undefined;
}) {
  const form: AddressFormApi = useForm<AddressFormInput, unknown, CreateAddressBody>({
    resolver: zodResolver(CreateAddressBodySchema),
    defaultValues,
    // Focus goes to the first field to fix in the form's order (see `focusFirstError`).
    shouldFocusError: false,
  });
  const { handleSubmit, setError, setFocus, subscribe } = form;
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

  const submit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(save, focusFirstError)(event);
  return { form, general, submit, busy: form.formState.isSubmitting };
}
