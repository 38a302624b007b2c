import { describe, expect, it } from 'vitest';
import { type OrderClient, resolveParties } from './order-parties';

const shopper = { id: 7, sessionId: 1, name: 'Lucía', isMentor: false, isSeller: false };
const mentor = { ...shopper, id: 8, name: 'Marta', isMentor: true };
const client: OrderClient = {
  id: 3,
  name: 'Rosa',
  phone: '+525512345678',
  address: null,
  userId: null,
};

describe('resolveParties', () => {
  it('makes the caller owner, customer, placer, receiver and payer of their own order', () => {
    expect(resolveParties(shopper, null)).toEqual({
      owner: { userId: 7 },
      customer: { userId: 7 },
      placer: { userId: 7, name: 'Lucía' },
      receiver: { kind: 'user', userId: 7 },
      payer: { userId: 7, mayUseWallet: false },
    });
    expect(resolveParties(mentor, null).payer).toEqual({ userId: 8, mayUseWallet: true });
  });

  it("for a client: the client receives, the placer counts coupons and pays (a mentor's wallet too)", () => {
    expect(resolveParties(mentor, client)).toEqual({
      owner: { userId: 8 },
      customer: { userId: 8 },
      placer: { userId: 8, name: 'Marta' },
      receiver: { kind: 'client', client },
      payer: { userId: 8, mayUseWallet: true },
    });
    const seller = { ...shopper, id: 9, isSeller: true };
    expect(resolveParties(seller, client).payer).toEqual({ userId: 9, mayUseWallet: false });
  });

  it('gives the order to the registered user with the client phone', () => {
    expect(resolveParties(mentor, { ...client, userId: 42 }).owner).toEqual({ userId: 42 });
  });
});
