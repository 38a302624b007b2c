import { PhoneInputField } from '../../../components/ui/phone-input-field';
import { esAccount } from '../../../i18n/es-account';

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
      label={esAccount.auth.phoneLabel}
      hint={esAccount.auth.phoneHint}
      countryCode={esAccount.auth.countryCode}
      placeholder={esAccount.auth.phonePlaceholder}
      digits={digits}
      onDigitsChange={onDigitsChange}
      error={error}
      disabled={disabled}
    />
  );
}
