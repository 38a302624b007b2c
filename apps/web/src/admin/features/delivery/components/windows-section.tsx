import type { AdminDeliveryWindow, DeliveryType } from '@canasta/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { cn } from '../../../../lib/cn';
import { formProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { AdminQuery } from '../../../components/admin-query';
import { useDeleteWindow } from '../api/delete-window';
import { useWindows } from '../api/get-windows';
import { WindowForm } from './window-form';

const copy = esAdminSetup.delivery.windows;
const common = esAdminSetup.common;
const dayName = (weekday: number) => esAdminSetup.weekdays[weekday] ?? '';

/**
 * The store's week, one type at a time: each day's windows with their capacity and the orders
 * they still hold, to add, change or remove.
 */
export function WindowsSection({ slug }: { slug: string }) {
  const windows = useWindows(slug);
  const remove = useDeleteWindow(slug);
  const [type, setType] = useState<DeliveryType>('delivery');
  const [editing, setEditing] = useState<AdminDeliveryWindow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminDeliveryWindow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && editing === null) heading.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  return (
    <section aria-labelledby="windows-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            id="windows-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold outline-none"
          >
            {copy.title}
          </h2>
          <p className="text-sm text-dark/75">{copy.intro}</p>
        </div>
        {editing === null ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            {copy.add}
          </Button>
        ) : null}
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{copy.typeLegend}</legend>
        {(['delivery', 'pickup'] as const).map((each) => (
          <label
            key={each}
            className={cn(
              'flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-dark',
              type === each ? 'border-dark bg-dark text-white' : 'border-dark/20 bg-white',
            )}
          >
            <input
              type="radio"
              name="window-type"
              value={each}
              checked={type === each}
              onChange={() => setType(each)}
              className="sr-only"
            />
            {copy.types[each]}
          </label>
        ))}
      </fieldset>
      {editing !== null ? (
        <WindowForm
          key={editing === 'new' ? 'new' : editing.id}
          slug={slug}
          window={editing === 'new' ? null : editing}
          defaults={{ type, weekday: 1 }}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <AdminQuery query={windows}>
        {(data) => (
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{copy.caption(copy.types[type])}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{copy.weekday}</th>
                <th scope="col">{copy.title}</th>
              </tr>
            </thead>
            <tbody>
              {esAdminSetup.weekOrder.map((weekday) => {
                const day = data.filter((w) => w.type === type && w.weekday === weekday);
                return (
                  <tr key={weekday} className="border-b border-dark/10 align-top">
                    <th scope="row" className="w-28 py-3 pr-3 text-left font-semibold">
                      {dayName(weekday)}
                    </th>
                    <td className="py-2">
                      {day.length === 0 ? (
                        <p className="py-1 text-dark/65">{copy.empty}</p>
                      ) : (
                        <ul className="flex flex-col gap-2">
                          {day.map((window) => (
                            <WindowItem
                              key={window.id}
                              window={window}
                              onEdit={() => setEditing(window)}
                              onDelete={() => {
                                setDeleteError(null);
                                setDeleting(window);
                              }}
                            />
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </AdminQuery>
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting
            ? copy.deleteTitle(
                dayName(deleting.weekday).toLowerCase(),
                deleting.start,
                deleting.end,
              )
            : ''
        }
        description={copy.deleteDescription}
        confirmLabel={common.delete}
        busyLabel={common.deleting}
        cancelLabel={common.cancel}
        busy={remove.isPending}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(copy.deleted);
              setDeleting(null);
            },
            onError: (error) => setDeleteError(formProblems(error, []).general.join(' ')),
          });
        }}
        returnFocus={() => heading.current}
      />
    </section>
  );
}

function WindowItem({
  window,
  onEdit,
  onDelete,
}: {
  window: AdminDeliveryWindow;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const day = dayName(window.weekday).toLowerCase();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface px-3 py-2">
      <span className="flex flex-col">
        <span className="font-semibold">{copy.range(window.start, window.end)}</span>
        <span className="text-dark/75">
          {copy.capacityShort(window.capacity)}
          {window.pending_orders > 0 ? ` · ${copy.pending(window.pending_orders)}` : ''}
        </span>
      </span>
      <span className="flex gap-1">
        <Button
          variant="secondary"
          size="sm"
          aria-label={copy.editLabel(day, window.start, window.end)}
          onClick={onEdit}
        >
          {common.edit}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={copy.deleteLabel(day, window.start, window.end)}
          onClick={onDelete}
        >
          {common.delete}
        </Button>
      </span>
    </li>
  );
}
