import type { ClosedDate } from '@canasta/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormError, TextField } from '../../../../components/ui/text-field';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { formatLongDay, todayIn } from '../../../../lib/dates';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { AdminQuery } from '../../../components/admin-query';
import { DataList } from '../../../components/data-list';
import { Pager } from '../../../components/pager';
import { useShopStore } from '../../../lib/store-time';
import { useCloseDate } from '../api/close-date';
import { useClosedDates } from '../api/get-closed-dates';
import { useReopenDate } from '../api/reopen-date';

const copy = esAdminSetup.delivery.closed;
const common = esAdminSetup.common;
const FIELDS = ['date', 'reason'] as const;

/** "Jueves 25 de diciembre de 2026": a closed day, its year said (the list spans years). */
function dayText(date: string): string {
  return `${formatLongDay(date)} de ${date.slice(0, 4)}`;
}

/** The same day inside a sentence: "el viernes 25 de diciembre de 2026". */
function dayInSentence(date: string): string {
  const text = dayText(date);
  return text.charAt(0).toLocaleLowerCase('es-MX') + text.slice(1);
}

/** Days the store is closed: close one (with its reason), see them, open one again. */
export function ClosedDatesSection({ slug }: { slug: string }) {
  const store = useShopStore(slug);
  const [page, setPage] = useState(1);
  const closedDates = useClosedDates(slug, page);
  const close = useCloseDate(slug);
  const reopen = useReopenDate(slug);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const [warning, setWarning] = useState<string | null>(null);
  const [reopening, setReopening] = useState<ClosedDate | null>(null);
  const [reopenError, setReopenError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The store's today (its own time zone), once known: older days are history.
  const today = store.data ? todayIn(store.data.time_zone) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (close.isPending) return;
    if (date === '') {
      setProblems({ fields: { date: common.required }, general: [] });
      return;
    }
    setProblems(NO_PROBLEMS);
    setWarning(null);
    close.mutate(
      { date, reason: reason.trim() === '' ? null : reason.trim() },
      {
        onSuccess: (closed) => {
          notify.success(copy.closed(dayInSentence(closed.date)));
          if (closed.pending_orders > 0) setWarning(copy.pendingWarning(closed.pending_orders));
          setDate('');
          setReason('');
          setPage(1);
        },
        onError: (error) => setProblems(formProblems(error, FIELDS)),
      },
    );
  };

  return (
    <section aria-labelledby="closed-title" className="flex flex-col gap-3">
      <div>
        <h2
          id="closed-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold outline-none"
        >
          {copy.title}
        </h2>
        <p className="text-sm text-dark/75">{copy.intro}</p>
      </div>
      <form
        noValidate
        onSubmit={submit}
        aria-label={copy.add}
        className="grid gap-3 rounded-2xl border border-dark/10 bg-white p-4 sm:grid-cols-[auto_1fr_auto] sm:items-end"
      >
        <TextField
          label={copy.date}
          type="date"
          min={today ?? undefined}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={problems.fields.date}
        />
        <TextField
          label={copy.reason}
          hint={common.optional}
          placeholder={copy.reasonPlaceholder}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problems.fields.reason}
        />
        <Button
          type="submit"
          aria-disabled={close.isPending || undefined}
          aria-busy={close.isPending}
        >
          {close.isPending ? copy.adding : copy.add}
        </Button>
        <div className="sm:col-span-3">
          <FormError messages={problems.general} />
        </div>
      </form>
      {warning ? (
        <p role="status" className="rounded-xl bg-warning/20 p-3 text-sm font-medium">
          {warning}
        </p>
      ) : null}
      <AdminQuery
        query={closedDates}
        isEmpty={(data) => data.data.length === 0}
        empty={{ title: copy.empty }}
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <DataList
              items={data.data}
              caption={copy.caption}
              getKey={(closed) => closed.date}
              rowTone={(closed) =>
                closed.pending_orders > 0 && !isPast(closed) ? 'warning' : null
              }
              columns={[
                {
                  header: copy.date,
                  primary: true,
                  cell: (closed) => (
                    <span className={isPast(closed) ? 'text-dark/65' : undefined}>
                      {dayText(closed.date)}
                    </span>
                  ),
                },
                {
                  header: copy.reason,
                  cell: (closed) => closed.reason ?? copy.noReason,
                },
                {
                  header: copy.ordersColumn,
                  wideOnly: true,
                  cell: (closed) =>
                    closed.pending_orders > 0 ? (
                      <Badge tone="warning">{copy.pendingBadge(closed.pending_orders)}</Badge>
                    ) : (
                      common.none
                    ),
                },
                {
                  header: copy.actionsColumn,
                  align: 'end',
                  cell: (closed) =>
                    isPast(closed) ? (
                      <span className="text-dark/65">{copy.past}</span>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={copy.reopenLabel(dayInSentence(closed.date))}
                        onClick={() => {
                          setReopenError(null);
                          setReopening(closed);
                        }}
                      >
                        {copy.reopen}
                      </Button>
                    ),
                },
              ]}
            />
            <Pager meta={data.meta} onPage={setPage} busy={closedDates.isFetching} />
          </div>
        )}
      </AdminQuery>
      <ConfirmDialog
        open={reopening !== null}
        title={reopening ? copy.reopenTitle(dayInSentence(reopening.date)) : ''}
        description={copy.reopenDescription}
        confirmLabel={copy.reopen}
        cancelLabel={common.cancel}
        busy={reopen.isPending}
        error={reopenError}
        onCancel={() => setReopening(null)}
        onConfirm={() => {
          if (!reopening) return;
          reopen.mutate(reopening.date, {
            onSuccess: () => {
              notify.success(copy.reopened(dayInSentence(reopening.date)));
              setReopening(null);
            },
            onError: (error) => setReopenError(formProblems(error, []).general.join(' ')),
          });
        }}
        returnFocus={() => heading.current}
      />
    </section>
  );

  function isPast(closed: ClosedDate): boolean {
    return today !== null && closed.date < today;
  }
}
