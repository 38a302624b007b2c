import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { baseOrder, orderLine } from '../../../testing/checkout-api';
import { renderWithProviders } from '../../../testing/render';
import { OrderCard } from './order-card';
import { OrderPlacedSummary } from './order-placed-summary';

/** A card order with 750 g of avocados ($41.25 estimated) and two apples, not weighed yet. */
const estimated = {
  ...baseOrder(7),
  payment_method: 'card' as const,
  card: { brand: 'visa', last4: '4242' },
  items: [
    orderLine({
      id: 1,
      purchaseable_id: 31,
      name: 'Aguacate Hass',
      sold_by: 'weight',
      qty: 750,
      unit_price_cents: 5500,
    }),
    orderLine({ id: 2, purchaseable_id: 11, name: 'Manzana Gala', qty: 2, unit_price_cents: 5490 }),
  ],
  subtotal_cents: 15_105,
  total_cents: 18_605,
  estimated_total_cents: 18_605,
  estimated: true,
  hold_cents: 19_018,
};

it('the orders list counts a weight line once and marks an estimated total', () => {
  renderWithProviders(<OrderCard order={estimated} to="/menu/interna/orders/7" viewerId={1} />);

  expect(screen.getByText(/3 productos/)).toBeTruthy();
  expect(screen.getByText('aprox. $186.05')).toBeTruthy();
});

it('the order just placed says its total is an estimate and how much the card holds', () => {
  renderWithProviders(<OrderPlacedSummary slug="interna" order={estimated} place={[]} />);

  expect(screen.getByText('Total estimado').nextElementSibling?.textContent).toBe('$186.05');
  expect(
    screen.getByText('Reservamos hasta $190.18; te cobramos lo que pese tu pedido.'),
  ).toBeTruthy();
});

it('an order weighed since shows its final total and the difference from the estimate', () => {
  const weighed = {
    ...estimated,
    estimated: false,
    picking: 'done' as const,
    total_cents: 18_110,
    hold_cents: 19_018,
  };
  renderWithProviders(<OrderPlacedSummary slug="interna" order={weighed} place={[]} />);

  expect(screen.getByText('Total final').nextElementSibling?.textContent).toBe('$181.10');
  expect(screen.getByText('Estimado $186.05 · diferencia −$4.95')).toBeTruthy();
  expect(screen.queryByText(/Reservamos hasta/)).toBeNull();
});
