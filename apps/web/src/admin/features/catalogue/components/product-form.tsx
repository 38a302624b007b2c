import type { Category } from '@canasta/contract';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { RadioCard } from '../../../../components/ui/radio-card';
import { SelectField } from '../../../../components/ui/select-field';
import { FormError, TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import type { ProductFormApi } from '../hooks/use-product-form';
import type { ProductFormInput } from '../utils/product-form';

const t = esAdminCatalogue.fields;
const f = esAdminCatalogue.form;

type TextName = Exclude<keyof ProductFormInput, 'visible' | 'sold_by'>;

/**
 * A product's fields, grouped as an operator thinks of them: what it is, its price, its stock.
 * `photo` is the photo field, placed after what the product is.
 */
export function ProductForm({
  form,
  categories,
  general,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  photo,
}: {
  form: ProductFormApi;
  categories: readonly Category[];
  general: string[];
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  photo: ReactNode;
}) {
  const errors = form.formState.errors;
  const weight = useWatch({ control: form.control, name: 'sold_by' }) === 'weight';
  const text = (name: TextName) => ({
    ...form.register(name),
    error: errors[name]?.message ?? null,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6 md:max-w-3xl">
      <Section title={f.sections.product}>
        <TextField label={t.name} autoComplete="off" {...text('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.sku}
            hint={t.skuHint}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...text('sku')}
          />
          <SelectField
            label={t.category}
            // The options are there at once (the categories are loaded before the form): the
            // product's category is selected from the first render.
            defaultValue={form.formState.defaultValues?.category_id}
            {...text('category_id')}
          >
            <option value="">{t.chooseCategory}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label={t.unit} hint={t.unitHint} autoComplete="off" {...text('unit')} />
        {photo}
        <TextareaField label={t.description} rows={4} {...text('description')} />
      </Section>
      <Section title={f.sections.prices}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t.soldBy}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <RadioCard
              value="unit"
              title={t.byUnit}
              description={t.byUnitHint}
              {...form.register('sold_by')}
            />
            <RadioCard
              value="weight"
              title={t.byWeight}
              description={t.byWeightHint}
              {...form.register('sold_by')}
            />
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={weight ? t.pricePerKg : t.price}
            hint={weight ? t.pricePerKgHint : t.priceHint}
            prefix={t.pesos}
            inputMode="decimal"
            autoComplete="off"
            {...text('price_cents')}
          />
          <TextField
            label={t.compareAt}
            hint={t.compareAtHint}
            prefix={t.pesos}
            inputMode="decimal"
            autoComplete="off"
            {...text('compare_at_price_cents')}
          />
          <TextField
            label={t.minPrice}
            hint={t.minPriceHint}
            prefix={t.pesos}
            inputMode="decimal"
            autoComplete="off"
            {...text('min_price_cents')}
          />
        </div>
      </Section>
      <Section title={f.sections.stock}>
        {weight ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t.stockGrams}
              hint={t.stockGramsHint}
              inputMode="numeric"
              autoComplete="off"
              {...text('stock')}
            />
            <TextField
              label={t.weightStep}
              hint={t.weightStepHint}
              inputMode="numeric"
              autoComplete="off"
              {...text('weight_step_g')}
            />
            <TextField
              label={t.minWeight}
              hint={t.minWeightHint}
              inputMode="numeric"
              autoComplete="off"
              {...text('min_weight_g')}
            />
            <TextField
              label={t.maxWeight}
              hint={t.maxWeightHint}
              inputMode="numeric"
              autoComplete="off"
              {...text('max_weight_g')}
            />
            <TextField
              label={t.approxPiece}
              hint={t.approxPieceHint}
              inputMode="numeric"
              autoComplete="off"
              {...text('approx_piece_g')}
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t.stock} inputMode="numeric" autoComplete="off" {...text('stock')} />
            <TextField
              label={t.maxPerOrder}
              inputMode="numeric"
              autoComplete="off"
              {...text('max_per_order')}
            />
          </div>
        )}
        <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/15 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark">
          <input
            type="checkbox"
            role="switch"
            className="mt-0.5 size-5 shrink-0 accent-secondary-strong"
            {...form.register('visible')}
          />
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{t.visible}</span>
            <span className="text-sm text-dark/75">{t.visibleHint}</span>
          </span>
        </label>
      </Section>
      <FormError title={general.length > 0 ? f.failedTitle : undefined} messages={general} />
      <div>
        <Button type="submit" className="w-full sm:w-auto" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-dark/10">
      <legend className="float-left mb-1 text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}
