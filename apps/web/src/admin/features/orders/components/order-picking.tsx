import type { AdminOrder } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormError } from '../../../../components/ui/text-field';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { formProblems } from '../../../../lib/form-errors';
import { useFormatMoney } from '../../../../lib/money';
import { notify } from '../../../../lib/toast';
import { useFinishPicking } from '../api/finish-picking';
import { useSavePicking } from '../api/save-picking';
import { substitutesQueryOptions } from '../api/get-substitutes';
import {
  type LineDraft,
  type PickingDraft,
  type PickingProblems,
  draftOf,
  needsSaving,
  pickingBody,
} from '../utils/picking-form';
import { PickingLine } from './picking-line';
import { StatusChip } from './status-chip';

const t = esAdminOrders.pick;

/** Picking is done on orders the store confirmed and hasn't sent yet. */
const PICKABLE = new Set<AdminOrder['status']>(['confirmed', 'preparing']);

/** The clock, ticking while a proposal waits for the customer (to show when its time ran out). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 15_000);
    return () => {
      clearInterval(timer);
    };
  }, [ticking]);
  return now;
}

/**
 * Surtir un pedido: each line weighed or counted, missing ones marked and, per the customer's
 * preference, given a substitute. "Guardar surtido" records it (and proposes the substitutes to
 * the customer); "Terminar surtido" saves what is left and settles the order on what was
 * picked. The order follows the store's live feed, so the customer's answers show up as they
 * come; the form keeps what the operator typed meanwhile.
 */
export function OrderPicking({ slug, order }: { slug: string; order: AdminOrder }) {
  const money = useFormatMoney();
  const queryClient = useQueryClient();
  const save = useSavePicking(slug, order.number);
  const finish = useFinishPicking(slug, order.number);
  const [draft, setDraft] = useState<PickingDraft>(() => draftOf(order));
  const [problems, setProblems] = useState<PickingProblems>({});
  const [general, setGeneral] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save takes staff to the first field to fix (decision 050), not only the list.
  useEffect(() => {
    if (Object.keys(problems).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  // Set before React renders again: a second tap in the same frame finds it taken.
  const inFlight = useRef(false);
  const [pending, setPending] = useState<'save' | 'finish' | null>(null);
  const done = order.picking === 'done';
  const editable = PICKABLE.has(order.status) && !done;
  const now = useNow(order.items.some((line) => line.substitute?.state === 'proposed'));

  // A substitute as its line's choices said (unknown for one saved earlier: the server
  // checks it anyway).
  const optionOf = (lineId: number, purchaseableId: number) =>
    queryClient
      .getQueryData(substitutesQueryOptions(slug, order.number, lineId).queryKey)
      ?.find((option) => option.purchaseable_id === purchaseableId) ?? null;

  const send = async (complete: boolean): Promise<boolean> => {
    const built = pickingBody(order, draft, { complete, optionOf });
    if (built.problems) {
      setProblems(built.problems);
      setGeneral([built.problems.general ?? t.fixLines]);
      return false;
    }
    const saved = await save.mutateAsync(built.body);
    setDraft(draftOf(saved));
    return true;
  };

  const run = async (action: 'save' | 'finish') => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(action);
    setProblems({});
    setGeneral([]);
    try {
      if (action === 'save') {
        if (await send(false)) notify.success(t.saved);
        return;
      }
      if (needsSaving(order, draft) && !(await send(true))) return;
      await finish.mutateAsync();
      notify.success(t.finished);
    } catch (error) {
      setGeneral(formProblems(error, []).general);
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  const change = (lineId: number) => (next: LineDraft) => {
    setDraft((current) => ({ ...current, [lineId]: next }));
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <StatusChip status={order.status} className="text-sm" />
        <span className="text-sm font-semibold">
          {esAdminOrders.order.pickingState[order.picking]}
        </span>
      </div>
      {done ? <PickingResult order={order} money={money} /> : null}
      {!editable && !done ? (
        <p className="rounded-2xl bg-dark/5 p-4 font-semibold">
          {order.status === 'pending' ? t.notYet : t.closed}
        </p>
      ) : null}
      <form
        ref={formRef}
        noValidate
        aria-label={t.lines}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void run('save');
        }}
      >
        <ul className="flex flex-col gap-3">
          {order.items.map((line) => (
            <PickingLine
              key={line.id}
              slug={slug}
              order={order}
              line={line}
              draft={draft[line.id] ?? { picked: '', substitute: null }}
              editable={editable}
              problems={problems}
              now={now}
              onChange={change(line.id)}
            />
          ))}
        </ul>
        <FormError messages={general} />
        {editable ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-dark/75">{t.saveHint}</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                type="submit"
                variant="secondary"
                aria-disabled={pending !== null || undefined}
                aria-busy={pending === 'save' || undefined}
              >
                {pending === 'save' ? t.saving : t.save}
              </Button>
              <Button
                aria-disabled={pending !== null || undefined}
                aria-busy={pending === 'finish' || undefined}
                onClick={() => {
                  void run('finish');
                }}
              >
                {pending === 'finish' ? t.finishing : t.finish}
              </Button>
            </div>
          </div>
        ) : null}
      </form>
    </div>
  );
}

/** After picking: the estimate against the weighed total, and what the store absorbs. */
function PickingResult({ order, money }: { order: AdminOrder; money: (cents: number) => string }) {
  const difference = order.total_cents - order.estimated_total_cents;
  return (
    <section
      aria-labelledby="picking-result"
      className="flex flex-col gap-2 rounded-2xl border border-positive-strong bg-white p-4"
    >
      <h2 id="picking-result" className="text-lg font-bold">
        {t.result}
      </h2>
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between gap-3">
          <dt>{t.estimated}</dt>
          <dd className="tabular-nums">{money(order.estimated_total_cents)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-lg font-bold">
          <dt>{t.final}</dt>
          <dd className="tabular-nums">{money(order.total_cents)}</dd>
        </div>
      </dl>
      {difference !== 0 ? (
        <p className="text-sm text-dark/80">
          {t.difference(`${difference > 0 ? '+' : '−'}${money(Math.abs(difference))}`)}
        </p>
      ) : null}
      {order.store_absorbs_cents > 0 ? (
        <p className="rounded-xl bg-warning/30 px-3 py-2 font-semibold">
          {t.absorbs(money(order.store_absorbs_cents))}
        </p>
      ) : null}
    </section>
  );
}
