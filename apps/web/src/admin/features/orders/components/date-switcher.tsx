import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { addDays } from '../../../../lib/dates';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';

const t = esAdminOrders.day;

const arrow =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-dark/20 bg-white hover:bg-surface focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark';

/**
 * The day a screen shows: a day back, a day forward, any day from the calendar, and back to
 * today (the store's, as the server counts it). Days are `YYYY-MM-DD`.
 */
export function DateSwitcher({
  date,
  today,
  onChange,
  className,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
  className?: string;
}) {
  const inputId = useId();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <button
        type="button"
        className={arrow}
        onClick={() => {
          onChange(addDays(date, -1));
        }}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">{t.previous}</span>
      </button>
      <label htmlFor={inputId} className="sr-only">
        {t.pick}
      </label>
      <input
        id={inputId}
        type="date"
        value={date}
        required
        onChange={(event) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange(event.target.value);
        }}
        className="min-h-12 min-w-40 flex-1 rounded-full border border-dark/30 bg-white px-4 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark"
      />
      <button
        type="button"
        className={arrow}
        onClick={() => {
          onChange(addDays(date, 1));
        }}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
        <span className="sr-only">{t.next}</span>
      </button>
      {date === today ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            onChange(today);
          }}
        >
          {t.today}
        </Button>
      )}
    </div>
  );
}
