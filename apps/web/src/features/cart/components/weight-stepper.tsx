import {
  formatGrams,
  gramsParts,
  weightPresets,
  weightProblem,
  type WeightRules,
} from '@canasta/contract';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { esCart } from '../../../i18n/es-cart';
import { cn } from '../../../lib/cn';
import { weightSteps } from '../utils/weight';

export interface WeightStepperProps {
  name: string;
  rules: WeightRules;
  /** Grams in the cart. */
  value: number;
  /** The most the line may weigh now (see `weightLimit`). */
  limit: number;
  onChange: (grams: number) => void;
  /** "−" at the minimum takes the line away (sets 0) instead of stopping there. */
  removesAtMin?: boolean;
  busy?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * "− 750 g +" for an offer sold by weight (issue 25): each step is the offer's `weight_step_g`,
 * within its minimum, maximum and stock, with the quick choices (250 g, 500 g, 1 kg) the rules
 * allow as buttons, and, under them, why "+" stopped or what is wrong with the weight held.
 */
export function WeightStepper({
  name,
  rules,
  value,
  limit,
  onChange,
  removesAtMin = false,
  busy = false,
  size = 'sm',
  className,
}: WeightStepperProps) {
  const floor = removesAtMin ? 0 : rules.min_weight_g;
  const { down, up } = weightSteps(rules, value, floor);
  const step = formatGrams(rules.weight_step_g);
  const presets = weightPresets(rules, limit);
  const problem = weightProblem(rules, value);
  const note =
    problem ??
    (value >= limit
      ? limit === 0
        ? esCart.cart.weight.noneLeft
        : esCart.cart.weight.maxWeight(formatGrams(limit))
      : null);
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <QuantityStepper
        size={size}
        value={value}
        display={formatGrams(value)}
        parts={gramsParts(value)}
        down={down}
        up={up}
        min={floor}
        max={limit}
        removesAtMin={removesAtMin}
        busy={busy}
        label={esCart.cart.weight.quantityOf(name)}
        decrementLabel={esCart.cart.weight.decrease(name, step)}
        incrementLabel={esCart.cart.weight.increase(name, step)}
        onChange={onChange}
      />
      {presets.length > 0 ? (
        <div
          role="group"
          aria-label={esCart.cart.weight.presets(name)}
          className="flex flex-wrap gap-1"
        >
          {presets.map((grams) => (
            <button
              key={grams}
              type="button"
              aria-label={esCart.cart.weight.preset(formatGrams(grams), name)}
              aria-pressed={value === grams}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy && value !== grams) onChange(grams);
              }}
              className={cn(
                'min-h-11 min-w-11 flex-1 rounded-full bg-white px-2 text-xs font-semibold whitespace-nowrap ring-1 ring-dark/15',
                'hover:bg-primary-soft aria-pressed:bg-secondary-strong aria-pressed:text-white',
                'aria-disabled:cursor-progress aria-disabled:opacity-60',
              )}
            >
              {formatGrams(grams)}
            </button>
          ))}
        </div>
      ) : null}
      {note ? (
        <p className={cn('text-xs', problem ? 'font-medium text-negative' : 'text-dark/75')}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
