import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { WalletIcon } from '../../../components/ui/icons-extra';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { esWallet } from '../../../i18n/es-wallet';
import { useFormatMoney } from '../../../lib/money';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useWalletMovements } from '../api/get-wallet-movements';
import { WalletMovementItem } from './wallet-movement-item';

/**
 * A mentor's wallet: the balance, then its movements newest first, paged (each with its kind,
 * date, signed amount and order). Each part loads, fails and retries on its own.
 * `fallback` shows while the movements' first page loads.
 */
export function WalletScreen({
  userId,
  orderPath,
  fallback,
}: {
  userId: number;
  orderPath: (orderId: number) => string;
  fallback: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
        {esWallet.wallet.title}
      </h1>
      <WalletBalance userId={userId} />
      <section aria-labelledby="wallet-movements" className="flex flex-col gap-3">
        <h2 id="wallet-movements" className="text-lg font-bold">
          {esWallet.wallet.movementsTitle}
        </h2>
        <WalletMovements userId={userId} orderPath={orderPath} fallback={fallback} />
      </section>
    </div>
  );
}

function WalletBalance({ userId }: { userId: number }) {
  const format = useFormatMoney();
  const balance = useWalletBalance(userId);
  if (balance.status === 'error') {
    return (
      <ErrorState
        as="h2"
        title={esWallet.wallet.balanceFailed}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl bg-primary-soft p-4">
      <span className="font-semibold">{esWallet.wallet.balance}</span>
      {balance.status === 'pending' ? (
        <Skeleton className="h-7 w-24" />
      ) : (
        <span className="text-2xl font-bold tabular-nums">
          {format(balance.data.balance_cents)}
        </span>
      )}
    </div>
  );
}

function WalletMovements({
  userId,
  orderPath,
  fallback,
}: {
  userId: number;
  orderPath: (orderId: number) => string;
  fallback: ReactNode;
}) {
  const movements = useWalletMovements(userId);
  if (movements.status === 'pending') return fallback;
  if (movements.status === 'error') {
    return (
      <ErrorState
        as="h3"
        title={esWallet.wallet.movementsFailed}
        onRetry={() => void movements.refetch()}
        retrying={movements.isFetching}
      />
    );
  }
  const pages = movements.data.pages;
  const list = pages.flatMap((page) => page.data);
  if (list.length === 0) {
    return (
      <EmptyState
        as="h3"
        icon={<WalletIcon className="size-12" />}
        title={esWallet.wallet.emptyTitle}
        description={esWallet.wallet.emptyDescription}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3">
        {list.map((movement) => (
          <li key={movement.id}>
            <WalletMovementItem movement={movement} orderPath={orderPath} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={movements.hasNextPage}
        loading={movements.isFetchingNextPage}
        failed={movements.isFetchNextPageError}
        onLoadMore={() => void movements.fetchNextPage()}
        pageCount={pages.length}
        endMessage={esWallet.wallet.end}
        moreLabel={esWallet.wallet.loadMore}
      />
    </>
  );
}
