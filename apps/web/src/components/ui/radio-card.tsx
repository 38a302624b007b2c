import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface RadioCardProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'title'
> {
  title: ReactNode;
  description?: ReactNode;
  /** Shown at the start of the card (an icon). */
  icon?: ReactNode;
  /** Shown at the end of the card (a price, a badge). */
  aside?: ReactNode;
}

/**
 * A native radio button drawn as a card: the whole card is its label, arrow keys move between
 * the cards of one group, and the chosen one is outlined. Disabled cards stay readable.
 */
export function RadioCard({
  title,
  description,
  icon,
  aside,
  className,
  disabled,
  ...inputProps
}: RadioCardProps) {
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/15',
        'has-checked:ring-2 has-checked:ring-secondary has-checked:bg-primary-soft',
        'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark',
        disabled && 'cursor-not-allowed bg-surface text-dark/70',
        className,
      )}
    >
      <input
        type="radio"
        disabled={disabled}
        className="mt-0.5 size-6 shrink-0 accent-secondary-strong"
        {...inputProps}
      />
      {icon ? (
        <span aria-hidden="true" className="shrink-0 text-dark/80">
          {icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold">{title}</span>
        {description ? <span className="text-sm text-dark/75">{description}</span> : null}
      </span>
      {aside ? <span className="shrink-0 text-right text-sm font-semibold">{aside}</span> : null}
    </label>
  );
}
