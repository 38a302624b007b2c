import { type CartCoupon, COUPON_CODE_MAX_LENGTH } from '@canasta/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TagIcon } from '../../../components/ui/icons';
import { es } from '../../../i18n/es';
import { esCart } from '../../../i18n/es-cart';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormatMoney } from '../../../lib/money';
import { useApplyCoupon } from '../api/apply-coupon';
import { useRemoveCoupon } from '../api/remove-coupon';

/** The coupon field, or the coupon on the cart with its saving or why it doesn't apply now. */
export function CouponForm({ storeId, coupon }: { storeId: number; coupon: CartCoupon | null }) {
  return (
    <section aria-labelledby="coupon-title" className="flex flex-col gap-2">
      <h2 id="coupon-title" className="text-lg font-bold">
        {esCart.cart.coupon.title}
      </h2>
      {coupon ? (
        <CouponOnCart storeId={storeId} coupon={coupon} />
      ) : (
        <CouponField storeId={storeId} />
      )}
    </section>
  );
}

function CouponField({ storeId }: { storeId: number }) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const apply = useApplyCoupon(storeId);
  const inputId = useId();
  const errorId = useId();
  const serverError = apply.error
    ? isApiError(apply.error)
      ? (apply.error.fieldMessages('coupon')[0] ?? apply.error.displayMessage)
      : es.errors.unexpected
    : null;
  const error = localError ?? serverError;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setLocalError(esCart.cart.coupon.required);
      return;
    }
    setLocalError(null);
    apply.mutate(trimmed, {
      onSuccess: () => {
        setCode('');
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {esCart.cart.coupon.label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setLocalError(null);
            if (apply.isError) apply.reset();
          }}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder={esCart.cart.coupon.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'min-h-12 min-w-0 flex-1 rounded-full border bg-white px-4 text-base uppercase',
            'placeholder:text-dark/60 placeholder:normal-case',
            error ? 'border-negative' : 'border-dark/20',
          )}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={apply.isPending}
          aria-busy={apply.isPending}
        >
          {apply.isPending ? esCart.cart.coupon.applying : esCart.cart.coupon.apply}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="px-2 text-sm text-negative">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CouponOnCart({ storeId, coupon }: { storeId: number; coupon: CartCoupon }) {
  const format = useFormatMoney();
  const remove = useRemoveCoupon(storeId);
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-2xl p-3 ring-1',
        coupon.applied ? 'bg-primary-soft ring-primary-strong/40' : 'bg-warning/20 ring-warning',
      )}
    >
      <TagIcon className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-sm font-semibold break-words">
          {coupon.applied
            ? esCart.cart.coupon.applied(coupon.code)
            : esCart.cart.coupon.notApplied(coupon.code)}
        </p>
        {coupon.applied ? (
          <p className="text-sm">{esCart.cart.coupon.saving(format(coupon.discount_cents))}</p>
        ) : coupon.message ? (
          <p role="status" className="text-sm">
            {coupon.message}
          </p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="-my-1 shrink-0"
        aria-label={esCart.cart.coupon.remove(coupon.code)}
        disabled={remove.isPending}
        onClick={() => {
          remove.mutate(coupon.code);
        }}
      >
        {esCart.cart.coupon.removeShort}
      </Button>
    </div>
  );
}
