import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

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
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-dark/70">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'w-full rounded-2xl border bg-white px-4 py-3 text-base placeholder:text-dark/60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark',
          error ? 'border-negative' : 'border-dark/30',
        )}
        {...textareaProps}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      ) : null}
    </div>
  );
}
