import { describe, expect, it } from 'vitest';
import { receiverUserId, resolveParties } from './order-parties';

const shopper = { id: 7, sessionId: 1, name: 'Lucía', isMentor: false, isSeller: false };
const mentor = { ...shopper, id: 8, name: 'Marta', isMentor: true };

describe('resolveParties', () => {
  it('makes the caller customer, placer, receiver and payer', () => {
    expect(resolveParties(shopper, { clientId: null })).toEqual({
      customer: { userId: 7 },
      placer: { userId: 7, name: 'Lucía' },
      receiver: { kind: 'user', userId: 7 },
      payer: { userId: 7, mayUseWallet: false },
    });
    expect(resolveParties(mentor, { clientId: null }).payer).toEqual({
      userId: 8,
      mayUseWallet: true,
    });
  });

  it('refuses a cart with a client until ordering for clients exists', () => {
    expect(() => resolveParties(mentor, { clientId: 3 })).toThrow(/not supported yet/);
    expect(() => receiverUserId({ kind: 'client', clientId: 3 })).toThrow(/not supported yet/);
  });
});
