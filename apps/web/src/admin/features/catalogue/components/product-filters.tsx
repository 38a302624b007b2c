import { ADMIN_PRODUCT_MAX_LENGTH, LOW_STOCK_BELOW, type Category } from '@canasta/contract';
import { SearchBox } from '../../../../components/ui/search-box';
import { SelectField } from '../../../../components/ui/select-field';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { cn } from '../../../../lib/cn';
import type { ProductFilters } from '../api/query-keys';

const t = esAdminCatalogue.products;

/** Which of the quick filters is on: sold out, low stock or hidden (one at a time). */
export type QuickFilter = 'out' | 'low' | 'hidden' | null;

export function quickFilterOf(filters: ProductFilters): QuickFilter {
  if (filters.stock === 'out') return 'out';
  if (filters.stock === 'low') return 'low';
  if (filters.visible === 'false') return 'hidden';
  return null;
}

/**
 * The list's search (name, description or the start of the SKU), its category and the quick
 * filters an operator reaches for: sold out, running out, hidden.
 */
export function ProductFiltersBar({
  search,
  onSearch,
  categoryId,
  onCategory,
  quick,
  onQuick,
  categories,
  listId,
}: {
  search: string;
  onSearch: (value: string) => void;
  categoryId: string;
  onCategory: (value: string) => void;
  quick: QuickFilter;
  onQuick: (value: QuickFilter) => void;
  categories: readonly Category[];
  listId: string;
}) {
  const chips: { value: Exclude<QuickFilter, null>; label: string }[] = [
    { value: 'out', label: t.soldOut },
    { value: 'low', label: t.low(LOW_STOCK_BELOW) },
    { value: 'hidden', label: t.hidden },
  ];
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="lg:flex-1">
        <SearchBox
          value={search}
          onChange={onSearch}
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          clearLabel={t.searchClear}
          formLabel={t.searchForm}
          maxLength={ADMIN_PRODUCT_MAX_LENGTH.q}
          controls={listId}
        />
      </div>
      <SelectField
        label={t.category}
        value={categoryId}
        onChange={(event) => {
          onCategory(event.target.value);
        }}
        className="lg:w-64"
      >
        <option value="">{t.allCategories}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div role="group" aria-label={t.filters} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={quick === chip.value}
            onClick={() => {
              onQuick(quick === chip.value ? null : chip.value);
            }}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark',
              quick === chip.value
                ? 'border-secondary-strong bg-primary-soft text-dark'
                : 'border-dark/20 bg-white text-dark hover:bg-surface',
            )}
          >
            {chip.label}
          </button>
        ))}
      </div>
    </div>
  );
}
