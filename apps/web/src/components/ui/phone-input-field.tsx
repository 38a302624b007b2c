import { useLayoutEffect, useRef, type ChangeEvent, type FocusEventHandler, type Ref } from 'react';
import { formatNationalDigits, maskPhoneInput } from '../../lib/phone';
import { TextField } from './text-field';
import { inputTypeOf } from '../../lib/input-event';

export interface PhoneInputFieldProps {
  label: string;
  hint?: string;
  /** The fixed country code shown in front ("+52"). */
  countryCode: string;
  placeholder?: string;
  /** The national digits it holds ("5512345678"). */
  digits: string;
  onDigitsChange: (digits: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoComplete?: string;
  name?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A Mexican phone number field: the country code fixed in front, the 10 national digits grouped
 * as they are typed ("55 1234 5678"), pasted numbers with their country code accepted, and the
 * caret kept after the digit it followed.
 */
export function PhoneInputField({
  label,
  hint,
  countryCode,
  placeholder,
  digits,
  onDigitsChange,
  error,
  disabled,
  autoComplete = 'tel-national',
  name,
  onBlur,
  ref,
}: PhoneInputFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // After the formatted value is in the field, the caret goes back after the digit it followed.
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const inputType = inputTypeOf(event.nativeEvent);
    const masked = maskPhoneInput(
      value,
      selectionStart ?? value.length,
      digits,
      inputType === 'deleteContentBackward',
    );
    caret.current = masked.caret;
    onDigitsChange(masked.digits);
  };

  const setRef = (element: HTMLInputElement | null) => {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <TextField
      ref={setRef}
      label={label}
      hint={hint}
      error={error}
      prefix={<span aria-hidden="true">{countryCode}</span>}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={formatNationalDigits(digits)}
      onChange={change}
      onBlur={onBlur}
      name={name}
      disabled={disabled}
    />
  );
}
