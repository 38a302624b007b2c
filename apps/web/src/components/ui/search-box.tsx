import { useId, useRef } from 'react';
import { CloseIcon, SearchIcon } from './icons';

/**
 * A search form with one rounded box: results follow as the user types (the caller debounces),
 * "Enter" only closes the phone keyboard so the results show, and a clear button empties the box
 * and keeps the focus in it.
 */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  maxLength,
  formLabel,
  controls,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  clearLabel: string;
  maxLength: number;
  /** The search landmark's name, where a page has more than one. */
  formLabel?: string;
  /** The id of what the search filters. */
  controls?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        input.current?.blur();
      }}
      className="relative"
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-dark/60" />
      <input
        ref={input}
        id={id}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        aria-controls={controls}
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        placeholder={placeholder}
        className="h-12 w-full appearance-none rounded-full bg-white pr-12 pl-12 text-base ring-1 ring-dark/15 placeholder:text-dark/70 focus:ring-2 focus:ring-dark focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          aria-label={clearLabel}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          className="absolute top-1/2 right-0.5 flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-dark/70 hover:bg-dark/5"
        >
          <CloseIcon className="size-5" />
        </button>
      ) : null}
    </form>
  );
}
