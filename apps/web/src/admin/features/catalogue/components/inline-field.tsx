import type { AdminProduct } from '@canasta/contract';
import { useId, useState } from 'react';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { cn } from '../../../../lib/cn';
import { type ProductChanges, useUpdateProduct } from '../api/update-product';
import { errorMessage } from '../utils/error-message';

const t = esAdminCatalogue.inline;

export interface InlineFieldProps {
  slug: string;
  product: AdminProduct;
  /** The field's accessible name ("Precio de Aguacate Hass"). */
  label: string;
  /** What the field shows while not being edited. */
  text: string;
  /** Reads what was typed: the change to send, or the message of why it can't be read. */
  read: (typed: string) => { changes: ProductChanges } | { problem: string } | null;
  prefix?: string;
  inputMode: 'decimal' | 'numeric';
  /** Its width in characters. */
  size: number;
}

/**
 * A value of a product edited in place (its price, its stock): saved when the field is left or
 * Enter is pressed, Escape puts back what it had. The list shows the change at once; if the
 * server refuses it, the old value comes back and the server's message shows under the field.
 */
export function InlineField({
  slug,
  product,
  label,
  text,
  read,
  prefix,
  inputMode,
  size,
}: InlineFieldProps) {
  const update = useUpdateProduct(slug);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const error = problem ?? (update.isError ? errorMessage(update.error) : null);

  const save = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() === text) return;
    const result = read(draft);
    if (result === null) return;
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    update.mutate({ id: product.id, changes: result.changes });
  };

  return (
    <div className="relative z-10 flex flex-col items-end gap-1">
      <div
        className={cn(
          'flex min-h-11 items-center rounded-xl border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-dark',
          error ? 'border-negative' : 'border-dark/30',
        )}
      >
        {prefix ? (
          <span aria-hidden="true" className="pl-3 text-dark/70">
            {prefix}
          </span>
        ) : null}
        <input
          type="text"
          inputMode={inputMode}
          enterKeyHint="done"
          autoComplete="off"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-busy={update.isPending || undefined}
          size={size}
          value={draft ?? text}
          onFocus={(event) => {
            setDraft(text);
            event.target.select();
          }}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onBlur={save}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
            if (event.key === 'Escape') {
              setDraft(null);
              setProblem(null);
              event.currentTarget.blur();
            }
          }}
          className="min-h-11 w-full min-w-0 rounded-xl bg-transparent px-3 text-right text-base tabular-nums outline-none"
        />
      </div>
      {update.isPending ? (
        <span role="status" className="text-xs text-dark/70">
          {t.saving}
        </span>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="max-w-56 text-right text-xs font-medium text-negative"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
