import type { AdminOrder, AdminOrderLine, OrderSubstitute } from '@canasta/contract';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { QuantityStepper } from '../../../../components/ui/quantity-stepper';
import { TextField } from '../../../../components/ui/text-field';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { cn } from '../../../../lib/cn';
import {
  type LineDraft,
  isMissing,
  quantityText,
  substituteStateText,
} from '../utils/picking-form';
import { SubstituteChoice } from './substitute-choice';

const t = esAdminOrders.pick;

const TOGGLE =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 px-4 text-sm font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark';
const LINK =
  'inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-dark/20 bg-white px-3 text-sm font-semibold wrap-anywhere hover:bg-surface focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark';

/**
 * One line to pick: its preference in words, then the grams the scale says or the pieces found,
 * "Falta" for a line missing at the shelf and, then, what the customer asked for: a substitute
 * to propose ('similar'), a call and a substitute agreed on the phone ('call'), or nothing
 * ('none'). A substitute already saved shows where the customer's answer stands.
 */
export function PickingLine({
  slug,
  order,
  line,
  draft,
  editable,
  problems,
  now,
  onChange,
}: {
  slug: string;
  order: AdminOrder;
  line: AdminOrderLine;
  draft: LineDraft;
  editable: boolean;
  problems: Readonly<Record<string, string>>;
  /** The clock, to tell a proposal still waiting from one whose time ran out. */
  now: number;
  onChange: (draft: LineDraft) => void;
}) {
  const legendId = useId();
  const missing = isMissing(draft);
  const weight = line.sold_by === 'weight';
  const ordered = quantityText(line.sold_by, line.ordered_qty);
  const pickedError = problems[`${line.id}:picked`];
  return (
    <li>
      <fieldset
        aria-labelledby={legendId}
        className={cn(
          'flex flex-col gap-3 rounded-2xl border bg-white p-4',
          missing ? 'border-l-4 border-warning' : 'border-dark/10',
        )}
      >
        <div id={legendId} className="flex flex-col">
          <span className="text-base font-bold wrap-anywhere">{line.name}</span>
          <span className="text-sm text-dark/75">
            {[line.unit, line.sku ? esAdminOrders.order.sku(line.sku) : null]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
        <p className="text-sm font-semibold text-dark/80">{t.preference[line.substitution]}</p>
        {editable ? (
          <div className="flex flex-wrap items-end gap-3">
            {weight ? (
              <TextField
                label={t.grams}
                hint={t.ordered(ordered)}
                inputMode="numeric"
                autoComplete="off"
                className="min-w-0 flex-1 sm:max-w-xs"
                value={draft.picked}
                error={pickedError}
                onChange={(event) => {
                  onChange({ ...draft, picked: event.target.value });
                }}
              />
            ) : (
              <div className="flex flex-col gap-1.5">
                <span className="text-sm font-semibold">{t.ordered(ordered)}</span>
                <QuantityStepper
                  label={t.pieces}
                  decrementLabel={t.fewer}
                  incrementLabel={t.more}
                  min={0}
                  max={line.ordered_qty}
                  value={Number(draft.picked) || 0}
                  onChange={(next) => {
                    onChange({ ...draft, picked: String(next) });
                  }}
                />
              </div>
            )}
            <button
              type="button"
              aria-pressed={missing}
              className={cn(
                TOGGLE,
                missing
                  ? 'border-dark bg-dark text-white'
                  : 'border-dark/20 bg-white text-dark hover:bg-surface',
              )}
              onClick={() => {
                onChange(
                  missing
                    ? { picked: weight ? '' : String(line.ordered_qty), substitute: null }
                    : { ...draft, picked: '0' },
                );
              }}
            >
              {t.missing}
            </button>
          </div>
        ) : (
          <p className="font-semibold">
            {line.picked_qty === null
              ? t.ordered(ordered)
              : line.picked_qty === 0
                ? t.missingDone
                : t.picked(quantityText(line.sold_by, line.picked_qty))}
          </p>
        )}
        {editable && missing ? (
          <MissingLine
            slug={slug}
            order={order}
            line={line}
            draft={draft}
            error={problems[`${line.id}:substitute`]}
            onChange={onChange}
          />
        ) : null}
        {line.substitute ? <SubstituteStatus substitute={line.substitute} now={now} /> : null}
      </fieldset>
    </li>
  );
}

function MissingLine({
  slug,
  order,
  line,
  draft,
  error,
  onChange,
}: {
  slug: string;
  order: AdminOrder;
  line: AdminOrderLine;
  draft: LineDraft;
  error: string | undefined;
  onChange: (draft: LineDraft) => void;
}) {
  if (line.substitution === 'none') {
    return <p className="rounded-xl bg-dark/5 px-3 py-2 text-sm font-semibold">{t.none}</p>;
  }
  const choice = (
    <SubstituteChoice
      slug={slug}
      number={order.number}
      line={line}
      draft={draft}
      error={error}
      onChange={(substitute) => {
        onChange({ ...draft, substitute });
      }}
    />
  );
  if (line.substitution === 'similar') return choice;
  const { name, phone } = order.customer;
  return (
    <div className="flex flex-col gap-3">
      <a href={`tel:${phone}`} className={LINK}>
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        {t.call(name, phone)}
      </a>
      <p className="text-sm text-dark/75">{t.callHint}</p>
      {choice}
    </div>
  );
}

/** Where a substitute stands: waiting (until when), accepted, refused, or unanswered. */
function SubstituteStatus({ substitute, now }: { substitute: OrderSubstitute; now: number }) {
  const text = substituteStateText(substitute, now);
  const tone =
    substitute.state === 'accepted'
      ? 'bg-positive-strong/10'
      : substitute.state === 'refused'
        ? 'bg-negative/10'
        : 'bg-warning/20';
  return (
    <p role="status" className={cn('rounded-xl px-3 py-2 text-sm', tone)}>
      <span className="block font-semibold wrap-anywhere">
        {esAdminOrders.order.substitute(
          substitute.name,
          quantityText(substitute.sold_by, substitute.qty),
        )}
      </span>
      <span className="block">{text}</span>
    </p>
  );
}
