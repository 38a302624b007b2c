import {
  type AdminProduct,
  LOW_STOCK_BELOW,
  PRICE_MAX_CENTS,
  centsToPriceText,
  parsePriceText,
} from '@canasta/contract';
import { useState } from 'react';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { adminPaths } from '../../../lib/admin-paths';
import { type DataColumn, DataList } from '../../../components/data-list';
import { InlineField } from './inline-field';
import { ProductSwitch } from './product-switch';
import { ProductThumb } from './product-thumb';

const t = esAdminCatalogue.products;
const inline = esAdminCatalogue.inline;
const invalid = esAdminCatalogue.validation;

/** The product list: every row's price, stock, sold-out and visibility edited in place. */
export function ProductsList({
  slug,
  products,
  listId,
}: {
  slug: string;
  products: readonly AdminProduct[];
  listId: string;
}) {
  const columns: DataColumn<AdminProduct>[] = [
    {
      header: t.columns.product,
      primary: true,
      cell: (product) => <ProductName product={product} />,
    },
    {
      header: t.columns.price,
      align: 'end',
      cell: (product) => (
        <InlineField
          slug={slug}
          product={product}
          label={inline.priceLabel(product.name, product.sold_by === 'weight')}
          text={centsToPriceText(product.price_cents)}
          prefix="$"
          inputMode="decimal"
          size={8}
          read={(typed) => {
            const price = parsePriceText(typed, PRICE_MAX_CENTS);
            if (price.ok) return { changes: { price_cents: price.cents } };
            return {
              problem:
                price.problem === 'decimal_comma'
                  ? invalid.priceComma
                  : price.problem === 'too_high'
                    ? invalid.priceTooHigh
                    : invalid.price,
            };
          }}
        />
      ),
    },
    {
      header: t.columns.stock,
      align: 'end',
      cell: (product) => (
        <InlineField
          slug={slug}
          product={product}
          label={inline.stockLabel(product.name, product.sold_by === 'weight')}
          text={String(product.stock)}
          inputMode="numeric"
          size={5}
          read={(typed) =>
            /^\d{1,7}$/.test(typed.trim())
              ? { changes: { stock: Number(typed.trim()) } }
              : { problem: invalid.whole }
          }
        />
      ),
    },
    {
      header: t.columns.soldOut,
      align: 'end',
      cell: (product) => <SoldOutSwitch slug={slug} product={product} />,
    },
    {
      header: t.columns.visible,
      align: 'end',
      cell: (product) => (
        <ProductSwitch
          slug={slug}
          product={product}
          label={inline.visibleLabel(product.name)}
          checked={product.visible}
          changesFor={(visible) => ({ visible })}
        />
      ),
    },
  ];
  return (
    <div id={listId}>
      <DataList
        items={products}
        columns={columns}
        getKey={(product) => product.id}
        caption={t.caption}
        rowHref={(product) => adminPaths.store(slug, `productos/${product.id}`)}
        rowTone={(product) =>
          product.stock === 0
            ? 'negative'
            : product.stock < LOW_STOCK_BELOW || !product.visible
              ? 'warning'
              : null
        }
      />
    </div>
  );
}

function ProductName({ product }: { product: AdminProduct }) {
  const badges: string[] = [
    ...(product.visible ? [] : [t.hiddenBadge]),
    ...(product.stock === 0 ? [t.soldOutBadge] : []),
    ...(product.stock > 0 && product.stock < LOW_STOCK_BELOW ? [t.lowBadge] : []),
  ];
  return (
    <span className="flex items-center gap-3">
      <ProductThumb product={product} />
      <span className="flex min-w-0 flex-col">
        <span>{product.name}</span>
        <span className="text-xs font-normal text-dark/70">
          {product.sku ? t.sku(product.sku) : t.noSku}
          {badges.length > 0 ? ` · ${badges.join(' · ')}` : null}
        </span>
      </span>
    </span>
  );
}

/**
 * "Agotado": on sets the stock to 0; off puts back the stock it had when it was switched on
 * here, else asks for the new stock (the switch can't guess how many arrived).
 */
function SoldOutSwitch({ slug, product }: { slug: string; product: AdminProduct }) {
  const [before, setBefore] = useState<number | null>(null);
  return (
    <ProductSwitch
      slug={slug}
      product={product}
      label={inline.soldOutLabel(product.name)}
      checked={product.stock === 0}
      hint={inline.restockHint}
      changesFor={(soldOut) => {
        if (soldOut) {
          setBefore(product.stock);
          return { stock: 0 };
        }
        return before === null || before === 0 ? null : { stock: before };
      }}
    />
  );
}
