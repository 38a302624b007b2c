import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeItem } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ProductCard } from './product-card';

it('shows name, unit and price, and links the whole card to the product page', () => {
  const item = makeItem(7, { name: 'Plátano Tabasco', unit: 'kg', price_cents: 2490 });
  renderWithProviders(<ProductCard item={item} storeSlug="interna" />);

  const link = screen.getByRole('link', { name: 'Plátano Tabasco' });
  expect(link.getAttribute('href')).toBe('/tienda/interna/product/producto-7');
  expect(screen.getByText('por kg')).toBeTruthy();
  expect(screen.getByText(/\$24\.90/).textContent).toBe('Precio: $24.90');
  expect(screen.queryByText('Agotado')).toBeNull();
  expect(screen.queryByText(/Precio anterior/)).toBeNull();
});

it('strikes through a higher compare-at price and shows the discount', () => {
  const item = makeItem(8, { price_cents: 5490, compare_at_price_cents: 6490 });
  const { container } = renderWithProviders(<ProductCard item={item} storeSlug="interna" />);

  const struck = container.querySelector('s');
  expect(struck?.textContent).toBe('Precio anterior: $64.90');
  expect(screen.getByText('-15%')).toBeTruthy();
  expect(screen.getByText('15% de descuento')).toBeTruthy();
});

it('ignores a compare-at price that is not higher than the price', () => {
  const item = makeItem(9, { price_cents: 5490, compare_at_price_cents: 5490 });
  const { container } = renderWithProviders(<ProductCard item={item} storeSlug="interna" />);

  expect(container.querySelector('s')).toBeNull();
  expect(screen.queryByText(/%/)).toBeNull();
});

it('marks a sold-out product "Agotado" without a discount badge', () => {
  const item = makeItem(10, { stock: 0, compare_at_price_cents: 9990 });
  renderWithProviders(<ProductCard item={item} storeSlug="interna" />);

  const card = screen.getByRole('article');
  expect(within(card).getByText('Agotado')).toBeTruthy();
  expect(within(card).queryByText(/-\d+%/)).toBeNull();
});

it('gives the thumbnail explicit dimensions and loads it lazily unless told otherwise', () => {
  const item = makeItem(11);
  const { container, rerender } = renderWithProviders(
    <ProductCard item={item} storeSlug="interna" />,
  );

  const image = container.querySelector('img');
  expect(image?.getAttribute('src')).toBe('/uploads/demo/products/producto-11-400.webp');
  expect(image?.getAttribute('width')).toBe('400');
  expect(image?.getAttribute('height')).toBe('400');
  expect(image?.getAttribute('loading')).toBe('lazy');

  rerender(<ProductCard item={item} storeSlug="interna" eager />);
  expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
});

it("puts the action above the card's link overlay, so it gets its own taps", () => {
  const item = makeItem(12, { name: 'Pera' });
  renderWithProviders(
    <ProductCard
      item={item}
      storeSlug="interna"
      action={<button type="button">Hacer algo</button>}
    />,
  );

  const action = screen.getByRole('button', { name: 'Hacer algo' });
  expect(action.parentElement?.className).toContain('relative z-10');
  expect(screen.getByRole('link', { name: 'Pera' })).toBeTruthy();
});
