import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { es } from '../../../i18n/es';

/** The address named by `?edit=` isn't the client's (deleted meanwhile). */
export function ClientAddressNotFound({ backPath }: { backPath: string }) {
  return (
    <EmptyState
      as="h1"
      title={es.clients.addressNotFoundTitle}
      description={es.clients.addressNotFoundDescription}
      action={
        <Link to={backPath} className={buttonClasses('primary')}>
          {es.clients.backToList}
        </Link>
      }
    />
  );
}
