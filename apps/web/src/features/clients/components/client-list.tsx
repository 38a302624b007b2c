import type { Client } from '@canasta/contract';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { Skeleton } from '../../../components/ui/skeleton';
import { esClients } from '../../../i18n/es-clients';
import { useClients } from '../api/get-clients';
import { useClientSearch } from '../hooks/use-client-search';
import { ClientSearchField } from './client-search-field';

export interface ClientListProps {
  /** The signed-in seller or mentor. */
  userId: number;
  /** One client's row (usually a ClientCard with the screen's actions). */
  renderClient: (client: Client) => ReactNode;
  /** What the empty list invites to do (register the first client). */
  emptyAction?: ReactNode;
  /** The heading level of the empty and error states (the screen's h1 sits above). */
  as?: 'h2' | 'h3';
}

/**
 * The seller's or mentor's clients with a search by name or phone (debounced, on the server),
 * page by page: loading, error with "Reintentar", an empty list that invites registering the
 * first client, and a search without results that says so. The rows are the caller's, so the
 * same list serves the client screen and "¿Para quién es el pedido?".
 */
export function ClientList({ userId, renderClient, emptyAction, as = 'h2' }: ClientListProps) {
  const listId = useId();
  const search = useClientSearch();
  const clients = useClients(userId, search.query);
  const pages = clients.data?.pages ?? [];
  const found = pages.flatMap((page) => page.data);
  const total = pages[0]?.meta.total ?? 0;
  // A new search is on its way while the previous one's results are still shown.
  const searching = clients.isPlaceholderData || search.input.trim() !== search.query;

  let content: ReactNode;
  if (clients.status === 'pending') {
    content = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  } else if (clients.status === 'error' && !clients.data) {
    content = (
      <ErrorState
        as={as}
        title={esClients.clients.loadFailed}
        onRetry={() => void clients.refetch()}
        retrying={clients.isFetching}
      />
    );
  } else if (found.length === 0 && !searching) {
    content = search.query ? (
      <EmptyState
        as={as}
        title={esClients.clients.noResults(search.query)}
        description={esClients.clients.noResultsDescription}
      />
    ) : (
      <EmptyState
        as={as}
        className="rounded-2xl bg-white py-8 ring-1 ring-dark/10"
        title={esClients.clients.empty}
        description={esClients.clients.emptyDescription}
        action={emptyAction}
      />
    );
  } else {
    content = (
      <>
        <ul aria-busy={searching || undefined} className="flex flex-col gap-3">
          {found.map((client) => (
            <li key={client.id}>{renderClient(client)}</li>
          ))}
        </ul>
        <LoadMore
          hasMore={clients.hasNextPage}
          loading={clients.isFetchingNextPage}
          failed={clients.isFetchNextPageError}
          onLoadMore={() => void clients.fetchNextPage()}
          pageCount={pages.length}
          moreLabel={esClients.clients.moreClients}
          endMessage={esClients.clients.endOfList}
        />
      </>
    );
  }

  // Nobody to search among yet: the empty list's invitation is all there is.
  const nobody =
    clients.status === 'success' && total === 0 && search.input.trim() === '' && !searching;

  return (
    <div className="flex flex-col gap-4">
      {nobody ? null : (
        <ClientSearchField value={search.input} onChange={search.setInput} controls={listId} />
      )}
      {/* One polite line says how the search went, so results are heard without moving focus. */}
      <p role="status" className="text-sm text-dark/75">
        {clients.status !== 'success'
          ? ''
          : searching
            ? esClients.clients.searching
            : found.length > 0
              ? esClients.clients.count(total)
              : ''}
      </p>
      {/* What the search controls: the results, or why there are none. */}
      <div id={listId} className="flex flex-col gap-4">
        {content}
      </div>
    </div>
  );
}
