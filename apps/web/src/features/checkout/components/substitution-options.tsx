import {
  SUBSTITUTION_LABELS,
  SUBSTITUTION_PREFERENCES,
  type SubstitutionPreference,
} from '@canasta/contract';
import { useId } from 'react';
import { RadioCard } from '../../../components/ui/radio-card';
import { esCheckout } from '../../../i18n/es-checkout';

/**
 * The order's substitution preference (issue 25): what the store does when a product is missing
 * at the shelf, for every line that has no choice of its own. Remembered for the next order.
 */
export function SubstitutionOptions({
  value,
  onChange,
  disabled = false,
}: {
  value: SubstitutionPreference;
  onChange: (next: SubstitutionPreference) => void;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-lg font-bold">{esCheckout.checkout.substitutionTitle}</legend>
      <p id={hintId} className="text-sm text-dark/75">
        {esCheckout.checkout.substitutionHint}
      </p>
      {SUBSTITUTION_PREFERENCES.map((choice) => (
        <RadioCard
          key={choice}
          name="substitution-default"
          value={choice}
          checked={value === choice}
          disabled={disabled}
          onChange={() => {
            onChange(choice);
          }}
          title={SUBSTITUTION_LABELS[choice]}
        />
      ))}
    </fieldset>
  );
}
