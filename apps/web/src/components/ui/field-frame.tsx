import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FieldIds {
  fieldId: string;
  hintId: string;
  errorId: string;
  /** The `aria-describedby` of the control: its hint and error, when shown. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(
  id: string | undefined,
  hint: string | undefined,
  error: string | null | undefined,
): FieldIds {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return { fieldId, hintId, errorId, describedBy: describedBy || undefined };
}

/** A form control's label above, hint under the label, and error under the control. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: {
  ids: FieldIds;
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.fieldId} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className="text-sm text-dark/70">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.errorId} role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      ) : null}
    </div>
  );
}
