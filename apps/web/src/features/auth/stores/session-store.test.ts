import { expect, it, vi } from 'vitest';
import { LUCIA } from '../../../testing/auth-api';
import { TEMPORARY_USER_KEY, TOKEN_KEY, USER_KEY, useSessionStore } from './session-store';

it("saves the token as text and the user as JSON under the spec's keys, and clears both", () => {
  useSessionStore.getState().signIn({ token: 'abc-token', user: LUCIA });

  expect(localStorage.getItem(TOKEN_KEY)).toBe('abc-token');
  expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(LUCIA);

  useSessionStore.getState().clearSession();

  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
  expect(useSessionStore.getState()).toMatchObject({
    token: null,
    user: null,
    defaultAddress: null,
    walletBalanceCents: null,
    temporaryUser: { name: null, phone: null },
  });
});

it('reads a saved session back, and counts anything unreadable as signed out', async () => {
  localStorage.setItem(TOKEN_KEY, 'saved-token');
  localStorage.setItem(USER_KEY, JSON.stringify(LUCIA));
  await useSessionStore.persist.rehydrate();
  expect(useSessionStore.getState()).toMatchObject({ token: 'saved-token', user: LUCIA });

  localStorage.setItem(USER_KEY, '{"id":"not a user"');
  await useSessionStore.persist.rehydrate();
  expect(useSessionStore.getState()).toMatchObject({ token: 'saved-token', user: null });

  // A user without a token can't be signed in.
  localStorage.removeItem(TOKEN_KEY);
  localStorage.setItem(USER_KEY, JSON.stringify(LUCIA));
  await useSessionStore.persist.rehydrate();
  expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
});

it('keeps the sign-in under way in sessionStorage only, and ends it on sign-in', () => {
  useSessionStore.getState().setTemporaryUser({
    phone: '+525512345678',
    channel: 'sms',
    resendAt: 1000,
  });

  expect(JSON.parse(sessionStorage.getItem(TEMPORARY_USER_KEY) ?? 'null')).toMatchObject({
    phone: '+525512345678',
    channel: 'sms',
  });
  expect(localStorage.getItem(TEMPORARY_USER_KEY)).toBeNull();

  useSessionStore.getState().signIn({ token: 't', user: LUCIA });

  expect(useSessionStore.getState().temporaryUser.phone).toBeNull();
  expect(sessionStorage.getItem(TEMPORARY_USER_KEY)).toBeNull();
});

it('keeps the "Crea tu cuenta" step across a reload until its registration token expires', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T18:00:00Z'), toFake: ['Date'] });
  try {
    useSessionStore.getState().setTemporaryUser({
      phone: '+525512345678',
      registrationToken: 'registration-token',
      registrationExpiresAt: Date.now() + 15 * 60_000,
    });

    // A reload reads the sign-in under way back from sessionStorage.
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().temporaryUser).toMatchObject({
      phone: '+525512345678',
      registrationToken: 'registration-token',
    });

    vi.setSystemTime(Date.now() + 15 * 60_000 + 1);
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().temporaryUser).toMatchObject({
      phone: '+525512345678',
      registrationToken: null,
      registrationExpiresAt: null,
    });
  } finally {
    vi.useRealTimers();
  }
});
