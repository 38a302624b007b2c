import { Skeleton } from '../../components/ui/skeleton';
import { es } from '../../i18n/es';
import { clientScreen } from '../client-screens';
import { ClientsScreen } from '../flows/clients/clients-screen';

function ClientsSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-12 w-full rounded-full" />
      <Skeleton className="h-12 w-full rounded-full" />
      <Skeleton className="h-32 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}

/**
 * /menu/:slugName/Clients — a seller's or mentor's clients (sellerOrMentor): search by name or
 * phone, register, and for each one order, edit, add an address or delete.
 */
export const Component = clientScreen(ClientsScreen, <ClientsSkeleton />);
