import type { Client } from '@canasta/contract';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { StepHeading } from '../features/checkout/components/step-bar';
import { ClientCard } from '../features/clients/components/client-card';
import { EmptyState } from '../components/ui/empty-state';

// What people type can be one unbroken word wider than a 360 px screen. Boxes sized to their
// content (centred, or in a row) only shrink below such a word with `overflow-wrap: anywhere`.
const long = 'a'.repeat(300);

it('an empty state breaks a long echo of what was typed', () => {
  render(<EmptyState title={`No encontramos productos para “${long}”`} description={long} />);

  expect(screen.getByRole('heading', { level: 2 }).className).toContain('wrap-anywhere');
  expect(screen.getByText(long).className).toContain('wrap-anywhere');
});

it("a checkout step's title breaks a long client name", () => {
  render(<StepHeading title={`¿A dónde llevamos el pedido de ${long}?`} step={1} total={5} />);

  expect(screen.getByRole('heading', { level: 1 }).className).toContain('wrap-anywhere');
});

it('a client card breaks a long name and address', () => {
  const client: Client = {
    id: 1,
    name: long,
    phone: '+525512345678',
    email: null,
    notes: null,
    default_address: null,
    addresses: [],
    created_at: '2026-11-21T15:00:00.000Z',
    updated_at: '2026-11-21T15:00:00.000Z',
  };
  render(<ClientCard client={client} address={`Calle ${long}`} />);

  const name = screen.getByRole('heading', { level: 3, name: long });
  expect(name.parentElement?.className).toContain('wrap-anywhere');
  expect(screen.getByText(`Calle ${long}`).parentElement).toBe(name.parentElement);
});
