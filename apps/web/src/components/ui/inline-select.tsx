import { useId } from 'react';
import { cn } from '../../lib/cn';

export interface InlineSelectProps<Value extends string> {
  /** Shown before the picker ("Si falta:"). */
  label: string;
  /** Read after the label only: which thing the choice is for (a product's name). */
  labelDetail?: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (next: Value) => void;
  disabled?: boolean;
  busy?: boolean;
  className?: string;
}

/** A short label and the phone's own picker on one line (wrapping on narrow screens). */
export function InlineSelect<Value extends string>({
  label,
  labelDetail,
  value,
  options,
  onChange,
  disabled = false,
  busy = false,
  className,
}: InlineSelectProps<Value>) {
  const id = useId();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}>
      <label htmlFor={id} className="font-medium text-dark/80">
        {label}
        {labelDetail ? <span className="sr-only">{` ${labelDetail}`}</span> : null}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-busy={busy || undefined}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
        className="min-h-11 max-w-full min-w-0 flex-1 rounded-xl border border-dark/30 bg-white px-3 text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark disabled:opacity-60"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
