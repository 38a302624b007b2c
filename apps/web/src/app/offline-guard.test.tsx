import type { Settings } from '@canasta/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSettingsQueryOptions } from '../features/settings/api/get-settings';
import { es } from '../i18n/es';
import { makeSettings } from '../testing/factories';
import { json } from '../testing/mock-api';
import { renderApp } from '../testing/render';
import { mockShopApi } from '../testing/shop-api';
import { LOCKED_POLL_MS, returnPath, SETTINGS_RECHECK_MS, storeSlugOf } from './offline-guard';

const settingsKey = getSettingsQueryOptions().queryKey;

/** A fake of the settings the server answers, switchable like the operators' maintenance. */
function serverSettings(initial: Partial<Settings> = {}) {
  let current = makeSettings(initial);
  return {
    set: (next: Partial<Settings>) => {
      current = makeSettings(next);
    },
    handler: () => json({ data: current }),
  };
}

function currentPath(router: ReturnType<typeof renderApp>['router']) {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('maintenance', () => {
  it('sends every page to the maintenance screen, remembering the exact page, and returns there', async () => {
    const server = serverSettings({ maintenance: true, support_whatsapp: '+52 55 1000 0000' });
    mockShopApi({ 'GET /settings/': server.handler });
    const { router, queryClient, user } = renderApp('/menu/interna/Categories?orden=az#frutas', {
      settings: makeSettings({ maintenance: true, support_whatsapp: '+52 55 1000 0000' }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offline');
    expect(router.state.location.state).toEqual({
      from: '/menu/interna/Categories?orden=az#frutas',
    });
    await waitFor(() => {
      expect(document.title).toMatch(/^Estamos en mantenimiento · /);
    });
    // Not the "sin conexión" screen, and no header or footer to wander off with.
    expect(screen.queryByRole('heading', { name: 'Sin conexión' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    const chat = screen.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(chat.getAttribute('href')).toBe(
      `https://wa.me/525510000000?text=${encodeURIComponent('Hola, vi que la tienda está en mantenimiento. ¿Me pueden ayudar?')}`,
    );

    // "Reintentar" while it is still on: the screen stays.
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => {
      expect(queryClient.getQueryState(settingsKey)?.fetchStatus).toBe('idle');
    });
    expect(router.state.location.pathname).toBe('/offline');

    server.set({ maintenance: false });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => {
      expect(currentPath(router)).toBe('/menu/interna/Categories?orden=az#frutas');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
  });

  it('closes only the pages of a store its owner put in maintenance (decision 043)', async () => {
    const server = serverSettings({ maintenance_stores: ['interna'] });
    mockShopApi({ 'GET /settings/': server.handler });
    const { router, user } = renderApp('/tienda/interna/product/producto-11?ref=oferta', {
      settings: makeSettings({ maintenance_stores: ['interna'] }),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' }),
    ).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: '/tienda/interna/product/producto-11?ref=oferta',
    });
    server.set({ maintenance_stores: [] });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => {
      expect(currentPath(router)).toBe('/tienda/interna/product/producto-11?ref=oferta');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manzana Gala' })).toBeTruthy();
  });

  it('keeps a store open while another one is in maintenance', async () => {
    mockShopApi();
    const { router } = renderApp('/menu/interna/Categories', {
      settings: makeSettings({ maintenance_stores: ['polanco'] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/menu/interna/Categories');
  });

  it('offers no WhatsApp when the store has none', async () => {
    mockShopApi();
    renderApp('/tienda/interna', { settings: makeSettings({ maintenance: true }) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('notices the switch by itself: on when the shopper comes back to the tab, off by polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serverSettings();
    const api = mockShopApi({ 'GET /settings/': server.handler });
    const { router, queryClient } = renderApp('/tienda/interna/product/producto-11?ref=oferta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manzana Gala' })).toBeTruthy();

    // Settings read a moment ago are not asked for again on focus...
    server.set({ maintenance: true });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(api.requests.filter((request) => request === 'GET /settings/')).toEqual([]);
    // ...but once they are older than the recheck age, they are.
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_RECHECK_MS + 1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' }),
    ).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: '/tienda/interna/product/producto-11?ref=oferta',
    });

    server.set({ maintenance: false });
    await act(() => vi.advanceTimersByTimeAsync(LOCKED_POLL_MS));
    await waitFor(() => {
      expect(currentPath(router)).toBe('/tienda/interna/product/producto-11?ref=oferta');
    });
    expect(queryClient.getQueryData<Settings>(settingsKey)?.maintenance).toBe(false);
  });

  it('checks the settings again when the shopper moves to another page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serverSettings();
    mockShopApi({ 'GET /settings/': server.handler });
    const { router, user } = renderApp('/tienda/interna');
    await user.click(await screen.findByRole('link', { name: 'Manzana Gala' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manzana Gala' })).toBeTruthy();

    server.set({ maintenance: true });
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_RECHECK_MS + 1));
    await user.click(screen.getByRole('link', { name: 'Volver' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' }),
    ).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/tienda/interna' });
  });
});

describe('no connection', () => {
  it('a failed request proved by a second one says "sin conexión" over the page until a request succeeds', async () => {
    mockShopApi();
    // The network goes away under the fake API: every request fails as fetch fails then.
    let connected = true;
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      connected ? answer(input, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderApp('/tienda/interna/product/producto-11?ref=oferta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manzana Gala' })).toBeTruthy();

    connected = false;
    // Coming back to the tab later reads the settings again: that request fails, and so does
    // the probe that follows it. Offline no longer locks the shop (decision 039): the page
    // the shopper has stays, with the banner saying why nothing new loads.
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_RECHECK_MS + 1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText(es.connection.offlineBanner)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Manzana Gala' })).toBeTruthy();
    expect(currentPath(router)).toBe('/tienda/interna/product/producto-11?ref=oferta');

    // The next request that gets an answer takes the banner away.
    connected = true;
    await act(() => vi.advanceTimersByTimeAsync(SETTINGS_RECHECK_MS + 1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => {
      expect(screen.queryByText(es.connection.offlineBanner)).toBeNull();
    });
  });

  it('one screen failing while the shop answers keeps the shopper on it, with its own retry', async () => {
    mockShopApi({ 'GET /categories': () => 'network-error' });
    const { router } = renderApp('/menu/interna/Categories');

    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/menu/interna/Categories');
    expect(screen.queryByRole('heading', { name: 'Sin conexión' })).toBeNull();
  });

  it('the online event takes the banner away after a proved failure', async () => {
    let connected = false;
    mockShopApi({
      'GET /settings/': () => (connected ? json({ data: makeSettings() }) : 'network-error'),
      'GET /categories': () => (connected ? json({ data: [] }) : 'network-error'),
    });
    const { router } = renderApp('/menu/interna/Categories');
    expect(await screen.findByText(es.connection.offlineBanner)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/menu/interna/Categories');

    connected = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => {
      expect(screen.queryByText(es.connection.offlineBanner)).toBeNull();
    });
    expect(router.state.location.pathname).toBe('/menu/interna/Categories');
  });
});

describe('never stuck on /offline', () => {
  it.each([
    ['/offline', undefined],
    ['/offline/', undefined],
    ['/Offline', { from: '/offline' }],
    ['/OFFLINE/', { from: '/Offline/?x=1' }],
    ['/offline', { from: '//ejemplo.com/robar' }],
    ['/offline', { from: 'tienda/interna' }],
    ['/offline', 'no es un estado'],
  ])(
    '%s opened with state %j while all is well goes to the store home',
    async (pathname, state) => {
      mockShopApi();
      const { router } = renderApp({ pathname, state });

      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/tienda/interna');
      });
      expect(await screen.findByRole('heading', { name: 'Ofertas de la semana' })).toBeTruthy();
    },
  );

  it('/Offline/ with the page it came from goes back there', async () => {
    mockShopApi();
    const { router } = renderApp({
      pathname: '/Offline/',
      state: { from: '/menu/interna/Categories?vista=lista#inicio' },
    });

    await waitFor(() => {
      expect(currentPath(router)).toBe('/menu/interna/Categories?vista=lista#inicio');
    });
  });

  it('an /offline opened in maintenance stays, then lets the shopper into the store', async () => {
    mockShopApi();
    const { router, queryClient } = renderApp('/offline', {
      settings: makeSettings({ maintenance: true }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estamos en mantenimiento' }),
    ).toBeTruthy();

    act(() => {
      queryClient.setQueryData(settingsKey, makeSettings());
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/tienda/interna');
    });
  });
});

describe('returnPath', () => {
  it('keeps a page of the app with its search and hash, and nothing else', () => {
    expect(returnPath({ from: '/tienda/interna?q=pan#r' })).toBe('/tienda/interna?q=pan#r');
    expect(returnPath({ from: '/offline?x=1' })).toBe('/tienda/interna');
    expect(returnPath({ from: 'https://ejemplo.com' })).toBe('/tienda/interna');
    expect(returnPath(null)).toBe('/tienda/interna');
  });
});

describe('storeSlugOf', () => {
  it('reads the store of a shop page, in lower case, and none elsewhere', () => {
    expect(storeSlugOf('/tienda/Interna/product/aguacate?x=1')).toBe('interna');
    expect(storeSlugOf('/menu/polanco')).toBe('polanco');
    expect(storeSlugOf('/menu/caf%C3%A9/Orders')).toBe('café');
    expect(storeSlugOf('/offline')).toBeNull();
    expect(storeSlugOf('/admin/interna')).toBeNull();
    expect(storeSlugOf('/tienda/%E0%A4%A')).toBeNull();
  });
});
