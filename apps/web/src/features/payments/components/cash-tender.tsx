import { cashTenderChoices, type DeliveryType } from '@canasta/contract';
import { useId } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { esCheckout } from '../../../i18n/es-checkout';
import { cn } from '../../../lib/cn';
import { useFormatMoney } from '../../../lib/money';
import { type Tender, type TenderChoice } from '../utils/cash-tender';

const chip = cn(
  'relative flex min-h-12 cursor-pointer items-center justify-center rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-dark/20',
  'has-checked:bg-dark has-checked:text-white has-checked:ring-dark',
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark',
  'has-disabled:cursor-not-allowed has-disabled:opacity-60',
);

/**
 * "¿Con cuánto pagas?" (decision 052) for the cash left to pay (`dueCents`): optional quick
 * choices — the exact amount, the next bills above it — or another amount in pesos, and the
 * change that brings, said as it changes. `tender` is the choice checked (its problem shown
 * under the amount typed in).
 */
export function CashTender({
  dueCents,
  value,
  tender,
  onChange,
  deliveryType,
  disabled,
}: {
  dueCents: number;
  value: TenderChoice;
  tender: Tender;
  onChange: (choice: TenderChoice) => void;
  deliveryType: DeliveryType;
  disabled?: boolean;
}) {
  const format = useFormatMoney();
  const hintId = useId();
  const bills = cashTenderChoices(dueCents);
  const option = (checked: boolean, next: TenderChoice) => ({
    type: 'radio' as const,
    name: 'cash-tendered',
    checked,
    disabled,
    className: 'sr-only',
    onChange: () => {
      onChange(next);
    },
  });
  const change = tender.cents === null ? null : tender.cents - dueCents;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-base font-bold">{esCheckout.cash.legend}</legend>
      <p id={hintId} className="-mt-2 text-sm text-dark/75">
        {deliveryType === 'pickup' ? esCheckout.cash.hintPickup : esCheckout.cash.hint}
      </p>
      <div className="flex flex-wrap gap-2">
        <label className={chip}>
          <input {...option(value.kind === 'exact', { kind: 'exact' })} />
          {esCheckout.cash.exact}
        </label>
        {bills.map((cents) => (
          <label key={cents} className={chip}>
            <input
              {...option(value.kind === 'bill' && value.cents === cents, { kind: 'bill', cents })}
            />
            {format(cents)}
          </label>
        ))}
        <label className={chip}>
          <input
            {...option(value.kind === 'other', {
              kind: 'other',
              text: value.kind === 'other' ? value.text : '',
            })}
          />
          {esCheckout.cash.other}
        </label>
      </div>
      {value.kind === 'other' ? (
        <TextField
          label={esCheckout.cash.otherLabel}
          prefix="$"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={value.text}
          disabled={disabled}
          error={value.text.trim() === '' ? null : tender.problem}
          onChange={(event) => {
            onChange({ kind: 'other', text: event.target.value });
          }}
        />
      ) : null}
      <p role="status" className="text-sm font-semibold empty:hidden">
        {change === null
          ? null
          : change === 0
            ? esCheckout.cash.noChange
            : deliveryType === 'pickup'
              ? esCheckout.cash.changePickup(format(change))
              : esCheckout.cash.change(format(change))}
      </p>
    </fieldset>
  );
}
