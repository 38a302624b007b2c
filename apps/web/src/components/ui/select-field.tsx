import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, useFieldIds } from './field-frame';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  /** Shown under the field, and read with it; marks the field invalid. */
  error?: string | null;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker), its hint and error tied to it. */
export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  ref,
  children,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <select
        ref={ref}
        id={ids.fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          'min-h-12 w-full rounded-2xl border bg-white px-4 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark',
          error ? 'border-negative' : 'border-dark/30',
        )}
        {...selectProps}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
