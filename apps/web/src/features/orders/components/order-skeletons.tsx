import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';

/** The order list while it loads. */
export function OrderListSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="flex flex-col gap-3">
      <Skeleton className="h-8 w-40" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** An order's screen while it loads. */
export function OrderSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}
