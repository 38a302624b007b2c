import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { StockStatus, stockLevel } from './stock-status';

it.each([
  [0, 'sold_out'],
  [1, 'low'],
  [6, 'low'],
  [7, 'available'],
] as const)('stock %i is %s', (stock, level) => {
  expect(stockLevel({ stock, available: stock > 0 })).toBe(level);
});

it('says how many pieces are left when there are few', () => {
  render(<StockStatus item={{ stock: 4, available: true }} />);
  expect(screen.getByText('¡Últimas 4 piezas!')).toBeTruthy();
});

it('uses the singular for the last piece, "Agotado" at zero and "Disponible" otherwise', () => {
  const { rerender } = render(<StockStatus item={{ stock: 1, available: true }} />);
  expect(screen.getByText('¡Última pieza!')).toBeTruthy();

  rerender(<StockStatus item={{ stock: 0, available: false }} />);
  expect(screen.getByText('Agotado')).toBeTruthy();

  rerender(<StockStatus item={{ stock: 40, available: true }} />);
  expect(screen.getByText('Disponible')).toBeTruthy();
});

it('says what is left of an offer sold by weight as a weight, never in pieces', () => {
  const { rerender } = render(
    <StockStatus item={{ stock: 2000, available: true, sold_by: 'weight' }} />,
  );
  expect(screen.getByText('¡Quedan 2 kg!')).toBeTruthy();

  rerender(<StockStatus item={{ stock: 750, available: true, sold_by: 'weight' }} />);
  expect(screen.getByText('¡Quedan 750 g!')).toBeTruthy();

  // Pieces' threshold is not a weight's: 40 g would be "low", 40 kg is not.
  rerender(<StockStatus item={{ stock: 40_000, available: true, sold_by: 'weight' }} />);
  expect(screen.getByText('Disponible')).toBeTruthy();
});
