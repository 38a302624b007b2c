import type { Client, Store, User } from '@canasta/contract';
import type { ComponentType, ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorState } from '../components/ui/error-state';
import { useCurrentUser } from '../features/auth/stores/session-store';
import { useClient } from '../features/clients/api/get-client';
import { esClients } from '../i18n/es-clients';
import { isApiError } from '../lib/api-client';
import { FALLBACK_STORE_SLUG, paths, readClientIntent, type ClientIntent } from '../lib/paths';
import { StoreGate } from './store-gate';

/** What every client screen knows: its store, the seller or mentor, and what it is about. */
export interface ClientScreenProps {
  store: Store;
  user: User;
  slug: string;
  intent: Required<ClientIntent>;
}

/**
 * A client screen's route component (`sellerOrMentor`): `Screen` once the store is known (its
 * skeleton until then) and a seller or mentor is signed in (nothing while the layout's guard
 * leads elsewhere).
 */
export function clientScreen(
  Screen: ComponentType<ClientScreenProps>,
  fallback: ReactNode,
): ComponentType {
  function Allowed({ store }: { store: Store }) {
    const user = useCurrentUser();
    const { slugName = FALLBACK_STORE_SLUG } = useParams();
    const [search] = useSearchParams();
    if (!user || (!user.is_seller && !user.is_mentor)) return null;
    return <Screen store={store} user={user} slug={slugName} intent={readClientIntent(search)} />;
  }
  return function ClientRoute() {
    return <StoreGate fallback={fallback}>{(store) => <Allowed store={store} />}</StoreGate>;
  };
}

/** The client named by the screen isn't the seller's (deleted, or never theirs). */
export function ClientNotFound({ slug }: { slug: string }) {
  return (
    <EmptyState
      as="h1"
      title={esClients.clients.notFoundTitle}
      description={esClients.clients.notFoundDescription}
      action={
        <Link to={paths.clients(slug)} className={buttonClasses('primary')}>
          {esClients.clients.backToList}
        </Link>
      }
    />
  );
}

/**
 * The client named by `clientId`, once read; until then the screen's skeleton, instead of it
 * an error with "Reintentar", or "not found" when it isn't the seller's (404: deleted, another
 * seller's, or no id at all).
 */
export function ClientGate({
  userId,
  clientId,
  slug,
  fallback,
  children,
}: {
  userId: number;
  clientId: number | null;
  slug: string;
  fallback: ReactNode;
  children: (client: Client) => ReactNode;
}) {
  const client = useClient(userId, clientId);
  if (clientId === null || isApiError(client.error, 'client_not_found')) {
    return <ClientNotFound slug={slug} />;
  }
  if (client.status === 'pending') return fallback;
  if (!client.data) {
    return (
      <ErrorState
        as="h1"
        title={esClients.clients.loadFailed}
        onRetry={() => void client.refetch()}
        retrying={client.isFetching}
      />
    );
  }
  return children(client.data);
}
