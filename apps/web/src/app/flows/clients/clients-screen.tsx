import type { Client } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cartKeys } from '../../../features/cart/api/query-keys';
import { useDeleteClient } from '../../../features/clients/api/delete-client';
import { ClientList } from '../../../features/clients/components/client-list';
import { esClients } from '../../../i18n/es-clients';
import { formProblems } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { ClientRow } from './client-row';
import type { ClientScreenProps } from '../../client-screens';
import { useOrderForClient } from './use-order-for-client';

const c = esClients.clients;

/**
 * The seller's or mentor's clients: search, register, and for each client order, edit, give an
 * address or delete (after a confirmation).
 */
export function ClientsScreen({ store, user, slug }: ClientScreenProps) {
  const queryClient = useQueryClient();
  const order = useOrderForClient(store, slug);
  const remove = useDeleteClient(user.id);
  const [removing, setRemoving] = useState<Client | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a delete the client's own buttons are gone: focus lands on the screen's title.
  const removed = useRef(false);
  const register = paths.clientRegister(slug);

  const confirmRemove = () => {
    if (!removing) return;
    const { id, name } = removing;
    remove.mutate(id, {
      onSuccess: () => {
        removed.current = true;
        setRemoving(null);
        notify.success(c.removed(name));
        // A cart being filled for them is the seller's own again (on the server): read it anew.
        void queryClient.invalidateQueries({ queryKey: cartKeys.cart(store.id) });
      },
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 ref={heading} tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {c.title}
        </h1>
        <p className="text-sm text-dark/80">{c.intro}</p>
      </div>
      <Link to={register} className={buttonClasses('primary')}>
        {c.register}
      </Link>
      <ClientList
        userId={user.id}
        emptyAction={
          <Link to={register} className={buttonClasses('secondary')}>
            {c.registerFirst}
          </Link>
        }
        renderClient={(client) => (
          <ClientRow
            client={client}
            slug={slug}
            ordering={order.pendingFor === client.id}
            orderBusy={order.busy}
            onOrder={() => {
              order.orderFor(client);
            }}
            onRemove={() => {
              remove.reset();
              removed.current = false;
              setRemoving(client);
            }}
          />
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        title={c.removeTitle(removing?.name ?? '')}
        description={c.removeDescription}
        confirmLabel={c.removeConfirm}
        busyLabel={c.removing}
        cancelLabel={c.cancel}
        busy={remove.isPending}
        error={remove.isError ? formProblems(remove.error, []).general : null}
        onConfirm={confirmRemove}
        onCancel={() => {
          setRemoving(null);
        }}
        returnFocus={() => (removed.current ? heading.current : null)}
      />
    </div>
  );
}
