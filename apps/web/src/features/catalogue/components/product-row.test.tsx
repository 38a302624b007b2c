import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { makeItem } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { ProductRow } from './product-row';

const items = Array.from({ length: 9 }, (_, index) => makeItem(index + 1));
const row = <ProductRow title="Ofertas" items={items} storeSlug="interna" seeAllTo="/ofertas" />;

it('sends and hydrates the first 4 cards of a row, then draws the rest', async () => {
  const html = renderToString(<MemoryRouter>{row}</MemoryRouter>);
  expect(html.match(/<article/g)).toHaveLength(4);

  renderWithProviders(row);
  await waitFor(() => {
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });
});

it('lets the browser skip the cards out of sight to the right, never the first ones', async () => {
  renderWithProviders(row);
  await waitFor(() => {
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });
  // The first cards set the row's height: a skipped one would count as a guess (decision 071).
  const skipped = screen
    .getAllByRole('listitem')
    .map((cell) => cell.classList.contains('card-cell'));
  expect(skipped).toEqual([false, false, false, false, true, true, true, true, true]);
});
