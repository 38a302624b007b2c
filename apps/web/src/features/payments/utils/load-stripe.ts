/**
 * Stripe.js, loaded from Stripe (it must be: PCI SAQ A) and only when the shop takes cards
 * through Stripe and the shopper chose to pay by card. The few calls used are typed here.
 */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

export interface StripeCardElement {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
  on: (
    event: 'change',
    handler: (change: { complete: boolean; error?: { message: string } }) => void,
  ) => void;
}

export interface StripeClient {
  elements: (options?: { locale?: string }) => {
    create: (type: 'card', options?: Record<string, unknown>) => StripeCardElement;
  };
  createPaymentMethod: (args: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string };
  }) => Promise<{
    paymentMethod?: { id: string; card?: { brand?: string; last4?: string } };
    error?: { message?: string };
  }>;
}

type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

/** Adds Stripe's script once; a failed load can be tried again. */
export function loadStripe(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error('Stripe.js loaded without window.Stripe'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
