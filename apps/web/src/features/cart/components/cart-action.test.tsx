import type { InventoryItem } from '@canasta/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeItem, makeWeightItem } from '../../../testing/factories';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { AddToCart } from './add-to-cart';
import { CartAction } from './cart-action';

const serverHtml = (ui: ReactElement) =>
  renderToString(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('CartAction', () => {
  const items: [string, InventoryItem][] = [
    ['a piece', makeItem(11, { name: 'Aguacate' })],
    ['a weighed offer', makeWeightItem(12, { name: 'Jamón' })],
    ['a sold-out offer', makeItem(13, { name: 'Mango', stock: 0 })],
  ];
  for (const [what, item] of items) {
    for (const variant of ['card', 'detail'] as const) {
      it(`sends the same HTML as the cart's own buttons, so hydration matches (${what}, ${variant})`, () => {
        const props = { storeId: 1, storeSlug: 'interna', item, variant };
        expect(serverHtml(<CartAction {...props} />)).toBe(serverHtml(<AddToCart {...props} />));
      });
    }
  }

  it('stands in with a disabled "Agregar" until the cart\'s code is in, then enables it', async () => {
    // A fresh copy of the module graph: the cart's code not yet downloaded, as on a first visit.
    vi.resetModules();
    const fresh = await import('./cart-action');
    const item = makeItem(11, { name: 'Aguacate' });
    renderWithProviders(<fresh.CartAction storeId={1} storeSlug="interna" item={item} />);
    const add = () =>
      screen.getByRole<HTMLButtonElement>('button', { name: 'Agregar Aguacate al carrito' });
    expect(add().disabled).toBe(true);
    await waitFor(() => {
      expect(add().disabled).toBe(false);
    });
  });
});
