import type { PriceRange } from '@canasta/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { esCart } from '../../../i18n/es-cart';
import { useFormatMoney } from '../../../lib/money';
import { parsePesos, pesosText } from '../utils/price-input';

/**
 * The inline editor of a line's price: a money field in pesos with its allowed range ("Entre $A
 * y $B") as its hint, checked here first (a price, within the range) and then by the server,
 * whose refusals (`refusals`) show under the field. Escape or "Cancelar" close it unchanged.
 */
export function PriceEditor({
  name,
  perKg = false,
  range,
  startCents,
  saving,
  refusals,
  onSave,
  onCancel,
}: {
  name: string;
  /** A weight line's price is per kilogram (issue 25): the label says so. */
  perKg?: boolean;
  range: PriceRange;
  startCents: number;
  saving: boolean;
  refusals: readonly string[];
  onSave: (cents: number) => Promise<void>;
  onCancel: () => void;
}) {
  const format = useFormatMoney();
  const [text, setText] = useState(() => pesosText(startCents));
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const min = format(range.min_cents);
  const max = format(range.max_cents);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = () => {
    if (saving) return;
    const cents = parsePesos(text);
    const local =
      text.trim() === ''
        ? esCart.cart.prices.required
        : cents === null
          ? esCart.cart.prices.invalid
          : cents < range.min_cents || cents > range.max_cents
            ? esCart.cart.prices.outOfRange(min, max)
            : null;
    setProblem(local);
    if (local !== null || cents === null) {
      input.current?.focus();
      return;
    }
    onSave(cents).catch(() => {
      // The server's refusal arrives through `refusals`; the field keeps what was typed.
      input.current?.focus();
    });
  };

  const error = problem ?? (refusals.length > 0 ? refusals.join(' ') : null);
  return (
    <form
      noValidate
      aria-label={esCart.cart.prices.changeOf(name)}
      className="flex flex-col gap-2 rounded-2xl bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <TextField
        ref={input}
        label={perKg ? esCart.cart.prices.labelPerKg(name) : esCart.cart.prices.label(name)}
        hint={esCart.cart.prices.range(min, max)}
        error={error}
        prefix="$"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          aria-busy={saving || undefined}
          aria-disabled={saving || undefined}
        >
          {saving ? esCart.cart.prices.saving : esCart.cart.prices.save}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {esCart.cart.prices.cancel}
        </Button>
      </div>
    </form>
  );
}
