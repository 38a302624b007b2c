import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, useFieldIds } from './field-frame';

/** DESIGN §3: textareas default to 6 rows. */
export const TEXTAREA_ROWS = 6;

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its hint and error tied to it for assistive technology. */
export function TextareaField({
  label,
  hint,
  error,
  className,
  id,
  ref,
  rows = TEXTAREA_ROWS,
  ...textareaProps
}: TextareaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <textarea
        ref={ref}
        id={ids.fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          'w-full rounded-2xl border bg-white px-4 py-3 text-base placeholder:text-dark/60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark',
          error ? 'border-negative' : 'border-dark/30',
        )}
        {...textareaProps}
      />
    </FieldFrame>
  );
}
