import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { expect, it } from 'vitest';
import { makeItem } from '../../../testing/factories';
import { cartKeys } from '../api/query-keys';
import type { CartChange } from '../utils/cart-changes';
import { useCartQuantity } from './use-cart-quantity';

function Card({ productId }: { productId: number }) {
  const { qty, confirmed } = useCartQuantity(1, productId);
  return (
    <p data-testid={`card-${productId}`}>
      {qty ?? 'none'} {confirmed ? 'confirmed' : 'pending'}
    </p>
  );
}

it("shows a product's pending quantity and leaves the other cards alone", async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  // A cart change that never reaches a server: it stays pending, drawn on top of the cart.
  const changes = new MutationObserver(queryClient, {
    mutationKey: cartKeys.changes(1),
    mutationFn: (_: CartChange) => new Promise<never>(() => undefined),
  });
  const change = (variables: CartChange) => void changes.mutate(variables);
  let otherCardRenders = 0;
  render(
    <QueryClientProvider client={queryClient}>
      <Card productId={11} />
      <Profiler id="other card" onRender={() => (otherCardRenders += 1)}>
        <Card productId={12} />
      </Profiler>
    </QueryClientProvider>,
  );
  expect(screen.getByTestId('card-11').textContent).toBe('none pending');
  const before = otherCardRenders;

  act(() => change({ type: 'set', item: makeItem(11), qty: 2 }));
  expect(await screen.findByText('2 pending')).toBeTruthy();
  act(() => change({ type: 'set', item: makeItem(11), qty: 3 }));
  expect(await screen.findByText('3 pending')).toBeTruthy();
  act(() => change({ type: 'remove', item: makeItem(11) }));
  expect(
    await screen.findByText('none pending', { selector: '[data-testid="card-11"]' }),
  ).toBeTruthy();

  expect(screen.getByTestId('card-12').textContent).toBe('none pending');
  expect(otherCardRenders).toBe(before);
});
