import { Skeleton } from '../../components/ui/skeleton';
import { es } from '../../i18n/es';

/** Shown while the first screen's code arrives. */
export function AppSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="min-h-dvh">
      <div className="h-14 bg-primary" />
      <div className="mx-auto flex max-w-screen-md flex-col gap-4 p-4">
        <Skeleton className="aspect-[12/5] w-full rounded-2xl" />
        <Skeleton className="h-11 w-full rounded-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
