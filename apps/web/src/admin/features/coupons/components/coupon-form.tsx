import type { AdminCoupon, CouponKind } from '@canasta/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormError, TextField } from '../../../../components/ui/text-field';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { cn } from '../../../../lib/cn';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useSaveCoupon } from '../api/save-coupon';
import { type CouponFields, EMPTY_COUPON, fieldsOf, toBody } from '../utils/coupon-fields';

const copy = esAdminSetup.coupons;
const common = esAdminSetup.common;
const FIELDS = [
  'code',
  'description',
  'kind',
  'value',
  'min_subtotal_cents',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_user',
  'active',
] as const;

export interface CouponFormProps {
  slug: string;
  /** The coupon to change, or null for a new one. */
  coupon: AdminCoupon | null;
  /** The store's time zone: the days typed are the store's days. */
  timeZone: string;
  onDone: () => void;
}

/** A coupon's code, discount, minimum, dates and limits. */
export function CouponForm({ slug, coupon, timeZone, onDone }: CouponFormProps) {
  const save = useSaveCoupon(slug);
  const [fields, setFields] = useState<CouponFields>(() =>
    coupon ? fieldsOf(coupon, timeZone) : EMPTY_COUPON,
  );
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const set = <K extends keyof CouponFields>(key: K, value: CouponFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = toBody(fields, timeZone);
    if ('errors' in result) {
      setProblems({ fields: result.errors, general: [] });
      return;
    }
    setProblems(NO_PROBLEMS);
    save.mutate(
      { id: coupon?.id ?? null, body: result.body },
      {
        onSuccess: (saved) => {
          notify.success(coupon ? copy.saved(saved.code) : copy.created(saved.code));
          onDone();
        },
        onError: (error) => setProblems(formProblems(error, FIELDS)),
      },
    );
  };

  const error = (field: (typeof FIELDS)[number]) => problems.fields[field];
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-dark/10 bg-white p-4"
    >
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {coupon ? copy.editTitle(coupon.code) : copy.newTitle}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={copy.code}
          hint={copy.codeHint}
          placeholder={copy.codePlaceholder}
          maxLength={30}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={fields.code}
          onChange={(event) => set('code', event.target.value.toUpperCase())}
          error={error('code')}
          inputClassName="uppercase"
        />
        <TextField
          label={copy.descriptionLabel}
          placeholder={copy.descriptionPlaceholder}
          maxLength={200}
          value={fields.description}
          onChange={(event) => set('description', event.target.value)}
          error={error('description')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{copy.kind}</legend>
        <div className="flex flex-wrap gap-2">
          {(['percent', 'fixed'] as const).map((kind: CouponKind) => (
            <label
              key={kind}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-dark',
                fields.kind === kind ? 'border-dark bg-dark text-white' : 'border-dark/20 bg-white',
              )}
            >
              <input
                type="radio"
                name="coupon-kind"
                value={kind}
                checked={fields.kind === kind}
                onChange={() => set('kind', kind)}
                className="sr-only"
              />
              {copy.kinds[kind]}
            </label>
          ))}
        </div>
        {error('kind') ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {error('kind')}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.kind === 'percent' ? (
          <TextField
            key="percent"
            label={copy.percentValue}
            hint={copy.percentHint}
            inputMode="numeric"
            value={fields.value}
            onChange={(event) => set('value', event.target.value)}
            error={error('value')}
          />
        ) : (
          <TextField
            key="fixed"
            label={copy.fixedValue}
            hint={common.pesosHint}
            inputMode="decimal"
            prefix="$"
            value={fields.value}
            onChange={(event) => set('value', event.target.value)}
            error={error('value')}
          />
        )}
        <TextField
          label={copy.minSubtotal}
          hint={common.optional}
          inputMode="decimal"
          prefix="$"
          value={fields.minSubtotal}
          onChange={(event) => set('minSubtotal', event.target.value)}
          error={error('min_subtotal_cents')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{copy.columns.validity}</legend>
        <p className="text-sm text-dark/75">{copy.datesHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={copy.startsOn}
            type="date"
            value={fields.startsOn}
            onChange={(event) => set('startsOn', event.target.value)}
            error={error('starts_at')}
          />
          <TextField
            label={copy.endsOn}
            type="date"
            min={fields.startsOn || undefined}
            value={fields.endsOn}
            onChange={(event) => set('endsOn', event.target.value)}
            error={error('ends_at')}
          />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={copy.maxUses}
          hint={copy.limitHint}
          inputMode="numeric"
          value={fields.maxUses}
          onChange={(event) => set('maxUses', event.target.value)}
          error={error('max_uses')}
        />
        <TextField
          label={copy.maxUsesPerUser}
          hint={copy.limitHint}
          inputMode="numeric"
          value={fields.maxUsesPerUser}
          onChange={(event) => set('maxUsesPerUser', event.target.value)}
          error={error('max_uses_per_user')}
        />
      </div>
      {coupon ? (
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            checked={fields.active}
            onChange={(event) => set('active', event.target.checked)}
            aria-describedby={`${titleId}-active`}
            className="mt-1 size-5 accent-secondary-strong"
          />
          <span className="flex flex-col">
            <span className="font-semibold">{copy.active}</span>
            <span id={`${titleId}-active`} className="text-sm text-dark/75">
              {copy.activeHint}
            </span>
          </span>
        </label>
      ) : null}
      <FormError messages={problems.general} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {common.cancel}
        </Button>
        <Button
          type="submit"
          aria-disabled={save.isPending || undefined}
          aria-busy={save.isPending}
        >
          {save.isPending ? common.saving : common.save}
        </Button>
      </div>
    </form>
  );
}
