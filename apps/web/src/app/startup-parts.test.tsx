import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { resetTracking } from '../features/analytics/tracking';
import { expectConsoleError } from '../testing/console';
import { makeSettings } from '../testing/factories';
import { apiError, json } from '../testing/mock-api';
import { mockShopApi } from '../testing/shop-api';
import type * as CartStoreModule from '../features/cart/stores/cart-store';
import type * as TrackingModule from '../features/analytics/tracking';
import type * as SessionModule from './session';
import { startApp } from './startup';
import { STARTUP_PARTS, type StartupPartName } from './startup-parts';

/** Which part fails on the next start; each fails with an error of its own. */
const failing = vi.hoisted(() => ({ part: null as string | null }));

vi.mock('./session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  return {
    ...actual,
    loadSession: (...args: Parameters<typeof actual.loadSession>) =>
      failing.part === 'session'
        ? Promise.reject(new Error('session store unreadable'))
        : actual.loadSession(...args),
  };
});

vi.mock('../features/cart/stores/cart-store', async (importOriginal) => {
  const actual = await importOriginal<typeof CartStoreModule>();
  return {
    ...actual,
    loadSavedCarts: () =>
      failing.part === 'cart'
        ? Promise.reject(new Error('cart store unreadable'))
        : actual.loadSavedCarts(),
  };
});

vi.mock('../features/analytics/tracking', async (importOriginal) => {
  const actual = await importOriginal<typeof TrackingModule>();
  return {
    ...actual,
    startTracking: (...args: Parameters<typeof actual.startTracking>) => {
      if (failing.part === 'tracking') throw new Error('tag manager could not start');
      actual.startTracking(...args);
    },
  };
});

afterEach(() => {
  failing.part = null;
  resetTracking();
});

it.each(STARTUP_PARTS)(
  'when the %s part fails, logs it, shows "Reintentar" instead of the app, and recovers',
  async (part: StartupPartName) => {
    failing.part = part;
    mockShopApi({
      'GET /settings/': () =>
        failing.part === 'settings'
          ? apiError(503, 'service_unavailable', 'Servicio no disponible')
          : // Tracking starts (and can fail) only in a shop with a tag manager.
            json({ data: makeSettings(part === 'tracking' ? { gtm_id: 'GTM-K9TEST1' } : {}) }),
    });
    const container = document.body.appendChild(document.createElement('div'));
    const user = userEvent.setup();

    const root = await act(() => startApp(container));

    expect(screen.getByRole('heading', { name: 'No pudimos abrir la tienda' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
    expectConsoleError(new RegExp(`start-up failed: ${part} could not be loaded`));

    failing.part = null;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(
      await screen.findByRole('heading', { name: 'Ofertas de la semana' }, { timeout: 5000 }),
    ).toBeTruthy();
    act(() => {
      root.unmount();
    });
    container.remove();
  },
);

it('with a GTM id, pushes the consent defaults and requests the tag manager before mounting', async () => {
  mockShopApi({ 'GET /settings/': () => json({ data: makeSettings({ gtm_id: 'GTM-K9TEST1' }) }) });
  const container = document.body.appendChild(document.createElement('div'));

  const root = await act(() => startApp(container));

  const scripts = [
    ...document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]'),
  ];
  expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
    'https://www.googletagmanager.com/gtm.js?id=GTM-K9TEST1',
  ]);
  const first = window.dataLayer?.[0] as ArrayLike<unknown> | undefined;
  expect(Array.from(first ?? [])).toEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  ]);
  expect(
    await screen.findByRole('region', { name: 'Cookies y medición' }, { timeout: 5000 }),
  ).toBeTruthy();
  act(() => {
    root.unmount();
  });
  container.remove();
});

it('without a GTM id, there is no data layer, no tag manager and no banner', async () => {
  mockShopApi({ 'GET /settings/': () => json({ data: makeSettings({ gtm_id: null }) }) });
  const container = document.body.appendChild(document.createElement('div'));

  const root = await act(() => startApp(container));

  expect(
    await screen.findByRole('heading', { name: 'Ofertas de la semana' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(window.dataLayer).toBeUndefined();
  expect(document.querySelector('script[src^="https://www.googletagmanager.com/"]')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Cookies y medición' })).toBeNull();
  act(() => {
    root.unmount();
  });
  container.remove();
});
