import type { AdminOrderLine, SubstituteOption } from '@canasta/contract';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { RadioCard } from '../../../../components/ui/radio-card';
import { TextField } from '../../../../components/ui/text-field';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { isApiError } from '../../../../lib/api-client';
import { useFormatMoney } from '../../../../lib/money';
import { SkeletonRows } from '../../../components/admin-query';
import { useSubstitutes } from '../api/get-substitutes';
import { type LineDraft, quantityText } from '../utils/picking-form';

const t = esAdminOrders.pick;

/** The quantity a substitute starts with: the ordered amount when it is sold the same way. */
function firstQty(line: AdminOrderLine, option: SubstituteOption): number {
  const wanted =
    option.sold_by === line.sold_by
      ? line.ordered_qty
      : option.sold_by === 'weight'
        ? (option.weight_step_g ?? 500)
        : 1;
  return Math.max(1, Math.min(wanted, option.stock));
}

/**
 * A missing line's substitute: none, or one of the products the server proposes (same category,
 * a similar price, in stock), with how much of it. The substitute already saved stays on the
 * list even when the search no longer returns it.
 */
export function SubstituteChoice({
  slug,
  number,
  line,
  draft,
  error,
  onChange,
}: {
  slug: string;
  number: string;
  line: AdminOrderLine;
  draft: LineDraft;
  error: string | undefined;
  onChange: (substitute: LineDraft['substitute']) => void;
}) {
  const money = useFormatMoney();
  const options = useSubstitutes(slug, number, line.id);
  const name = useId();
  const chosen = draft.substitute;
  const saved = line.substitute;
  const describe = (option: Pick<SubstituteOption, 'sold_by' | 'price_cents'>) =>
    option.sold_by === 'weight'
      ? esAdminOrders.order.perKg(money(option.price_cents))
      : money(option.price_cents);
  const soldByOf = (id: number) =>
    options.data?.find((option) => option.purchaseable_id === id)?.sold_by ??
    (saved?.purchaseable_id === id ? saved.sold_by : 'unit');
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t.substitute}</legend>
        <RadioCard
          name={name}
          checked={chosen === null}
          onChange={() => {
            onChange(null);
          }}
          title={t.noSubstitute}
          description={t.noSubstituteHint}
        />
        {saved &&
        !options.data?.some((option) => option.purchaseable_id === saved.purchaseable_id) ? (
          <RadioCard
            name={name}
            checked={chosen?.purchaseable_id === saved.purchaseable_id}
            onChange={() => {
              onChange({ purchaseable_id: saved.purchaseable_id, qty: String(saved.qty) });
            }}
            title={saved.name}
            description={t.current}
            aside={describe({ sold_by: saved.sold_by, price_cents: saved.unit_price_cents })}
          />
        ) : null}
        {options.status === 'pending' ? (
          <div role="status" aria-busy="true" className="flex flex-col gap-2">
            <span className="text-sm text-dark/75">{t.loadingOptions}</span>
            <SkeletonRows rows={2} />
          </div>
        ) : options.status === 'error' ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-negative">
              {isApiError(options.error) && options.error.isClientError
                ? options.error.message
                : t.optionsFailed}
            </span>
            <Button
              size="sm"
              variant="secondary"
              aria-busy={options.isRefetching || undefined}
              onClick={() => void options.refetch()}
            >
              {t.retry}
            </Button>
          </div>
        ) : options.data.length === 0 ? (
          <p className="text-sm text-dark/75">{t.noOptions}</p>
        ) : (
          options.data.map((option) => (
            <RadioCard
              key={option.purchaseable_id}
              name={name}
              checked={chosen?.purchaseable_id === option.purchaseable_id}
              onChange={() => {
                onChange({
                  purchaseable_id: option.purchaseable_id,
                  qty: String(firstQty(line, option)),
                });
              }}
              title={option.name}
              description={[option.unit, t.stock(quantityText(option.sold_by, option.stock))].join(
                ' · ',
              )}
              aside={describe(option)}
            />
          ))
        )}
      </fieldset>
      {chosen ? (
        <TextField
          label={soldByOf(chosen.purchaseable_id) === 'weight' ? t.qtyGrams : t.qtyPieces}
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-xs"
          value={chosen.qty}
          error={error}
          onChange={(event) => {
            onChange({ ...chosen, qty: event.target.value });
          }}
        />
      ) : error ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      ) : null}
    </div>
  );
}
