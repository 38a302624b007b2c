import type { Ref } from 'react';
import { FormError, TextField } from '../../../components/ui/text-field';
import { esCheckout } from '../../../i18n/es-checkout';
import { useSandboxCard } from '../hooks/use-sandbox-card';
import { formatCardNumber, formatExpiry, maxDigitsFor } from '../utils/card-input';
import { CardBrandIcon } from './card-brand-icon';
import type { CardFormHandle } from './card-form';

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
  const card = useSandboxCard(ref, onEdit);
  const { fields, errors, general, brand, update, changeMasked } = card;
  const { numberRef, expiryRef, cvcRef, holderRef } = card;

  return (
    <div className="flex flex-col gap-4">
      <TextField
        ref={numberRef}
        label={esCheckout.payment.cardNumber}
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
          ref={expiryRef}
          label={esCheckout.payment.expiry}
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
          ref={cvcRef}
          label={esCheckout.payment.cvc}
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
        ref={holderRef}
        label={esCheckout.payment.holder}
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
      <p className="text-sm text-dark/70">{esCheckout.payment.secure}</p>
    </div>
  );
}
