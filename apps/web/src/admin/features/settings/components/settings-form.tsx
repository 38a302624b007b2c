import {
  ORDER_EDIT_CUTOFF_MAX_MINUTES,
  STORE_PAYMENT_METHODS,
  SUBSTITUTION_ANSWER_MAX_MINUTES,
  WEIGHT_HOLD_MARGIN_MAX_PERCENT,
  type StorePaymentMethod,
  type StoreSettings,
} from '@canasta/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { PhoneInputField } from '../../../../components/ui/phone-input-field';
import { FormError, TextField } from '../../../../components/ui/text-field';
import { esAdminSetup } from '../../../../i18n/es-admin-setup';
import { formProblems, NO_PROBLEMS, type FormProblems } from '../../../../lib/form-errors';
import { COUNTRY_CALLING_CODE, NATIONAL_DIGITS, nationalDigits } from '../../../../lib/phone';
import { notify } from '../../../../lib/toast';
import { useSaveStoreSettings } from '../api/store-settings';

const copy = esAdminSetup.settings;
const common = esAdminSetup.common;
const FIELDS = [
  'cutoff_time',
  'lead_days',
  'days_ahead',
  'payment_methods',
  'whatsapp',
  'maintenance',
  'weight_hold_margin_percent',
  'substitution_answer_minutes',
  'edit_cutoff_minutes',
] as const;

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * The store's settings (owner only): when orders close and which days are offered, the payment
 * methods it takes (cash, card, OXXO, SPEI), how much more a card holds for weighed products, how
 * long a customer has to answer a substitute and until when before the slot they may change an order, its WhatsApp and its own maintenance switch. Saved together; the shop front
 * follows at once.
 */
