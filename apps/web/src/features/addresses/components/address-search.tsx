import {
  GEOCODE_QUERY_MAX_LENGTH,
  GEOCODE_QUERY_MIN_LENGTH,
  type GeocodedPlace,
} from '@canasta/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { esAddresses } from '../../../i18n/es-addresses';
import { searchPlacesQueryOptions } from '../api/search-places';

/** How long typing must pause before the search goes out. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * "Busca tu dirección": a typeahead (ARIA combobox with a listbox) over the shop API's geocoder.
 * Searches once typing pauses; a newer search cancels the older one. Arrow keys move through the
 * results, Enter chooses, Escape closes; a tap chooses too.
 */
export function AddressSearch({
  onChoose,
  delayMs = SEARCH_DEBOUNCE_MS,
}: {
  onChoose: (place: GeocodedPlace) => void;
  delayMs?: number;
}) {
  const id = useId();
  const listId = `${id}-results`;
  const statusId = `${id}-status`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim().replace(/\s+/g, ' ');
  const query = useDebouncedValue(typed, delayMs);
  const wanted = query.length >= GEOCODE_QUERY_MIN_LENGTH;
  const search = useQuery({ ...searchPlacesQueryOptions(query), enabled: wanted });
  const waiting =
    typed.length >= GEOCODE_QUERY_MIN_LENGTH && (typed !== query || search.isFetching);
  const places = wanted && typed === query ? (search.data ?? []) : [];
  const expanded = open && places.length > 0;

  const choose = (place: GeocodedPlace) => {
    setText(place.label);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        !expanded
          ? step === 1
            ? 0
            : places.length - 1
          : (current + step + places.length) % places.length,
      );
    } else if (event.key === 'Enter') {
      // Enter never submits a form around the map.
      event.preventDefault();
      const place = expanded ? places[active] : undefined;
      if (place) choose(place);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (waiting) status = esAddresses.map.searching;
  else if (wanted && typed === query && search.isError) {
    status = isApiError(search.error, 'service_unavailable')
      ? search.error.message
      : esAddresses.map.searchFailed;
  } else if (wanted && typed === query && search.data) {
    status =
      search.data.length === 0
        ? esAddresses.map.searchNoResults
        : esAddresses.map.searchCount(places.length);
  }

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-base font-semibold">
        {esAddresses.map.searchLabel}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-dark/60" />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={statusId}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={GEOCODE_QUERY_MAX_LENGTH}
          placeholder={esAddresses.map.searchPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
          className="min-h-12 w-full rounded-2xl border border-dark/30 bg-white py-2 pr-4 pl-12 text-base placeholder:text-dark/60 focus:outline-3 focus:outline-offset-2 focus:outline-dark"
        />
        {/* Above Leaflet's panes and controls (z-index up to 1000) when it overlaps the map. */}
        <ul
          id={listId}
          role="listbox"
          aria-label={esAddresses.map.searchResults}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-[1100] mt-1 max-h-72 overflow-y-auto rounded-2xl bg-white py-1 shadow-lg ring-1 ring-dark/15"
        >
          {places.map((place, index) => (
            <li
              key={`${place.lat},${place.lng},${place.label}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the box, so the tap lands before the list closes on blur.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                choose(place);
              }}
              className={cn(
                'flex min-h-11 cursor-pointer items-center px-4 py-2 text-sm break-words',
                index === active ? 'bg-primary/40' : 'hover:bg-primary/20',
              )}
            >
              {place.label}
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} role="status" className="min-h-5 text-sm text-dark/80">
        {status}
      </p>
    </div>
  );
}
