import { type Cart, type CartItem, formatGrams } from '@canasta/contract';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { esCart } from '../../../i18n/es-cart';
import { useFormatMoney } from '../../../lib/money';
import { useLinePrice } from '../hooks/use-line-price';
import { PriceEditor } from './price-editor';

/**
 * A cart line's unit price: the store's, or a seller's or mentor's modified one with the list
 * price struck through. While the cart may modify prices (the line has a `price_range`), "Cambiar
 * precio" opens an inline editor and "Restablecer" goes back to the list price. A line the
 * server hasn't confirmed yet (negative id) waits for it before its price can change.
 */
export function LinePrice({
  storeId,
  cart,
  line,
}: {
  storeId: number;
  cart: Pick<Cart, 'modified_prices' | 'blocked'>;
  line: CartItem;
}) {
  const format = useFormatMoney();
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const changeButton = useRef<HTMLButtonElement>(null);
  const price = useLinePrice(storeId, cart, line);
  const name = line.purchaseable.product.name;
  const unit = line.purchaseable.product.unit;
  const modified = line.unit_price_cents !== line.list_unit_price_cents;
  const weight = line.purchaseable.sold_by === 'weight';
  // A weight line reads as its estimate: "aprox. 750 g · $41.25 ($55.00/kg)".
  const priceText = (cents: number) =>
    weight
      ? esCart.cart.weightLine(
          formatGrams(line.qty),
          format(line.line_total_cents),
          es.product.perKg(format(cents)),
        )
      : esCart.cart.unitPrice(format(cents), unit);
  const listPrice = weight
    ? es.product.perKg(format(line.list_unit_price_cents))
    : format(line.list_unit_price_cents);
  const range = line.id > 0 && !cart.blocked ? line.price_range : null;

  const close = (message?: string) => {
    setEditing(false);
    price.reset();
    if (message) setAnnouncement(message);
    // Back where the editor was opened from, so the keyboard doesn't fall to the page's top.
    requestAnimationFrame(() => changeButton.current?.focus());
  };

  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs text-dark/70">
        {modified ? (
          <>
            <span className="font-semibold text-dark">{priceText(line.unit_price_cents)}</span>{' '}
            <s>
              <span className="sr-only">{esCart.cart.prices.listPrice(listPrice)}</span>
              <span aria-hidden="true">{listPrice}</span>
            </s>
          </>
        ) : (
          priceText(line.unit_price_cents)
        )}
      </p>
      {range && editing ? (
        <PriceEditor
          name={name}
          perKg={weight}
          range={range}
          startCents={line.unit_price_cents}
          saving={price.saving}
          refusals={price.refusals}
          onCancel={() => {
            close();
          }}
          onSave={async (cents) => {
            await price.send(cents);
            close(esCart.cart.prices.saved(name, format(cents)));
          }}
        />
      ) : null}
      {range && !editing ? (
        <div className="flex flex-wrap gap-2">
          <Button
            ref={changeButton}
            variant="secondary"
            size="sm"
            aria-label={esCart.cart.prices.changeOf(name)}
            onClick={() => {
              setAnnouncement('');
              setEditing(true);
            }}
          >
            {esCart.cart.prices.change}
          </Button>
          {modified ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={esCart.cart.prices.resetOf(name)}
              aria-busy={price.saving || undefined}
              disabled={price.saving}
              onClick={() => {
                price
                  .send(null)
                  .then(() => {
                    close(esCart.cart.prices.restored(name));
                  })
                  .catch(() => {
                    // The refusal shows below, at the line.
                  });
              }}
            >
              {esCart.cart.prices.reset}
            </Button>
          ) : null}
        </div>
      ) : null}
      {!editing && price.refusals.length > 0 ? (
        <p role="alert" className="text-xs font-medium text-negative">
          {price.refusals.join(' ')}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
