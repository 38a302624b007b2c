import { useImperativeHandle, useState, type Ref } from 'react';
import { FormError, TextField } from '../../../components/ui/text-field';
import { esCheckout } from '../../../i18n/es-checkout';
import { useStripeCard } from '../hooks/use-stripe-card';
import type { CardFormHandle } from './card-form';

/**
 * The card through Stripe's hosted fields (an iframe from Stripe): the card number never touches
 * our page (PCI SAQ A). The holder's name is ours. Tokenizing creates a PaymentMethod, whose id
 * the order sends as `card_token`.
 */
export function HostedCardForm({
  ref,
  publishableKey,
  disabled,
  onEdit,
}: {
  ref: Ref<CardFormHandle>;
  publishableKey: string;
  disabled?: boolean;
  onEdit: () => void;
}) {
  const { mountRef, state, cardError, tokenize } = useStripeCard(publishableKey, onEdit);
  const [holder, setHolder] = useState('');
  const [holderError, setHolderError] = useState<string | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: async () => {
        const name = holder.trim();
        if (name.length < 2) {
          setHolderError(esCheckout.payment.holderRequired);
          return null;
        }
        return tokenize(name);
      },
    }),
    [holder, tokenize],
  );

  if (state === 'failed') return <FormError messages={[esCheckout.payment.hostedFailed]} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold">{esCheckout.payment.cardNumber}</span>
        <div
          ref={mountRef}
          aria-busy={state === 'loading'}
          className="min-h-12 rounded-2xl border border-dark/30 bg-white px-4 py-3.5"
        />
        {state === 'loading' ? (
          <p role="status" className="text-sm text-dark/70">
            {esCheckout.payment.hostedLoading}
          </p>
        ) : null}
        {cardError ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {cardError}
          </p>
        ) : null}
      </div>
      <TextField
        label={esCheckout.payment.holder}
        value={holder}
        onChange={(event) => {
          setHolder(event.target.value.slice(0, 80));
          setHolderError(null);
          onEdit();
        }}
        error={holderError}
        autoComplete="cc-name"
        readOnly={disabled}
      />
      <p className="text-sm text-dark/70">{esCheckout.payment.secure}</p>
    </div>
  );
}
