import { CLIENT_FIELD_MAX_LENGTH } from '@canasta/contract';
import { SearchBox } from '../../../components/ui/search-box';
import { esClients } from '../../../i18n/es-clients';

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
      label={esClients.clients.searchLabel}
      formLabel={esClients.clients.searchLabel}
      placeholder={esClients.clients.searchPlaceholder}
      clearLabel={esClients.clients.searchClear}
      maxLength={CLIENT_FIELD_MAX_LENGTH.q}
      controls={controls}
    />
  );
}
