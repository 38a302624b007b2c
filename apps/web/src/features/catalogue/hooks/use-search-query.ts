import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Shorter searches match nearly everything, so they aren't sent. */
export const MIN_SEARCH_LENGTH = 2;
const PARAM = 'q';

/**
 * The store search: what the shopper types, and the settled query kept in the URL (`?q=`), so
 * "back" from a product returns to the same results and a search can be shared.
 */
export function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const committed = searchParams.get(PARAM) ?? '';
  const [input, setInput] = useState(committed);
  const settled = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);

  // The URL changed without us (a link, "back"): the field follows it.
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== settled.trim()) setInput(committed);
  }

  const commit = useEffectEvent((value: string) => {
    if (value === committed) return;
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (value) updated.set(PARAM, value);
        else updated.delete(PARAM);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  });
  useEffect(() => {
    commit(settled.trim());
  }, [settled]);

  return {
    input,
    setInput,
    /** The query to search for, or '' when there is none (or it is too short). */
    query: committed.length >= MIN_SEARCH_LENGTH ? committed : '',
  };
}
