import type { Client } from '@canasta/contract';
import type { ReactNode } from 'react';
import { esClients } from '../../../i18n/es-clients';
import { formatPhone } from '../../../lib/phone';

/**
 * One client in a list: name, phone and where their orders go by default (`address`, written
 * by the caller; "Sin dirección guardada" without one), then the caller's actions.
 */
export function ClientCard({
  client,
  address,
  children,
}: {
  client: Client;
  /** The default address as one line, or null when the client has none. */
  address: string | null;
  /** The row's actions (order, edit, choose…). */
  children?: ReactNode;
}) {
  return (
    <article
      aria-label={client.name}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-dark/10"
    >
      <div className="flex flex-col gap-0.5 wrap-anywhere">
        <h3 className="text-base font-semibold">{client.name}</h3>
        <p className="text-sm tabular-nums">{formatPhone(client.phone)}</p>
        <p className="text-sm text-dark/75">{address ?? esClients.clients.noAddress}</p>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </article>
  );
}
