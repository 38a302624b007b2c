import { lineTotal, type SubstitutionPreference } from '@canasta/contract';
import { PackageOpenIcon, TrashIcon } from '../../../components/ui/icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { SubstitutionSelect } from '../../../features/cart/components/substitution-select';
import { WeightStepper } from '../../../features/cart/components/weight-stepper';
import { esCart } from '../../../i18n/es-cart';
import { esOrders } from '../../../i18n/es-orders';
import { useFormatMoney } from '../../../lib/money';
import type { EditLine } from './edit-lines';

const THUMB_SIZE = 56;

/**
 * One line of the order being changed, laid out as the cart's: picture, name, quantity (pieces,
 * or grams for a weight line), line total at the order's price, "Si falta:" and a remove button.
 */
export function EditLineRow({
  line,
  disabled,
  onQuantity,
  onRemove,
  onSubstitution,
}: {
  line: EditLine;
  disabled: boolean;
  onQuantity: (qty: number) => void;
  onRemove: () => void;
  onSubstitution: (substitution: SubstitutionPreference) => void;
}) {
  const format = useFormatMoney();
  const total = lineTotal({
    soldBy: line.sold_by,
    qty: line.qty,
    unitPriceCents: line.unit_price_cents,
  });
  return (
    <article className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-dark/5">
      <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-surface">
        {line.image_url ? (
          <img
            src={line.image_url}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-dark/40">
            <PackageOpenIcon className="size-6" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <h3 className="line-clamp-2 flex-1 text-sm leading-5 font-medium">{line.name}</h3>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={esOrders.orderEdit.remove(line.name)}
            className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-dark/70 hover:bg-dark/5 hover:text-dark disabled:opacity-50"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <div
          className={
            line.rules
              ? 'mt-1 flex items-start justify-between gap-2'
              : 'mt-1 flex items-center justify-between gap-2'
          }
        >
          {line.rules ? (
            <WeightStepper
              className="min-w-0 flex-1"
              name={line.name}
              rules={line.rules}
              value={line.qty}
              limit={line.max}
              busy={disabled}
              onChange={onQuantity}
            />
          ) : (
            <QuantityStepper
              value={line.qty}
              min={1}
              max={line.max}
              busy={disabled}
              label={esCart.cart.quantityOf(line.name)}
              decrementLabel={esCart.cart.decrease(line.name)}
              incrementLabel={esCart.cart.increase(line.name)}
              onChange={onQuantity}
            />
          )}
          <p className="text-base font-bold tabular-nums">
            <span className="sr-only">{`${esCart.cart.lineTotal}: `}</span>
            {format(total)}
          </p>
        </div>
        <SubstitutionSelect
          className="mt-1"
          name={line.name}
          value={line.substitution}
          disabled={disabled}
          onChange={onSubstitution}
        />
      </div>
    </article>
  );
}
