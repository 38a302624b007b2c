import { CLIENT_FIELD_MAX_LENGTH } from '@canasta/contract';
import { SearchBox } from '../../../components/ui/search-box';
import { es } from '../../../i18n/es';

/** The client list's search box: by name or phone, results follow as the seller types. */
export function ClientSearchField({
  value,
  onChange,
  controls,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The id of the list the search filters. */
  controls?: string;
}) {
  return (
    <SearchBox
      value={value}
      onChange={onChange}
      label={es.clients.searchLabel}
      formLabel={es.clients.searchLabel}
      placeholder={es.clients.searchPlaceholder}
      clearLabel={es.clients.searchClear}
      maxLength={CLIENT_FIELD_MAX_LENGTH.q}
      controls={controls}
    />
  );
}
