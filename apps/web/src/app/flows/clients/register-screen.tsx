import type { Client, CreateClientBody } from '@canasta/contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCreateClient } from '../../../features/clients/api/create-client';
import { useUpdateClient } from '../../../features/clients/api/update-client';
import { ClientForm } from '../../../features/clients/components/client-form';
import { es } from '../../../i18n/es';
import { esClients } from '../../../i18n/es-clients';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { ClientGate, type ClientScreenProps } from '../../client-screens';

const c = esClients.clients;

/** The register/edit form while the store (or the client being edited) is on the way. */
export function ClientFormSkeleton() {
  return (
    <div role="status" aria-label={es.app.loading} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-2/3" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-12 w-full rounded-2xl" />
      ))}
      <Skeleton className="h-36 w-full rounded-2xl" />
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}

/**
 * Register a client, or edit the one named by `?client=`; once saved the seller returns to
 * `?next=` when given, else to the client list.
 */
export function RegisterScreen(props: ClientScreenProps) {
  const { user, slug, intent } = props;
  if (intent.client === null) return <ClientFormStep {...props} client={null} />;
  return (
    <ClientGate
      userId={user.id}
      clientId={intent.client}
      slug={slug}
      fallback={<ClientFormSkeleton />}
    >
      {(client) => <ClientFormStep {...props} client={client} />}
    </ClientGate>
  );
}

function ClientFormStep({
  user,
  slug,
  intent,
  client,
}: ClientScreenProps & { client: Client | null }) {
  const navigate = useNavigate();
  const create = useCreateClient(user.id);
  const update = useUpdateClient(user.id);
  const introId = useId();

  const save = async (body: CreateClientBody) => {
    const saved = client
      ? await update.mutateAsync({ id: client.id, body })
      : await create.mutateAsync(body);
    notify.success(client ? c.updated(saved.name) : c.created(saved.name));
    await navigate(intent.next ?? paths.clients(slug), { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      <div id={introId} className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {client ? c.editTitle : c.registerTitle}
        </h1>
        {client ? null : <p className="text-sm text-dark/80">{c.registerIntro}</p>}
      </div>
      {/* Keyed by client: another client's values never linger in the fields. */}
      <ClientForm key={client?.id ?? 'new'} client={client} onSubmit={save} introId={introId} />
    </div>
  );
}
