import type { AdminProduct } from '@canasta/contract';
import { useState } from 'react';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { type ProductChanges, useUpdateProduct } from '../api/update-product';
import { errorMessage } from '../utils/error-message';

const t = esAdminCatalogue.inline;

/**
 * A yes/no of a product switched in place (visible in the shop, sold out): a native checkbox
 * announced as a switch, saved at once, put back with the server's message if refused.
 */
export function ProductSwitch({
  slug,
  product,
  label,
  checked,
  changesFor,
  hint,
}: {
  slug: string;
  product: AdminProduct;
  label: string;
  checked: boolean;
  /** The change to send for the new position, or null when the switch can't do it alone. */
  changesFor: (checked: boolean) => ProductChanges | null;
  /** Shown when `changesFor` answered null (what to do instead). */
  hint?: string;
}) {
  const update = useUpdateProduct(slug);
  const [needsHint, setNeedsHint] = useState(false);
  const message = update.isError ? errorMessage(update.error) : needsHint ? (hint ?? null) : null;
  return (
    <div className="relative z-10 flex flex-col items-end gap-1">
      <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark">
        <span className="sr-only">{label}</span>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-busy={update.isPending || undefined}
          onChange={(event) => {
            const changes = changesFor(event.target.checked);
            setNeedsHint(changes === null);
            if (changes) update.mutate({ id: product.id, changes });
          }}
          className="size-6 cursor-pointer accent-secondary-strong"
        />
      </label>
      {update.isPending ? (
        <span role="status" className="text-xs text-dark/70">
          {t.saving}
        </span>
      ) : null}
      {message ? (
        <p role="alert" className="max-w-56 text-right text-xs font-medium text-negative">
          {message}
        </p>
      ) : null}
    </div>
  );
}
