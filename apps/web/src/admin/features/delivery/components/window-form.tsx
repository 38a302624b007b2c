import type { AdminDeliveryWindow, DeliveryType } from '@canasta/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { FormError, TextField } from '../../../../components/ui/text-field';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useSaveWindow } from '../api/save-window';

const copy = esAdminSetup.delivery.windows;
const common = esAdminSetup.common;
const FIELDS = ['type', 'weekday', 'start', 'end', 'capacity'] as const;

export interface WindowFormProps {
  slug: string;
  /** The window to change, or null for a new one. */
  window: AdminDeliveryWindow | null;
  /** For a new window: its type and day to start from. */
  defaults: { type: DeliveryType; weekday: number };
  onDone: () => void;
}

/** One weekly window: its type, day, hours and capacity. */
export function WindowForm({ slug, window, defaults, onDone }: WindowFormProps) {
  const save = useSaveWindow(slug);
  const [type, setType] = useState<DeliveryType>(window?.type ?? defaults.type);
  const [weekday, setWeekday] = useState(window?.weekday ?? defaults.weekday);
  const [start, setStart] = useState(window?.start ?? '09:00');
  const [end, setEnd] = useState(window?.end ?? '13:00');
  const [capacity, setCapacity] = useState(String(window?.capacity ?? 10));
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const seats = Number(capacity);
    if (!/^\d+$/.test(capacity.trim())) {
      setProblems({ fields: { capacity: common.wholeNumberInvalid }, general: [] });
      return;
    }
    setProblems(NO_PROBLEMS);
    save.mutate(
      { id: window?.id ?? null, body: { type, weekday, start, end, capacity: seats } },
      {
        onSuccess: () => {
          notify.success(window ? copy.saved : copy.created);
          onDone();
        },
        onError: (error) => setProblems(formProblems(error, FIELDS)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-dark/10 bg-white p-4"
    >
      <h3 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {window ? copy.editTitle : copy.newTitle}
      </h3>
      {window && window.pending_orders > 0 ? (
        <p role="status" className="rounded-xl bg-primary-soft p-3 text-sm">
          {copy.pendingNote(window.pending_orders)}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={copy.typeLegend}
          value={type}
          onChange={(event) => setType(event.target.value as DeliveryType)}
          error={problems.fields.type}
        >
          <option value="delivery">{copy.types.delivery}</option>
          <option value="pickup">{copy.types.pickup}</option>
        </SelectField>
        <SelectField
          label={copy.weekday}
          value={weekday}
          onChange={(event) => setWeekday(Number(event.target.value))}
          error={problems.fields.weekday}
        >
          {esAdminSetup.weekOrder.map((day) => (
            <option key={day} value={day}>
              {esAdminSetup.weekdays[day]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={copy.start}
          type="time"
          step={60}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          error={problems.fields.start}
        />
        <TextField
          label={copy.end}
          type="time"
          step={60}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          error={problems.fields.end}
        />
        <TextField
          label={copy.capacity}
          hint={copy.capacityHint}
          inputMode="numeric"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
          error={problems.fields.capacity}
        />
      </div>
      <FormError messages={problems.general} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {common.cancel}
        </Button>
        <Button
          type="submit"
          aria-disabled={save.isPending || undefined}
          aria-busy={save.isPending}
        >
          {save.isPending ? common.saving : common.save}
        </Button>
      </div>
    </form>
  );
}
