import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Typing pauses this long before the server is asked. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;

/**
 * The client search: what the seller types, and the settled query the server searches (`q`,
 * trimmed, '' for the whole list). Each settled query is its own request; one typed past is
 * cancelled (see useClients).
 */
export function useClientSearch(initial = '') {
  const [input, setInput] = useState(initial);
  const settled = useDebouncedValue(input, CLIENT_SEARCH_DEBOUNCE_MS);
  return { input, setInput, query: settled.trim() };
}
