import { expect, it } from 'vitest';
import { orderParty } from './order-party';

const carlos = { id: 2, name: 'Carlos Ramírez' };

it("names the client to the seller who ordered for them, and the seller to the client's account", () => {
  const forClient = {
    client: { id: 4, name: 'Doña Rosa', phone: '+525520000001' },
    placed_by: carlos,
  };
  expect(orderParty(forClient, carlos.id)).toBe('Para: Doña Rosa');
  expect(orderParty(forClient, 9)).toBe('Lo hizo Carlos Ramírez');
  expect(orderParty({ client: null, placed_by: carlos }, carlos.id)).toBeNull();
});
