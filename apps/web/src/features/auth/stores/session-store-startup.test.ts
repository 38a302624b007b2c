import { expect, it, vi } from 'vitest';
import { LUCIA } from '../../../testing/auth-api';

it('reads the saved session while the store is created, as on a page load', async () => {
  localStorage.setItem('token', 'saved-token');
  localStorage.setItem('user', JSON.stringify(LUCIA));
  sessionStorage.setItem('temporary_user', JSON.stringify({ phone: '+525512345678' }));
  vi.resetModules();

  const { useSessionStore } = await import('./session-store');

  expect(useSessionStore.getState()).toMatchObject({
    token: 'saved-token',
    user: LUCIA,
    temporaryUser: { phone: '+525512345678', channel: 'whatsapp' },
  });
});
