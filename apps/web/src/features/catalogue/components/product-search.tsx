import { SEARCH_QUERY_MAX_LENGTH, type InventoryItem } from '@canasta/contract';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBox } from '../../../components/ui/search-box';
import { es } from '../../../i18n/es';
import { useFormatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, SEARCH_PARAM } from '../hooks/use-search-query';

export interface SearchFieldProps {
  storeId: number;
  storeSlug: string;
  value: string;
  onChange: (value: string) => void;
  /** Runs the full search (Enter without a chosen suggestion). */
  onSearch: (value: string) => void;
}

/**
 * The store's search box with suggestions as the shopper types (the ARIA combobox pattern): the
 * arrows move through them, Enter or a tap opens the chosen product, Enter without one runs the
 * full search, Escape closes the list. A live region says how many there are.
 */
export function ProductSearchField({
  storeId,
  storeSlug,
  value,
  onChange,
  onSearch,
}: SearchFieldProps) {
  const navigate = useNavigate();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const asking = open && settled.length >= MIN_SEARCH_LENGTH;
  const suggestions = useSearchSuggestions(storeId, settled, asking);
  const items = asking ? (suggestions.data?.data ?? []) : [];
  const expanded = items.length > 0;
  const activeItem = expanded ? items[active] : undefined;

  function openProduct(item: InventoryItem) {
    setOpen(false);
    void navigate(paths.product(storeSlug, item.product.slug));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no choice, Down goes to the first and Up to the last; both wrap around.
      setActive((index) => {
        if (index < 0) return step > 0 ? 0 : items.length - 1;
        return (index + step + items.length) % items.length;
      });
    } else if (event.key === 'Enter' && activeItem) {
      event.preventDefault();
      openProduct(activeItem);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <SearchBox
        value={value}
        onChange={(next) => {
          onChange(next);
          setOpen(true);
          setActive(-1);
        }}
        onSubmit={(query) => {
          setOpen(false);
          setActive(-1);
          onSearch(query);
        }}
        name={SEARCH_PARAM}
        // Before the app has started, the plain GET lands on the store's results from any page.
        action={paths.storeHome(storeSlug)}
        label={es.search.label}
        placeholder={es.search.placeholder}
        clearLabel={es.search.clear}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        combobox={{
          listboxId,
          expanded,
          activeOptionId: activeItem ? optionId(listboxId, active) : undefined,
          onKeyDown,
          onBlur: () => {
            setOpen(false);
            setActive(-1);
          },
        }}
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label={es.search.suggestionsLabel}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[60vh] overflow-y-auto rounded-2xl bg-white py-1 shadow-lg ring-1 ring-dark/15"
        >
          {items.map((item, index) => (
            <Suggestion
              key={item.id}
              id={optionId(listboxId, index)}
              item={item}
              active={index === active}
              // The box keeps the focus (and the phone its keyboard) until the tap lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openProduct(item)}
            />
          ))}
        </ul>
      </SearchBox>
      <p role="status" className="sr-only">
        {asking && suggestions.data && !suggestions.isPlaceholderData
          ? items.length > 0
            ? es.search.suggestionsCount(items.length)
            : es.search.noSuggestions
          : ''}
      </p>
    </div>
  );
}

const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

function Suggestion({
  id,
  item,
  active,
  onMouseDown,
  onClick,
}: {
  id: string;
  item: InventoryItem;
  active: boolean;
  onMouseDown: (event: MouseEvent) => void;
  onClick: () => void;
}) {
  const format = useFormatMoney();
  return (
    // Options are reached with the arrows from the box (aria-activedescendant), never by Tab.
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-base ${active ? 'bg-primary-soft' : 'hover:bg-dark/5'}`}
    >
      <span className="min-w-0 break-words">{item.product.name}</span>
      <span className="shrink-0 text-sm text-dark/70">
        {item.sold_by === 'weight'
          ? es.product.perKg(format(item.price_cents))
          : format(item.price_cents)}
      </span>
    </li>
  );
}
