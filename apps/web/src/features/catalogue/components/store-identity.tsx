import type { Store } from '@canasta/contract';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';

const LOGO_SIZE = 36;

/** Logo and name of the store, linking to its home; shown in the header. */
export function StoreIdentity({ store }: { store: Store }) {
  return (
    <Link
      to={paths.storeHome(store.slug)}
      aria-label={es.nav.storeHome(store.name)}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-full pr-2"
    >
      {store.logo_url ? (
        <img
          src={store.logo_url}
          alt=""
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          decoding="async"
          className="size-9 shrink-0 rounded-full bg-white object-cover ring-1 ring-dark/10"
        />
      ) : null}
      {/* Two short lines rather than a cut name: "Canasta Roma Sur" is wider than the space a
          360 px phone leaves beside the back button and three icons. */}
      <span className="line-clamp-2 text-[15px] font-bold leading-tight break-words">
        {store.name}
      </span>
    </Link>
  );
}

export function StoreIdentitySkeleton() {
  return (
    <div className="flex items-center gap-2" aria-hidden="true">
      <Skeleton className="size-9 rounded-full" />
      <Skeleton className="h-5 w-32" />
    </div>
  );
}
