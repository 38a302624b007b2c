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
