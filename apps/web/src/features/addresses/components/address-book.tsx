import { MAX_ADDRESSES_PER_USER, type Address } from '@canasta/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';
import { esAddresses } from '../../../i18n/es-addresses';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/update-address';
import { useAddressDraftStore } from '../stores/address-draft-store';
import { addressArea, addressLine, addressTitle } from '../utils/address-text';

const HEADING_ID = 'address-book-title';

const problemOf = (error: unknown) =>
  isApiError(error) ? error.displayMessage : es.errors.unexpected;

/**
 * The profile's address book: each address with its default badge, "Hacer predeterminada",
 * "Editar" and "Eliminar" (after a confirmation), and "Agregar dirección".
 */
export function AddressBook({
  userId,
  addPath,
  editPath,
}: {
  userId: number;
  /** The map step for a new address (returning here). */
  addPath: string;
  /** The map step for editing one address (returning here). */
  editPath: (addressId: number) => string;
}) {
  const { data: addresses, status, refetch, isFetching } = useAddresses(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  const startDraft = () => {
    // A new visit to the map starts from the address itself, not an abandoned draft.
    useAddressDraftStore.getState().clear();
  };
  const full = (addresses?.length ?? 0) >= MAX_ADDRESSES_PER_USER;

  let content;
  if (status === 'pending') {
    content = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  } else if (!addresses) {
    content = (
      <ErrorState
        as="h3"
        title={esAddresses.addresses.loadFailed}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (addresses.length === 0) {
    content = (
      <EmptyState
        as="h3"
        className="rounded-2xl bg-white py-6 ring-1 ring-dark/10"
        title={esAddresses.addresses.empty}
        description={esAddresses.addresses.emptyDescription}
      />
    );
  } else {
    content = (
      <AddressList
        userId={userId}
        addresses={addresses}
        editPath={editPath}
        onEdit={startDraft}
        headingFocus={() => heading.current}
      />
    );
  }

  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-4">
      <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {esAddresses.addresses.title}
      </h2>
      {content}
      {full ? (
        <p className="text-sm text-dark/80">
          {esAddresses.addresses.limitReached(MAX_ADDRESSES_PER_USER)}
        </p>
      ) : (
        <Link to={addPath} onClick={startDraft} className={buttonClasses('secondary')}>
          {esAddresses.addresses.add}
        </Link>
      )}
    </section>
  );
}

function AddressList({
  userId,
  addresses,
  editPath,
  onEdit,
  headingFocus,
}: {
  userId: number;
  addresses: readonly Address[];
  editPath: (addressId: number) => string;
  onEdit: () => void;
  /** Where focus lands once a removed address's own buttons are gone. */
  headingFocus: () => HTMLElement | null;
}) {
  const setDefault = useSetDefaultAddress(userId);
  const remove = useDeleteAddress(userId);
  const [removing, setRemoving] = useState<Address | null>(null);
  // After a delete the address's own buttons are about to go: focus lands on the list's title.
  const removed = useRef(false);
  const pendingDefault = setDefault.isPending ? setDefault.variables : null;

  const makeDefault = (address: Address) => {
    if (setDefault.isPending) return;
    setDefault.mutate(address.id, {
      onSuccess: () => {
        notify.success(esAddresses.addresses.madeDefault(addressTitle(address)));
      },
      onError: (error) => {
        notify.error(problemOf(error));
      },
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        removed.current = true;
        setRemoving(null);
        notify.success(esAddresses.addresses.removed);
      },
    });
  };

  return (
    <>
      <ul className="flex flex-col gap-3">
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            editPath={editPath(address.id)}
            onEdit={onEdit}
            defaultBusy={setDefault.isPending}
            makingDefault={pendingDefault === address.id}
            onMakeDefault={() => {
              makeDefault(address);
            }}
            onRemove={() => {
              remove.reset();
              removed.current = false;
              setRemoving(address);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={esAddresses.addresses.removeTitle(removing ? addressTitle(removing) : '')}
        description={
          removing ? esAddresses.addresses.removeDescription(addressLine(removing)) : undefined
        }
        confirmLabel={esAddresses.addresses.removeConfirm}
        busyLabel={esAddresses.addresses.removing}
        cancelLabel={esAddresses.addresses.cancel}
        busy={remove.isPending}
        error={remove.isError ? problemOf(remove.error) : null}
        onConfirm={confirmRemove}
        onCancel={() => {
          setRemoving(null);
        }}
        returnFocus={() => (removed.current ? headingFocus() : null)}
      />
    </>
  );
}

/** One address of the book, with "Hacer predeterminada" (unless it is), "Editar" and "Eliminar". */
function AddressCard({
  address,
  editPath,
  onEdit,
  defaultBusy,
  makingDefault,
  onMakeDefault,
  onRemove,
}: {
  address: Address;
  editPath: string;
  onEdit: () => void;
  /** Some address is being made the default: the others' buttons wait. */
  defaultBusy: boolean;
  makingDefault: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}) {
  const title = addressTitle(address);
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/10">
      <div className="flex flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="min-w-0 wrap-anywhere">{title}</span>
          {address.is_default ? (
            <Badge tone="positive">{esAddresses.addresses.defaultBadge}</Badge>
          ) : null}
        </p>
        <p className="text-sm">{addressLine(address)}</p>
        <p className="text-sm text-dark/70">{addressArea(address)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {address.is_default ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={esAddresses.addresses.makeDefaultLabel(title)}
            aria-disabled={defaultBusy || undefined}
            aria-busy={makingDefault || undefined}
            onClick={onMakeDefault}
          >
            {esAddresses.addresses.makeDefault}
          </Button>
        )}
        <Link
          to={editPath}
          onClick={onEdit}
          aria-label={esAddresses.addresses.editLabel(title)}
          className={buttonClasses('secondary', 'sm')}
        >
          {esAddresses.addresses.edit}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          aria-label={esAddresses.addresses.removeLabel(title)}
          onClick={onRemove}
        >
          {esAddresses.addresses.remove}
        </Button>
      </div>
    </li>
  );
}
