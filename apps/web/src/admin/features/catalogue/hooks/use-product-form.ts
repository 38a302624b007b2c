import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { formProblems } from '../../../../lib/form-errors';
import {
  PRODUCT_FORM_FIELDS,
  ProductFormSchema,
  type ProductFormInput,
  type ProductFormOutput,
} from '../utils/product-form';

export type ProductFormApi = UseFormReturn<ProductFormInput, unknown, ProductFormOutput>;

/**
 * The product form's state: checked with the contract's own rules; one send at a time (a double
 * tap sends once); the server's 422 beside its fields and the rest above the button; focus on
 * the first field to fix, in the form's order.
 */
export function useProductForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues: ProductFormInput;
  onSubmit: (values: ProductFormOutput) => Promise<void>;
}) {
  const form: ProductFormApi = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(ProductFormSchema),
    defaultValues,
    shouldFocusError: false,
  });
  const { handleSubmit, setError, setFocus } = form;
  const [general, setGeneral] = useState<string[]>([]);
  const sending = useRef(false);

  const focusFirstError = (errors: Partial<Record<string, unknown>>) => {
    const first = PRODUCT_FORM_FIELDS.find((field) => errors[field] !== undefined);
    if (first) setFocus(first);
  };

  const save = async (values: ProductFormOutput) => {
    if (sending.current) return;
    sending.current = true;
    setGeneral([]);
    try {
      await onSubmit(values);
    } catch (error) {
      const problems = formProblems(error, PRODUCT_FORM_FIELDS);
      for (const field of PRODUCT_FORM_FIELDS) {
        const message = problems.fields[field];
        if (message) setError(field, { type: 'server', message });
      }
      focusFirstError(problems.fields);
      setGeneral(problems.general);
    } finally {
      sending.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(save, focusFirstError)(event);
  return { form, general, submit, busy: form.formState.isSubmitting };
}
