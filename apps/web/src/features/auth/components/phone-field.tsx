import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { es } from '../../../i18n/es';
import { formatNationalDigits, maskPhoneInput } from '../../../lib/phone';

/**
 * The phone number field: "+52" fixed in front, the 10 national digits grouped as they are
 * typed ("55 1234 5678"), pasted numbers with their country code accepted.
 */
export function PhoneField({
  digits,
  onDigitsChange,
  error,
  disabled,
}: {
  digits: string;
  onDigitsChange: (digits: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
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
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const masked = maskPhoneInput(
      value,
      selectionStart ?? value.length,
      digits,
      inputType === 'deleteContentBackward',
    );
    caret.current = masked.caret;
    onDigitsChange(masked.digits);
  };

  return (
    <TextField
      ref={input}
      label={es.auth.phoneLabel}
      hint={es.auth.phoneHint}
      error={error}
      prefix={<span aria-hidden="true">{es.auth.countryCode}</span>}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={es.auth.phonePlaceholder}
      value={formatNationalDigits(digits)}
      onChange={change}
      disabled={disabled}
    />
  );
}
