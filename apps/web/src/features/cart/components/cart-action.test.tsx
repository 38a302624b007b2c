import type { InventoryItem } from '@canasta/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeItem, makeWeightItem } from '../../../testing/factories';
import { createTestQueryClient } from '../../../testing/render';
import type { CartActionProps } from './cart-action';

const tree = (ui: ReactElement) => (
  <QueryClientProvider client={createTestQueryClient()}>
    <MemoryRouter>{ui}</MemoryRouter>
  </QueryClientProvider>
);

/** The server's HTML for the action, hydrated in a fresh copy of the module graph. */
async function hydrateServerHtml(props: CartActionProps) {
  // A fresh copy of the module graph: the steppers' code not yet downloaded, as on a first visit.
  vi.resetModules();
  const { CartAction } = await import('./cart-action');
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(<CartAction {...props} />));
  document.body.append(container);
  const serverButton = container.querySelector('button');
  // A mismatch would be reported through console.error, which fails the test (testing/setup.ts).
  render(tree(<CartAction {...props} />), { container, hydrate: true });
  return { container, serverButton };
}

describe('CartAction', () => {
  const items: [string, InventoryItem][] = [
    ['a piece', makeItem(11, { name: 'Aguacate' })],
    ['a weighed offer', makeWeightItem(12, { name: 'Jamón' })],
  ];
  for (const [what, item] of items) {
    for (const variant of ['card', 'detail'] as const) {
      it(`hydrates the server's disabled "Agregar" and enables that same button once the cart's code is in (${what}, ${variant})`, async () => {
        const { serverButton } = await hydrateServerHtml({
          storeId: 1,
          storeSlug: 'interna',
          item,
          variant,
        });
        expect(serverButton?.disabled).toBe(true);
        const name =
          variant === 'card' ? `Agregar ${item.product.name} al carrito` : 'Agregar al carrito';
        await waitFor(() => {
          expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(false);
        });
        // Enabled in place: the node the server sent, not a new one drawn over it.
        expect(screen.getByRole('button', { name })).toBe(serverButton);
      });
    }
  }

  it('draws no button for a sold-out offer, on the server or once hydrated', async () => {
    const item = makeItem(13, { name: 'Mango', stock: 0 });
    const { container } = await hydrateServerHtml({ storeId: 1, storeSlug: 'interna', item });
    expect(container.innerHTML).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('button')).toBeNull();
  });
});
