import {
  type Cart,
  type CartItem,
  type CartResponse,
  maxQtyFor,
  type SubstitutionPreference,
  weightRulesOf,
} from '@canasta/contract';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { PackageOpenIcon, TrashIcon } from '../../../components/ui/icons';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { es } from '../../../i18n/es';
import { esCart } from '../../../i18n/es-cart';
import { useFormatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { findLine } from '../api/cart-cache';
import { useCartActions } from '../hooks/use-cart-actions';
import { LinePrice } from './line-price';
import { QuantityLimit } from './quantity-limit';
import { SubstitutionSelect } from './substitution-select';
import { WeightStepper } from './weight-stepper';

const THUMB_SIZE = 64;

export interface CartLinesProps {
  storeId: number;
  storeSlug: string;
  /** The cart as shown (pending changes included). */
  cart: CartResponse;
  /** The server's cart: lines not in it yet wait before taking more taps. */
  serverCart: CartResponse | null | undefined;
}

/**
 * The cart's lines: picture, name, unit price (changed by a seller or mentor for a client where
 * allowed), quantity (pieces, or grams for a weight offer), line total, what to do if it is
 * missing ("Si falta:") and a remove button.
 */
export function CartLines({ storeId, storeSlug, cart, serverCart }: CartLinesProps) {
  const actions = useCartActions(storeId);
  return (
    <section aria-labelledby="cart-lines-title">
      <h2 id="cart-lines-title" className="sr-only">
        {esCart.cart.lines}
      </h2>
      <ul className="flex flex-col gap-3">
        {cart.cart.items.map((line) => (
          <li key={line.purchaseable.id}>
            <CartLine
              line={line}
              storeId={storeId}
              cart={cart.cart}
              storeSlug={storeSlug}
              confirmed={findLine(serverCart, line.purchaseable.id) !== undefined}
              onQuantity={(qty) => {
                actions.setQuantity(line.purchaseable, qty);
              }}
              onRemove={() => {
                actions.remove(line.purchaseable, line.qty);
              }}
              onSubstitution={(substitution) => {
                actions.setSubstitution(line.purchaseable, substitution);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CartLine({
  line,
  storeId,
  cart,
  storeSlug,
  confirmed,
  onQuantity,
  onRemove,
  onSubstitution,
}: {
  line: CartItem;
  storeId: number;
  cart: Cart;
  storeSlug: string;
  confirmed: boolean;
  onQuantity: (qty: number) => void;
  onRemove: () => void;
  onSubstitution: (substitution: SubstitutionPreference) => void;
}) {
  const format = useFormatMoney();
  const item = line.purchaseable;
  const { product } = item;
  const image = product.images[0];
  const available = item.available;
  const rules = weightRulesOf(item);
  return (
    <article className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-dark/5">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-surface">
        {image ? (
          <img
            src={image.thumb_url}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
            className={available ? 'size-full object-cover' : 'size-full object-cover opacity-60'}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-dark/40">
            <PackageOpenIcon className="size-6" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <h3 className="line-clamp-2 flex-1 text-sm leading-5 font-medium">
            <Link to={paths.product(storeSlug, product.slug)} className="hover:underline">
              {product.name}
            </Link>
          </h3>
          <button
            type="button"
            onClick={onRemove}
            aria-label={esCart.cart.remove(product.name)}
            className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-dark/70 hover:bg-dark/5 hover:text-dark"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <LinePrice storeId={storeId} cart={cart} line={line} />
        {available ? null : (
          <p className="flex flex-wrap items-center gap-2 text-xs text-dark/80">
            <Badge tone="dark">{es.product.soldOut}</Badge>
            {esCart.cart.unavailableLine}
          </p>
        )}
        <div
          className={
            rules
              ? 'mt-1 flex items-start justify-between gap-2'
              : 'mt-1 flex items-center justify-between gap-2'
          }
        >
          {available && rules ? (
            // Here the line has its own remove button, so "−" stops at the minimum weight.
            <WeightStepper
              className="min-w-0 flex-1"
              name={product.name}
              rules={rules}
              value={line.qty}
              limit={maxQtyFor(item)}
              busy={!confirmed}
              onChange={onQuantity}
            />
          ) : available ? (
            // Here the line has its own remove button, so "−" stops at 1.
            <QuantityStepper
              value={line.qty}
              min={1}
              max={maxQtyFor(item)}
              busy={!confirmed}
              label={esCart.cart.quantityOf(product.name)}
              decrementLabel={esCart.cart.decrease(product.name)}
              incrementLabel={esCart.cart.increase(product.name)}
              onChange={onQuantity}
            />
          ) : (
            <span />
          )}
          <p className="text-base font-bold tabular-nums">
            <span className="sr-only">{`${esCart.cart.lineTotal}: `}</span>
            {format(line.line_total_cents)}
          </p>
        </div>
        {available && !rules ? <QuantityLimit qty={line.qty} max={maxQtyFor(item)} /> : null}
        {available ? (
          <SubstitutionSelect
            className="mt-1"
            name={product.name}
            value={line.substitution}
            disabled={!confirmed || cart.blocked}
            onChange={onSubstitution}
          />
        ) : null}
      </div>
    </article>
  );
}
