import {
  SUBSTITUTION_SHORT_LABELS,
  SUBSTITUTION_PREFERENCES,
  type SubstitutionPreference,
} from '@canasta/contract';
import { InlineSelect } from '../../../components/ui/inline-select';
import { esCart } from '../../../i18n/es-cart';

const OPTIONS = SUBSTITUTION_PREFERENCES.map((value) => ({
  value,
  label: SUBSTITUTION_SHORT_LABELS[value],
}));

/**
 * "Si falta: [Cambiar por uno parecido ▾]": what the store does if a cart line's product is
 * missing at the shelf (issue 25). Its name says which product.
 */
export function SubstitutionSelect({
  name,
  value,
  onChange,
  disabled = false,
  className,
}: {
  name: string;
  value: SubstitutionPreference;
  onChange: (next: SubstitutionPreference) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <InlineSelect
      className={className}
      label={esCart.cart.substitution.label}
      labelDetail={name}
      value={value}
      options={OPTIONS}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
