import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useAddressDraftStore } from '../features/addresses/stores/address-draft-store';
import { useSessionStore } from '../features/auth/stores/session-store';
import { cartStepperPart } from '../features/cart/components/cart-stepper-part';
import { useCartStore } from '../features/cart/stores/cart-store';
import { useCheckoutStore } from '../features/checkout/stores/checkout-store';
import { useRememberedDayStore } from '../features/checkout/stores/remembered-day-store';
import { resetConnection } from '../lib/connection';
import { dismissAllToasts } from '../lib/toast';

// A `findBy…` waits 1 s by default. The first screen past the catalogue a test file opens waits
// for the router to add those routes (`patchRoutesOnNavigation`) and for its module to be
// transformed on first use: on a loaded CI machine that took longer (cart.test.tsx failed so).
// Only a failing wait lasts longer; a passing one returns as soon as the screen is there.
configure({ asyncUtilTimeout: 5000 });

// In the browser the cart's steppers arrive just after the page (`CartAction`); a test's screens
// have them from their first render, as a shopper does once the page is up. cart-action.test.tsx
// covers what stands in for them before.
beforeAll(() => cartStepperPart.preload());

// Every test starts with a recording console.error; an unexpected call fails the test. A test
// that expects one asserts it with `expectConsoleError`, which also clears the record.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  // Saved carts, the session, the address draft, the checkout and toasts live outside React:
  // each test starts without them.
  useCartStore.setState(useCartStore.getInitialState(), true);
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useAddressDraftStore.setState(useAddressDraftStore.getInitialState(), true);
  useCheckoutStore.setState(useCheckoutStore.getInitialState(), true);
  useRememberedDayStore.setState(useRememberedDayStore.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
  resetConnection();
  await dismissAllToasts();
  const calls = vi.mocked(console.error).mock.calls.slice();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (calls.length > 0) {
    const messages = calls.map((args) => args.map(describe).join(' ')).join('\n---\n');
    throw new Error(`Unexpected console.error during the test:\n${messages}`);
  }
});

// A toast that closed in the last test removes itself a moment later: not after the page is gone.
afterAll(() => dismissAllToasts({ settle: true }));

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
