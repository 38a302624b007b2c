import { cn } from '../../lib/cn';
import { MinusIcon, PlusIcon, TrashIcon } from './icons';

export interface QuantityStepperProps {
  value: number;
  /** Called with the next value; the stepper itself holds no state. */
  onChange: (next: number) => void;
  /** Names the group, e.g. "Cantidad de Manzana". */
  label: string;
  decrementLabel: string;
  incrementLabel: string;
  /** The "−" stops here (default 0). */
  min?: number;
  /** The "+" stops here. */
  max?: number;
  /** What "−" and "+" set (default one less and one more): a weight steps by its grams. */
  down?: number;
  up?: number;
  /** The value as read (default the number itself), e.g. "750 g". */
  display?: string;
  /**
   * The value's number and unit apart ("750", "g"): the small stepper sets the unit under the
   * number, as a product card leaves 32 px between its two 44 px buttons, less than "750 g"
   * takes on one line.
   */
  parts?: { amount: string; unit: string };
  /** At `min + 1` the "−" shows a bin: the next step takes the thing away. */
  removesAtMin?: boolean;
  /**
   * Taps are ignored (the value isn't settled yet). The buttons stay focusable, unlike
   * `disabled`, so keyboard focus isn't lost.
   */
  busy?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

const sizes = {
  sm: { button: 'size-11', icon: 'size-4', value: 'min-w-8 text-sm' },
  md: { button: 'size-12', icon: 'size-5', value: 'min-w-10 text-lg' },
};

/** "− 2 +": a quantity changed one step at a time. */
export function QuantityStepper({
  value,
  onChange,
  label,
  decrementLabel,
  incrementLabel,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  down = value - 1,
  up = value + 1,
  display = String(value),
  parts,
  removesAtMin = false,
  busy = false,
  size = 'sm',
  className,
}: QuantityStepperProps) {
  const style = sizes[size];
  const canDecrement = value > min;
  const canIncrement = up > value && up <= max;
  const button = cn(
    'flex shrink-0 items-center justify-center rounded-full bg-white text-dark ring-1 ring-dark/15',
    'hover:bg-primary-soft disabled:cursor-not-allowed disabled:opacity-50',
    'aria-disabled:cursor-progress aria-disabled:opacity-60',
    style.button,
  );
  const step = (next: number) => () => {
    if (!busy) onChange(next);
  };
  const Decrement = removesAtMin && canDecrement && down <= min ? TrashIcon : MinusIcon;
  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={busy || undefined}
      className={cn(
        'flex items-center justify-between gap-1 rounded-full bg-primary-soft',
        className,
      )}
    >
      <button
        type="button"
        className={button}
        aria-label={decrementLabel}
        aria-disabled={busy || undefined}
        disabled={!canDecrement}
        onClick={step(Math.max(min, down))}
      >
        <Decrement className={style.icon} />
      </button>
      <span
        aria-live="polite"
        className={cn('text-center leading-tight font-bold tabular-nums', style.value)}
      >
        {parts && size === 'sm' ? (
          <>
            <span className="sr-only">{display}</span>
            <span aria-hidden="true" className="flex flex-col items-center leading-none">
              {/* "1.125" (kg) is the longest a weight gets: a size smaller keeps it in 32 px. */}
              <span className={parts.amount.length > 4 ? 'text-xs' : undefined}>
                {parts.amount}
              </span>
              <span className="text-[0.6875rem] font-semibold">{parts.unit}</span>
            </span>
          </>
        ) : (
          display
        )}
      </span>
      <button
        type="button"
        className={button}
        aria-label={incrementLabel}
        aria-disabled={busy || undefined}
        disabled={!canIncrement}
        onClick={step(up)}
      >
        <PlusIcon className={style.icon} />
      </button>
    </div>
  );
}
