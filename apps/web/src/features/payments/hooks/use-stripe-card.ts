import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { esCheckout } from '../../../i18n/es-checkout';
import type { CardToken } from '../components/card-form';
import { loadStripe, type StripeCardElement, type StripeClient } from '../utils/load-stripe';

/**
 * Stripe's hosted card field mounted in `mountRef` (loading, ready or failed), its message, and
 * `tokenize` for a holder's name: a PaymentMethod, whose id the order sends as `card_token`.
 */
export function useStripeCard(publishableKey: string, onEdit: () => void) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [cardError, setCardError] = useState<string | null>(null);
  const edited = useEffectEvent(onEdit);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripe()
      .then((Stripe) => {
        if (cancelled || !mountRef.current) return;
        const client = Stripe(publishableKey, { locale: 'es-419' });
        card = client.elements({ locale: 'es-419' }).create('card', { hidePostalCode: true });
        card.on('change', (change) => {
          setCardError(change.error?.message ?? null);
          edited();
        });
        card.mount(mountRef.current);
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

  const tokenize = async (name: string): Promise<CardToken | null> => {
    if (!stripe.current) return null;
    const { client, card } = stripe.current;
    const result = await client.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name },
    });
    if (!result.paymentMethod) {
      setCardError(result.error?.message ?? esCheckout.payment.numberInvalid);
      return null;
    }
    return {
      token: result.paymentMethod.id,
      brand: result.paymentMethod.card?.brand ?? 'unknown',
      last4: result.paymentMethod.card?.last4 ?? '',
    };
  };

  return { mountRef, state, cardError, tokenize };
}
