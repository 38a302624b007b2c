import { PhoneInputField } from '../../../components/ui/phone-input-field';
import { es } from '../../../i18n/es';

/**
 * The sign-in phone number field: "+52" fixed in front, the 10 national digits grouped as they
 * are typed ("55 1234 5678"), pasted numbers with their country code accepted.
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
  return (
    <PhoneInputField
      label={es.auth.phoneLabel}
      hint={es.auth.phoneHint}
      countryCode={es.auth.countryCode}
      placeholder={es.auth.phonePlaceholder}
      digits={digits}
      onDigitsChange={onDigitsChange}
      error={error}
      disabled={disabled}
    />
  );
}
