import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';

/** The map screens while the store (and the address to start from) are on the way. */
export function MapScreenSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-72 w-full rounded-2xl" />
      <Skeleton className="h-16 w-full rounded-2xl" />
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}

/** The address form while the address book is on the way. */
export function AddressFormSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-24 w-full rounded-2xl" />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} className="h-12 w-full rounded-2xl" />
      ))}
    </div>
  );
}
