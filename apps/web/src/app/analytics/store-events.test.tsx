import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { resetTracking, startTracking } from '../../features/analytics/tracking';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

afterEach(() => {
  resetTracking();
});

/** The ecommerce events pushed so far, by name, after checking `{ecommerce: null}` precedes each. */
function ecommerceEvents(): { event: string; ecommerce: Record<string, unknown> }[] {
  const layer = window.dataLayer ?? [];
  const events: { event: string; ecommerce: Record<string, unknown> }[] = [];
  layer.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry === null || !('event' in entry)) return;
    if (!('ecommerce' in entry)) return;
    expect(layer[index - 1]).toEqual({ ecommerce: null });
    events.push(entry as { event: string; ecommerce: Record<string, unknown> });
  });
  return events;
}

it('sends view_item_list for the rows, select_item on a tap, view_item, and one add or remove per confirmed change', async () => {
  mockShopApi();
  startTracking({ gtm_id: 'GTM-K9TEST1' }, '/tienda/interna');
  const { user } = renderApp('/tienda/interna');

  const link = await screen.findByRole('link', { name: 'Manzana Gala' });
  await waitFor(() => {
    expect(ecommerceEvents().some((entry) => entry.event === 'view_item_list')).toBe(true);
  });
  await user.click(link);
  const add = await screen.findByRole('button', { name: 'Agregar al carrito' });
  await user.click(add);
  const stepper = screen.getByRole('group', { name: 'Cantidad de Manzana Gala' });
  await waitFor(() => {
    expect(stepper.getAttribute('aria-busy')).toBeNull();
  });
  await user.click(within(stepper).getByRole('button', { name: 'Agregar uno de Manzana Gala' }));
  await waitFor(() => {
    expect(stepper.textContent).toContain('2');
    expect(stepper.getAttribute('aria-busy')).toBeNull();
  });
  await user.click(within(stepper).getByRole('button', { name: 'Quitar uno de Manzana Gala' }));
  await waitFor(() => {
    expect(ecommerceEvents().at(-1)?.event).toBe('remove_from_cart');
  });

  const events = ecommerceEvents();
  const names = events.map((entry) => entry.event).filter((name) => name !== 'view_item_list');
  expect(names).toEqual([
    'select_item',
    'view_item',
    'add_to_cart',
    'add_to_cart',
    'remove_from_cart',
  ]);
  const selected = events.find((entry) => entry.event === 'select_item');
  expect(selected?.ecommerce).toMatchObject({
    currency: 'MXN',
    items: [{ item_id: '11', item_name: 'Manzana Gala', quantity: 1 }],
  });
  for (const entry of events.filter((item) => /_cart$/.test(item.event))) {
    expect(entry.ecommerce).toMatchObject({
      currency: 'MXN',
      items: [{ item_id: '11', quantity: 1 }],
    });
  }
});

it('sends nothing without a tag manager', async () => {
  mockShopApi();
  const { user } = renderApp('/tienda/interna');

  await user.click(await screen.findByRole('link', { name: 'Manzana Gala' }));
  await user.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
  await waitFor(() => {
    expect(
      screen.getByRole('group', { name: 'Cantidad de Manzana Gala' }).getAttribute('aria-busy'),
    ).toBeNull();
  });

  expect(window.dataLayer).toBeUndefined();
});

it("numbers a category's pages as one list: the next page's products continue the positions", async () => {
  mockShopApi();
  startTracking({ gtm_id: 'GTM-K9TEST1' }, '/menu/interna/Categories/1');
  const { user } = renderApp('/menu/interna/Categories/1');

  expect(await screen.findAllByRole('article')).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Ver más' }));
  await waitFor(() => {
    expect(ecommerceEvents()).toHaveLength(2);
  });

  const [first, second] = ecommerceEvents();
  expect(first?.ecommerce).toMatchObject({ item_list_id: 'category_1', item_list_name: 'Frutas' });
  const positions = (entry: typeof first) =>
    ((entry?.ecommerce.items ?? []) as { index: number }[]).map((item) => item.index);
  expect(positions(first)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  expect(positions(second)).toEqual([20, 21, 22, 23, 24]);
});
