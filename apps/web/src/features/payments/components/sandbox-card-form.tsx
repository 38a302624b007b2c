import { cardBrand } from '@canasta/contract';
import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type Ref,
} from 'react';
import { FormError, TextField } from '../../../components/ui/text-field';
import { es } from '../../../i18n/es';
import { isApiError } from '../../../lib/api-client';
import { createSandboxToken } from '../api/create-sandbox-token';
import {
  CARD_FIELDS,
  checkCard,
  formatCardNumber,
  formatExpiry,
  maskDigits,
  maxDigitsFor,
  type CardErrors,
  type CardField,
  type CardFields,
} from '../utils/card-input';
import { CardBrandIcon } from './card-brand-icon';
import type { CardFormHandle } from './card-form';
import { inputTypeOf } from '../../../lib/input-event';

const EMPTY: CardFields = { number: '', expiry: '', cvc: '', holder: '' };

/** The server's field names for the sandbox token, and the form's field each belongs to. */
const SERVER_FIELDS: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  holder_name: 'holder',
};

/**
 * The sandbox's card form (DESIGN §7: our own masked fields serve the sandbox only): the number
 * in groups as typed with its brand, "MM/AA", the CVC and the holder's name. Checked here first
 * (Luhn, length, expiry, CVC), then tokenized; the number never goes anywhere else.
 */
export function SandboxCardForm({
  ref,
  disabled,
  onEdit,
}: {
  ref: Ref<CardFormHandle>;
  /** While paying the fields are read-only (still focusable, so a refusal can focus one). */
  disabled?: boolean;
  /** Any change to the card (a token made for the old one no longer stands for it). */
  onEdit: () => void;
}) {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const cvcInput = useRef<HTMLInputElement>(null);
  const holderInput = useRef<HTMLInputElement>(null);
  const inputs = { number: numberInput, expiry: expiryInput, cvc: cvcInput, holder: holderInput };
  const caret = useRef<{ field: CardField; position: number } | null>(null);
  const brand = cardBrand(fields.number);

  useLayoutEffect(() => {
    const pending = caret.current;
    const element = pending ? inputs[pending.field].current : null;
    if (!pending || !element || document.activeElement !== element) return;
    element.setSelectionRange(pending.position, pending.position);
    caret.current = null;
  });

  const focusFirst = (found: CardErrors) => {
    const first = CARD_FIELDS.find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  useImperativeHandle(ref, () => ({
    tokenize: async () => {
      setGeneral(null);
      const checked = checkCard(fields, new Date());
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirst(checked.errors);
        return null;
      }
      try {
        return await createSandboxToken(checked.body);
      } catch (error) {
        if (isApiError(error) && error.errors) {
          const found: CardErrors = {};
          for (const [name, messages] of Object.entries(error.errors)) {
            const field = SERVER_FIELDS[name];
            if (field && messages[0]) found[field] ??= messages[0];
          }
          if (Object.keys(found).length > 0) {
            setErrors(found);
            focusFirst(found);
            return null;
          }
        }
        setGeneral(isApiError(error) ? error.displayMessage : es.errors.unexpected);
        return null;
      }
    },
  }));

  const update = (field: CardField, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setGeneral(null);
    onEdit();
  };

  const changeMasked = (
    event: ChangeEvent<HTMLInputElement>,
    field: 'number' | 'expiry',
    maxDigits: number,
    format: (digits: string) => string,
  ) => {
    const { value, selectionStart } = event.target;
    const deleting = inputTypeOf(event.nativeEvent) === 'deleteContentBackward';
    const result = maskDigits(
      value,
      selectionStart ?? value.length,
      fields[field],
      deleting,
      maxDigits,
      format,
    );
    caret.current = { field, position: result.caret };
    update(field, result.digits);
  };

  return (
    <div className="flex flex-col gap-4">
      <TextField
        ref={numberInput}
        label={es.payment.cardNumber}
        value={formatCardNumber(fields.number)}
        onChange={(event) => {
          changeMasked(event, 'number', maxDigitsFor(brand), formatCardNumber);
        }}
        error={errors.number}
        prefix={<CardBrandIcon brand={brand} />}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        readOnly={disabled}
        inputClassName="tabular-nums"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          ref={expiryInput}
          label={es.payment.expiry}
          value={formatExpiry(fields.expiry)}
          onChange={(event) => {
            changeMasked(event, 'expiry', 4, formatExpiry);
          }}
          error={errors.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          readOnly={disabled}
          inputClassName="tabular-nums"
        />
        <TextField
          ref={cvcInput}
          label={es.payment.cvc}
          value={fields.cvc}
          onChange={(event) => {
            update('cvc', event.target.value.replace(/\D/g, '').slice(0, 4));
          }}
          error={errors.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '1234' : '123'}
          readOnly={disabled}
          inputClassName="tabular-nums"
        />
      </div>
      <TextField
        ref={holderInput}
        label={es.payment.holder}
        value={fields.holder}
        onChange={(event) => {
          update('holder', event.target.value.slice(0, 80));
        }}
        error={errors.holder}
        autoComplete="cc-name"
        autoCapitalize="words"
        readOnly={disabled}
      />
      <FormError messages={general ? [general] : []} />
      <p className="text-sm text-dark/70">{es.payment.secure}</p>
    </div>
  );
}
