import { SEARCH_QUERY_MAX_LENGTH } from '@canasta/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing pauses this long before suggestions are asked for. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Shorter searches match nearly everything, so they aren't sent. */
export const MIN_SEARCH_LENGTH = 2;
/** Where the store search lives in the URL (`?q=`). */
export const SEARCH_PARAM = 'q';

/** A search as the API takes it: trimmed, and no longer than it accepts (a pasted link may be). */
export function clipSearch(value: string): string {
  return value.trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

/** The search a page's `?q=` asks for, or '' when there is none (or it is too short). */
export function searchToRun(params: URLSearchParams): string {
  const query = clipSearch(params.get(SEARCH_PARAM) ?? '');
  return query.length >= MIN_SEARCH_LENGTH ? query : '';
}

/**
 * The store search: what the shopper types, and the search they ran, kept in the URL (`?q=`) so
 * "back" from a product returns to the same results and a search can be shared. Typing only
 * suggests; a search runs when the shopper asks for it (`run`), and clearing the box ends it.
 */
export function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = clipSearch(searchParams.get(SEARCH_PARAM) ?? '');
  const [input, setInput] = useState(committed);

  // The URL changed without us (a link, "back"): the field follows it.
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setInput(committed);
  }

  function run(value: string) {
    const query = clipSearch(value);
    setInput(query);
    setSeen(query);
    if (query === committed) return;
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (query) updated.set(SEARCH_PARAM, query);
        else updated.delete(SEARCH_PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return {
    input,
    setInput: (value: string) => {
      setInput(value);
      if (value.trim() === '') run('');
    },
    run,
    /** The search to list results for, or '' when there is none (or it is too short). */
    query: searchToRun(searchParams),
  };
}
