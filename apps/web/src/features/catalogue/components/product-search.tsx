import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { useId, useRef } from 'react';
import { es } from '../../../i18n/es';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The store's search box; results appear as the shopper types (see useSearchQuery). */
export function ProductSearchField({ value, onChange }: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        // Closes the phone keyboard so the results are visible.
        input.current?.blur();
      }}
      className="relative"
    >
      <label htmlFor={id} className="sr-only">
        {es.search.label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-dark/60" />
      <input
        ref={input}
        id={id}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        placeholder={es.search.placeholder}
        className="h-12 w-full appearance-none rounded-full bg-white pr-12 pl-12 text-base ring-1 ring-dark/15 placeholder:text-dark/70 focus:ring-2 focus:ring-dark focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label={es.search.clear}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1 flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-dark/70 hover:bg-dark/5"
        >
          <CloseIcon className="size-5" />
        </button>
      ) : null}
    </form>
  );
}
