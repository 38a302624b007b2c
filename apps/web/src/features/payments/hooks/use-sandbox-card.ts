import { cardBrand } from '@canasta/contract';
import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type Ref,
  type RefObject,
} from 'react';
import { es } from '../../../i18n/es';
import { isApiError } from '../../../lib/api-client';
import { inputTypeOf } from '../../../lib/input-event';
import { createSandboxToken } from '../api/create-sandbox-token';
import type { CardFormHandle } from '../components/card-form';
import {
  CARD_FIELDS,
  checkCard,
  maskDigits,
  type CardErrors,
  type CardField,
  type CardFields,
} from '../utils/card-input';

const EMPTY: CardFields = { number: '', expiry: '', cvc: '', holder: '' };

/** The server's field names for the sandbox token, and the form's field each belongs to. */
const SERVER_FIELDS: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  holder_name: 'holder',
};

/** The server's refusal as messages beside the form's fields, or null when none is a field's. */
function serverCardErrors(error: unknown): CardErrors | null {
  if (!isApiError(error) || !error.errors) return null;
  const found: CardErrors = {};
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = SERVER_FIELDS[name];
    if (field && messages[0]) found[field] ??= messages[0];
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * The sandbox card's state: the fields as digits, their messages, the caret kept in place as
 * the masks regroup what was typed, and `tokenize` (checked here first, then by the server, the
 * focus on the first field to fix) for the payment screen's `ref`.
 */
export function useSandboxCard(ref: Ref<CardFormHandle>, onEdit: () => void) {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const holderRef = useRef<HTMLInputElement>(null);
  const inputs = { number: numberRef, expiry: expiryRef, cvc: cvcRef, holder: holderRef };
  const caret = useRef<{ field: CardField; position: number } | null>(null);
  useKeptCaret(caret, inputs);

  const refuse = (found: CardErrors) => {
    setErrors(found);
    const first = CARD_FIELDS.find((field) => found[field]);
    if (first) inputs[first].current?.focus();
    return null;
  };

  useImperativeHandle(ref, () => ({
    tokenize: async () => {
      setGeneral(null);
      const checked = checkCard(fields, new Date());
      if (!checked.ok) return refuse(checked.errors);
      try {
        return await createSandboxToken(checked.body);
      } catch (error) {
        const found = serverCardErrors(error);
        if (found) return refuse(found);
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

  const brand = cardBrand(fields.number);
  return {
    fields,
    errors,
    general,
    brand,
    update,
    changeMasked,
    numberRef,
    expiryRef,
    cvcRef,
    holderRef,
  };
}

/** After a masked field re-renders, its caret goes where the typing left it. */
function useKeptCaret(
  caretRef: RefObject<{ field: CardField; position: number } | null>,
  inputs: Record<CardField, RefObject<HTMLInputElement | null>>,
) {
  useLayoutEffect(() => {
    const pending = caretRef.current;
    const element = pending ? inputs[pending.field].current : null;
    if (!pending || !element || document.activeElement !== element) return;
    element.setSelectionRange(pending.position, pending.position);
    caretRef.current = null;
  });
}
