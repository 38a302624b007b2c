import {
  type AdminOrder,
  type AdminOrderLine,
  type PickingLineInput,
  type SaveOrderPickingBody,
  type OrderSubstitute,
  type SubstituteOption,
  formatGrams,
  formatQuantity,
} from '@canasta/contract';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';

const t = esAdminOrders.pick;

/** One line of the picking form as typed: the picked pieces or grams, and the substitute. */
export interface LineDraft {
  /** Whole pieces or grams as text; '' while a weight line is not weighed yet. */
  picked: string;
  /** The substitute chosen for a missing line (its quantity as typed), or none. */
  substitute: { purchaseable_id: number; qty: string } | null;
}

/** The form: each line's draft by the line's id. */
export type PickingDraft = Readonly<Record<number, LineDraft>>;

/**
 * What is wrong with the form: by `${lineId}:picked` or `${lineId}:substitute`, or `general`
 * when nothing could be sent.
 */
export type PickingProblems = Readonly<Record<string, string>>;

const WHOLE = /^\d{1,7}$/;

/** Pieces or grams as a person reads them: "3 piezas", "750 g". */
export function quantityText(soldBy: AdminOrderLine['sold_by'], qty: number): string {
  if (soldBy === 'weight') return formatGrams(qty);
  return qty === 1 ? '1 pieza' : `${formatQuantity({ sold_by: 'unit', qty })} piezas`;
}

const timeFormat = new Intl.DateTimeFormat('es-MX', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Where a substitute stands, in words: waiting until when (or past it, when `now` says so),
 * accepted, refused, or unanswered and settled by the line's preference.
 */
export function substituteStateText(substitute: OrderSubstitute, now: number | null): string {
  if (substitute.state !== 'proposed') return t.state[substitute.state];
  if (!substitute.answer_by) return t.state.proposed('—');
  if (now !== null && Date.parse(substitute.answer_by) <= now) return t.overdue;
  return t.state.proposed(timeFormat.format(new Date(substitute.answer_by)));
}

/**
 * The form as the server has the order: what was recorded, else the ordered pieces (most lines
 * are picked whole) and no weight (a scale has to say it).
 */
export function draftOf(order: AdminOrder): PickingDraft {
  return Object.fromEntries(
    order.items.map((line) => [
      line.id,
      {
        picked:
          line.picked_qty !== null
            ? String(line.picked_qty)
            : line.sold_by === 'unit'
              ? String(line.ordered_qty)
              : '',
        substitute: line.substitute
          ? {
              purchaseable_id: line.substitute.purchaseable_id,
              qty: String(line.substitute.qty),
            }
          : null,
      } satisfies LineDraft,
    ]),
  );
}

/** A line is missing at the shelf when nothing of it was picked. */
export function isMissing(draft: LineDraft | undefined): boolean {
  return draft?.picked.trim() === '0';
}

/** A line's substitute as its choices said (its stock), when known. */
export type OptionOf = (
  lineId: number,
  purchaseableId: number,
) => Pick<SubstituteOption, 'sold_by' | 'stock'> | null;

/**
 * The body of `PUT …/picking` for the form, or what to fix first. `complete` asks every weight
 * line to be weighed (to finish the picking); otherwise lines not weighed yet are left out (the
 * server keeps what they had) and the rest saved.
 */
export function pickingBody(
  order: AdminOrder,
  draft: PickingDraft,
  { complete, optionOf }: { complete: boolean; optionOf: OptionOf },
): { body: SaveOrderPickingBody; problems: null } | { body: null; problems: PickingProblems } {
  const problems: Record<string, string> = {};
  const lines: PickingLineInput[] = [];
  for (const line of order.items) {
    const entry = draft[line.id];
    const typed = entry?.picked.trim() ?? '';
    if (typed === '') {
      if (complete) problems[`${line.id}:picked`] = t.gramsRequired;
      continue;
    }
    if (!WHOLE.test(typed)) {
      problems[`${line.id}:picked`] = t.gramsInvalid;
      continue;
    }
    // Whatever the scale says goes for grams; pieces never more than were ordered.
    const picked = Math.min(Number(typed), line.sold_by === 'unit' ? line.ordered_qty : Infinity);
    const chosen = picked === 0 && line.substitution !== 'none' ? entry?.substitute : null;
    if (!chosen) {
      lines.push({ line_id: line.id, picked_qty: picked, substitute: null });
      continue;
    }
    const qtyText = chosen.qty.trim();
    const qty = WHOLE.test(qtyText) ? Number(qtyText) : 0;
    const option = optionOf(line.id, chosen.purchaseable_id);
    if (qty < 1) {
      problems[`${line.id}:substitute`] = t.qtyInvalid;
      continue;
    }
    if (option && qty > option.stock) {
      problems[`${line.id}:substitute`] = t.qtyOverStock(
        quantityText(option.sold_by, option.stock),
      );
      continue;
    }
    lines.push({
      line_id: line.id,
      picked_qty: 0,
      substitute: { purchaseable_id: chosen.purchaseable_id, qty },
    });
  }
  if (Object.keys(problems).length > 0) return { body: null, problems };
  if (lines.length === 0) return { body: null, problems: { general: t.nothingToSave } };
  return { body: { lines }, problems: null };
}

/**
 * Whether the form holds something the server hasn't recorded: a line never recorded, or one
 * typed differently from what was.
 */
export function needsSaving(order: AdminOrder, draft: PickingDraft): boolean {
  const saved = draftOf(order);
  return order.items.some((line) => {
    const entry = draft[line.id];
    if (line.picked_qty === null) return true;
    const was = saved[line.id];
    if (!entry || !was) return true;
    if (entry.picked.trim() !== was.picked) return true;
    if (!isMissing(entry) || line.substitution === 'none') return false;
    return (
      (entry.substitute?.purchaseable_id ?? null) !== (was.substitute?.purchaseable_id ?? null) ||
      (entry.substitute?.qty.trim() ?? '') !== (was.substitute?.qty ?? '')
    );
  });
}
