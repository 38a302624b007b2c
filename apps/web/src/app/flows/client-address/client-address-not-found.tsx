import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { esClients } from '../../../i18n/es-clients';

/** The address named by `?edit=` isn't the client's (deleted meanwhile). */
export function ClientAddressNotFound({ backPath }: { backPath: string }) {
  return (
    <EmptyState
      as="h1"
      title={esClients.clients.addressNotFoundTitle}
      description={esClients.clients.addressNotFoundDescription}
      action={
        <Link to={backPath} className={buttonClasses('primary')}>
          {esClients.clients.backToList}
        </Link>
      }
    />
  );
}
