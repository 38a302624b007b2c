import type { DeliveryDay } from '@canasta/contract';
import { RadioCard } from '../../../components/ui/radio-card';
import { esCheckout } from '../../../i18n/es-checkout';
import { cn } from '../../../lib/cn';
import { addDays, formatShortDay } from '../../../lib/dates';

/** Below this many places left, the slot says how many remain. */
const FEW_LEFT = 5;

export interface ChosenSlot {
  date: string;
  slotId: number;
}

/** The first day with a slot that can still be chosen, or null when there is none. */
export function firstOpenDay(days: readonly DeliveryDay[]): string | null {
  return days.find((day) => day.slots.some((slot) => slot.available))?.date ?? null;
}

/** The saved slot, when it can still be chosen (a full or past one has to be chosen again). */
export function openSlot(days: readonly DeliveryDay[], slot: ChosenSlot | null): ChosenSlot | null {
  if (!slot) return null;
  const day = days.find((candidate) => candidate.date === slot.date);
  return day?.slots.some((candidate) => candidate.id === slot.slotId && candidate.available)
    ? slot
    : null;
}

function dayName(date: string, today: string): { name: string; date: string } {
  const [weekday = '', ...rest] = formatShortDay(date).split(' ');
  const name =
    date === today
      ? esCheckout.checkout.today
      : date === addDays(today, 1)
        ? esCheckout.checkout.tomorrow
        : weekday;
  return { name, date: rest.join(' ') };
}

/**
 * Days as chips, then the chosen day's slots. Full or started slots are shown but can't be
 * chosen ("Lleno", "Ya no disponible"); a day without any open slot can't be chosen either.
 * Both are native radio groups: arrow keys move within each.
 */
export function SlotPicker({
  days,
  today,
  day,
  chosen,
  onDayChange,
  onSlotChange,
}: {
  days: readonly DeliveryDay[];
  /** Today in the store's time zone, to say "Hoy" and "Mañana". */
  today: string;
  /** The day whose slots are shown. */
  day: string;
  chosen: ChosenSlot | null;
  onDayChange: (date: string) => void;
  onSlotChange: (slot: ChosenSlot) => void;
}) {
  const shown = days.find((candidate) => candidate.date === day);
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-lg font-bold">{esCheckout.checkout.dayLegend}</legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2">
          {days.map((candidate) => {
            const open = candidate.slots.some((slot) => slot.available);
            const label = dayName(candidate.date, today);
            return (
              <label
                key={candidate.date}
                className={cn(
                  'relative flex min-h-16 min-w-20 shrink-0 cursor-pointer flex-col items-center justify-center rounded-2xl bg-white px-3 py-2 text-center ring-1 ring-dark/15',
                  'has-checked:bg-dark has-checked:text-white has-checked:ring-dark',
                  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark',
                  !open && 'cursor-not-allowed bg-surface text-dark/60',
                )}
              >
                <input
                  type="radio"
                  name="delivery-day"
                  value={candidate.date}
                  checked={candidate.date === day}
                  disabled={!open}
                  onChange={() => {
                    onDayChange(candidate.date);
                  }}
                  className="sr-only"
                />
                <span className="text-sm font-bold">{label.name}</span>
                <span className="text-xs">{label.date}</span>
                {open ? null : (
                  <span className="text-xs font-semibold">{esCheckout.checkout.dayFull}</span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      {shown ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-bold">{esCheckout.checkout.slotLegend}</legend>
          {shown.slots.map((slot) => {
            const aside = !slot.available
              ? slot.remaining === 0
                ? esCheckout.checkout.slotFull
                : esCheckout.checkout.slotClosed
              : slot.remaining <= FEW_LEFT
                ? esCheckout.checkout.slotsLeft(slot.remaining)
                : undefined;
            return (
              <RadioCard
                key={slot.id}
                name="delivery-slot"
                value={String(slot.id)}
                disabled={!slot.available}
                checked={chosen?.date === shown.date && chosen.slotId === slot.id}
                onChange={() => {
                  onSlotChange({ date: shown.date, slotId: slot.id });
                }}
                title={esCheckout.checkout.slotRange(slot.start, slot.end)}
                aside={aside}
              />
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
