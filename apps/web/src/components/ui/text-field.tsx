import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { FieldFrame, useFieldIds } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** Shown under the label, and read with the field. */
  hint?: string;
  /** Shown under the field, and read with it; marks the field invalid. */
  error?: string | null;
  /** Fixed text inside the field before what is typed (a country code). */
  prefix?: ReactNode;
  /** Extra classes for the input itself (the wrapper takes `className`). */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({
  label,
  hint,
  error,
  prefix,
  className,
  inputClassName,
  id,
  ref,
  'aria-describedby': context,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  // What the screen says about the field (its heading, when the field takes the focus on
  // arrival), then the field's own hint and error.
  const describedBy = [context, ids.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <div
        className={cn(
          'flex min-h-12 items-center rounded-2xl border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-dark',
          error ? 'border-negative' : 'border-dark/30',
          inputProps.readOnly && 'bg-surface',
        )}
      >
        {prefix ? (
          <span className="flex self-stretch items-center border-r border-dark/15 pr-3 pl-4 text-base font-semibold">
            {prefix}
          </span>
        ) : null}
        <input
          ref={ref}
          id={ids.fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'min-h-12 w-full min-w-0 flex-1 rounded-2xl bg-transparent px-4 text-base outline-none placeholder:text-dark/60',
            inputClassName,
          )}
          {...inputProps}
        />
      </div>
    </FieldFrame>
  );
}

/** A form's own failure (not tied to one field): a list when there are several reasons. */
export function FormError({
  title,
  messages,
  children,
}: {
  title?: string;
  messages: readonly string[];
  children?: ReactNode;
}) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-2xl bg-negative/10 p-3 text-sm font-medium text-negative"
    >
      {title ? <p>{title}</p> : null}
      {messages.length === 1 && !title ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="list-disc pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
