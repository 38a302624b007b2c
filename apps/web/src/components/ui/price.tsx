import { discountPercent } from '@canasta/contract';
import { es } from '../../i18n/es';
import { cn } from '../../lib/cn';
import { useFormatMoney } from '../../lib/money';
import { Badge } from './badge';

export interface PriceProps {
  cents: number;
  /** The former price; shown struck through only when it is higher than `cents`. */
  compareAtCents?: number | null;
  /** Adds a "-N%" badge beside a real discount. */
  showDiscount?: boolean;
  size?: 'md' | 'lg';
  /** What the price is for, after it: shown short ("/kg"), read in words ("por kilogramo"). */
  per?: { short: string; label: string };
  className?: string;
}

export function Price({
  cents,
  compareAtCents = null,
  showDiscount = false,
  size = 'md',
  per,
  className,
}: PriceProps) {
  const format = useFormatMoney();
  const percent = discountPercent(cents, compareAtCents);
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={cn('font-bold text-dark', size === 'lg' ? 'text-2xl' : 'text-base')}>
        <span className="sr-only">{`${es.product.price}: `}</span>
        {format(cents)}
        {per ? (
          <>
            <span aria-hidden="true" className="font-semibold">
              {per.short}
            </span>
            <span className="sr-only">{` ${per.label}`}</span>
          </>
        ) : null}
      </span>
      {percent !== null && compareAtCents !== null ? (
        <>
          <s className={cn('text-dark/70', size === 'lg' ? 'text-base' : 'text-xs')}>
            <span className="sr-only">{`${es.product.compareAtPrice}: `}</span>
            {format(compareAtCents)}
          </s>
          {showDiscount ? (
            <Badge tone="negative" className="self-center">
              <span aria-hidden="true">{es.product.discount(percent)}</span>
              <span className="sr-only">{es.product.discountLabel(percent)}</span>
            </Badge>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
