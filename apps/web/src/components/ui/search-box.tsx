import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from 'react';
import { CloseIcon, SearchIcon } from './icons';

/** The input as an ARIA combobox (APG "list autocomplete"): the caller owns the listbox. */
export interface SearchBoxCombobox {
  listboxId: string;
  expanded: boolean;
  /** The id of the option the arrow keys are on, if any. */
  activeOptionId: string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * A search form with one rounded box. Without `onSubmit`, results follow as the user types (the
 * caller debounces) and "Enter" only closes the phone keyboard so the results show; with it,
 * "Enter" runs the search. A clear button empties the box and keeps the focus in it. With
 * `combobox`, the box drives a list of suggestions passed as `children`, shown under it.
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
  name,
  action,
  onSubmit,
  combobox,
  children,
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
  /**
   * The query parameter the search goes in, for a form that also works as a plain GET (a
   * server-rendered page before its JavaScript has run).
   */
  name?: string;
  /** Where that plain GET goes, when not to the page itself (another page lists the results). */
  action?: string;
  /** Runs the search for what the box holds ("Enter", the phone keyboard's search key). */
  onSubmit?: (value: string) => void;
  combobox?: SearchBoxCombobox;
  children?: ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // On a server-rendered page the shopper may type before the app has hydrated: the text is in
  // the box but not in the state, which would otherwise overwrite it. It is adopted once.
  const adoptTyped = useEffectEvent(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
  });
  useEffect(() => {
    adoptTyped();
  }, []);
  return (
    <form
      role="search"
      aria-label={formLabel}
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(value);
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
        name={name}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        role={combobox ? 'combobox' : undefined}
        aria-autocomplete={combobox ? 'list' : undefined}
        aria-expanded={combobox ? combobox.expanded : undefined}
        aria-activedescendant={combobox?.expanded ? combobox.activeOptionId : undefined}
        aria-controls={combobox ? combobox.listboxId : controls}
        onKeyDown={combobox?.onKeyDown}
        onBlur={combobox?.onBlur}
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
      {children}
    </form>
  );
}
