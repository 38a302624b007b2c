import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { FormError, TextField } from '../../../components/ui/text-field';
import { es } from '../../../i18n/es';
import { loadStripe, type StripeCardElement, type StripeClient } from '../utils/load-stripe';
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
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [holder, setHolder] = useState('');
  const [holderError, setHolderError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const edited = useEffectEvent(onEdit);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripe()
      .then((Stripe) => {
        if (cancelled || !mountPoint.current) return;
        const client = Stripe(publishableKey, { locale: 'es-419' });
        card = client.elements({ locale: 'es-419' }).create('card', { hidePostalCode: true });
        card.on('change', (change) => {
          setCardError(change.error?.message ?? null);
          edited();
        });
        card.mount(mountPoint.current);
        stripe.current = { client, card };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      card?.destroy();
      stripe.current = null;
    };
  }, [publishableKey]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: async () => {
        const name = holder.trim();
        if (name.length < 2) {
          setHolderError(es.payment.holderRequired);
          return null;
        }
        if (!stripe.current) return null;
        const { client, card } = stripe.current;
        const result = await client.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name },
        });
        if (!result.paymentMethod) {
          setCardError(result.error?.message ?? es.payment.numberInvalid);
          return null;
        }
        return {
          token: result.paymentMethod.id,
          brand: result.paymentMethod.card?.brand ?? 'unknown',
          last4: result.paymentMethod.card?.last4 ?? '',
        };
      },
    }),
    [holder],
  );

  if (state === 'failed') return <FormError messages={[es.payment.hostedFailed]} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold">{es.payment.cardNumber}</span>
        <div
          ref={mountPoint}
          aria-busy={state === 'loading'}
          className="min-h-12 rounded-2xl border border-dark/30 bg-white px-4 py-3.5"
        />
        {state === 'loading' ? (
          <p role="status" className="text-sm text-dark/70">
            {es.payment.hostedLoading}
          </p>
        ) : null}
        {cardError ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {cardError}
          </p>
        ) : null}
      </div>
      <TextField
        label={es.payment.holder}
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
      <p className="text-sm text-dark/70">{es.payment.secure}</p>
    </div>
  );
}
