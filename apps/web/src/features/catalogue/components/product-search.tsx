import { SearchBox } from '../../../components/ui/search-box';
import { es } from '../../../i18n/es';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The store's search box; results appear as the shopper types (see useSearchQuery). */
export function ProductSearchField({ value, onChange }: SearchFieldProps) {
  return (
    <SearchBox
      value={value}
      onChange={onChange}
      label={es.search.label}
      placeholder={es.search.placeholder}
      clearLabel={es.search.clear}
      maxLength={100}
    />
  );
}
