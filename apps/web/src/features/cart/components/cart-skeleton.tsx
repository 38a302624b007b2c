import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';

/** The cart screen while its first answer is on the way. */
export function CartSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-1/3" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-dark/5">
          <Skeleton className="size-16 shrink-0 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-10 w-32 rounded-full" />
          </div>
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-full" />
      <Skeleton className="h-32 w-full rounded-2xl" />
    </div>
  );
}