export function SettingsForm({ slug, settings }: { slug: string; settings: StoreSettings }) {
  const save = useSaveStoreSettings(slug);
  const [cutoff, setCutoff] = useState(settings.cutoff_time);
  const [leadDays, setLeadDays] = useState(String(settings.lead_days));
  const [daysAhead, setDaysAhead] = useState(String(settings.days_ahead));
  const [methods, setMethods] = useState<StorePaymentMethod[]>(settings.payment_methods);
  const [whatsapp, setWhatsapp] = useState(
    settings.whatsapp ? nationalDigits(settings.whatsapp) : '',
  );
  const [maintenance, setMaintenance] = useState(settings.maintenance);
  const [holdMargin, setHoldMargin] = useState(String(settings.weight_hold_margin_percent));
  const [answerMinutes, setAnswerMinutes] = useState(String(settings.substitution_answer_minutes));
  const [editCutoff, setEditCutoff] = useState(String(settings.edit_cutoff_minutes));
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const lead = whole(leadDays);
    const ahead = whole(daysAhead);
    const fields: Partial<Record<string, string>> = {};
    if (lead === null) fields.lead_days = common.wholeNumberInvalid;
    if (ahead === null) fields.days_ahead = common.wholeNumberInvalid;
    if (whatsapp !== '' && whatsapp.length !== NATIONAL_DIGITS) {
      fields.whatsapp = copy.whatsappIncomplete;
    }
    const margin = whole(holdMargin);
    const minutes = whole(answerMinutes);
    if (margin === null || margin > WEIGHT_HOLD_MARGIN_MAX_PERCENT) {
      fields.weight_hold_margin_percent = copy.holdMarginInvalid;
    }
    if (minutes === null || minutes < 1 || minutes > SUBSTITUTION_ANSWER_MAX_MINUTES) {
      fields.substitution_answer_minutes = copy.answerMinutesInvalid;
    }
    const cutoffMinutes = whole(editCutoff);
    if (cutoffMinutes === null || cutoffMinutes > ORDER_EDIT_CUTOFF_MAX_MINUTES) {
      fields.edit_cutoff_minutes = copy.editCutoffInvalid;
    }
    if (
      Object.keys(fields).length > 0 ||
      lead === null ||
      ahead === null ||
      margin === null ||
      minutes === null ||
      cutoffMinutes === null
    ) {
      setProblems({ fields, general: [] });
      return;
    }
    setProblems(NO_PROBLEMS);
    save.mutate(
      {
        cutoff_time: cutoff,
        lead_days: lead,
        days_ahead: ahead,
        payment_methods: methods,
        whatsapp: whatsapp === '' ? null : `+${COUNTRY_CALLING_CODE}${whatsapp}`,
        maintenance,
        weight_hold_margin_percent: margin,
        substitution_answer_minutes: minutes,
        edit_cutoff_minutes: cutoffMinutes,
      },
      {
        onSuccess: () => notify.success(copy.saved),
        onError: (error) => setProblems(formProblems(error, FIELDS)),
      },
    );
  };

  const toggle = (method: StorePaymentMethod, on: boolean) =>
    setMethods((current) =>
      STORE_PAYMENT_METHODS.filter((each) => (each === method ? on : current.includes(each))),
    );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {settings.maintenance ? (
        <p role="status" className="rounded-xl bg-warning/25 p-3 text-sm font-semibold">
          {copy.maintenanceOn}
        </p>
      ) : null}
      <Group title={copy.ordersTitle}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={copy.cutoff}
            hint={copy.cutoffHint}
            type="time"
            step={60}
            value={cutoff}
            onChange={(event) => setCutoff(event.target.value)}
            error={problems.fields.cutoff_time}
          />
          <TextField
            label={copy.leadDays}
            hint={copy.leadDaysHint}
            inputMode="numeric"
            value={leadDays}
            onChange={(event) => setLeadDays(event.target.value)}
            error={problems.fields.lead_days}
          />
          <TextField
            label={copy.daysAhead}
            hint={copy.daysAheadHint}
            inputMode="numeric"
            value={daysAhead}
            onChange={(event) => setDaysAhead(event.target.value)}
            error={problems.fields.days_ahead}
          />
        </div>
      </Group>
      <Group
        title={copy.paymentTitle}
        errorId={`${ids}-payment`}
        error={problems.fields.payment_methods}
      >
        {STORE_PAYMENT_METHODS.map((method) => {
          const unavailable = !settings.available_payment_methods.includes(method);
          return (
            <label key={method} className="flex min-h-11 items-start gap-3">
              <input
                type="checkbox"
                checked={methods.includes(method)}
                onChange={(event) => toggle(method, event.target.checked)}
                aria-describedby={
                  [
                    unavailable ? `${ids}-${method}-off` : null,
                    problems.fields.payment_methods ? `${ids}-payment` : null,
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                className="mt-1 size-5 accent-secondary-strong"
              />
              <span className="flex flex-col">
                <span className="font-semibold">{copy[method]}</span>
                {unavailable ? (
                  <span id={`${ids}-${method}-off`} className="text-sm text-dark/75">
                    {copy.unavailable}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </Group>
      <Group title={copy.weightTitle}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={copy.holdMargin}
            hint={copy.holdMarginHint}
            inputMode="numeric"
            autoComplete="off"
            value={holdMargin}
            onChange={(event) => setHoldMargin(event.target.value)}
            error={problems.fields.weight_hold_margin_percent}
          />
          <TextField
            label={copy.answerMinutes}
            hint={copy.answerMinutesHint}
            inputMode="numeric"
            autoComplete="off"
            value={answerMinutes}
            onChange={(event) => setAnswerMinutes(event.target.value)}
            error={problems.fields.substitution_answer_minutes}
          />
          <TextField
            label={copy.editCutoff}
            hint={copy.editCutoffHint}
            inputMode="numeric"
            autoComplete="off"
            value={editCutoff}
            onChange={(event) => setEditCutoff(event.target.value)}
            error={problems.fields.edit_cutoff_minutes}
          />
        </div>
      </Group>
      <Group title={copy.contactTitle}>
        <PhoneInputField
          label={copy.whatsapp}
          hint={copy.whatsappHint}
          countryCode={copy.countryCode}
          placeholder="55 1234 5678"
          digits={whatsapp}
          onDigitsChange={setWhatsapp}
          error={problems.fields.whatsapp}
          autoComplete="off"
        />
      </Group>
      <Group title={copy.maintenanceTitle}>
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            role="switch"
            checked={maintenance}
            onChange={(event) => setMaintenance(event.target.checked)}
            aria-describedby={`${ids}-maintenance`}
            className="mt-1 size-5 accent-secondary-strong"
          />
          <span className="flex flex-col">
            <span className="font-semibold">{copy.maintenance}</span>
            <span id={`${ids}-maintenance`} className="text-sm text-dark/75">
              {copy.maintenanceHint}
            </span>
          </span>
        </label>
      </Group>
      <FormError messages={problems.general} />
      <div className="flex justify-end">
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

function Group({
  title,
  children,
  error,
  errorId,
}: {
  title: string;
  children: ReactNode;
  error?: string | undefined;
  errorId?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-dark/10 bg-white p-4">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
