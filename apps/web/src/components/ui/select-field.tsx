import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

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
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-dark/70">
          {hint}
        </p>
      ) : null}
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'min-h-12 w-full rounded-2xl border bg-white px-4 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark',
          error ? 'border-negative' : 'border-dark/30',
        )}
        {...selectProps}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      ) : null}
    </div>
  );
}
