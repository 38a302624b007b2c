import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { expectConsoleError } from '../testing/console';
import { makeSettings } from '../testing/factories';
import { apiError, json } from '../testing/mock-api';
import { mockShopApi } from '../testing/shop-api';
import { startApp } from './startup';

it('shows a static message with "Reintentar" when settings fail, and mounts the app once they load', async () => {
  let settingsAvailable = false;
  mockShopApi({
    'GET /settings/': () =>
      settingsAvailable
        ? json({ data: makeSettings() })
        : apiError(503, 'service_unavailable', 'Servicio no disponible'),
  });
  const container = document.body.appendChild(document.createElement('div'));
  const user = userEvent.setup();

  const root = await act(() => startApp(container));

  expect(screen.getByRole('heading', { name: 'No pudimos abrir la tienda' })).toBeTruthy();
  expect(screen.queryByRole('main', { name: /Canasta/ })).toBeNull();
  expectConsoleError(/start-up failed: settings could not be loaded/);

  settingsAvailable = true;
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));

  expect(await screen.findByRole('heading', { name: 'Ofertas de la semana' })).toBeTruthy();
  expect(window.location.pathname).toBe('/tienda/interna');
  act(() => {
    root.unmount();
  });
  container.remove();
});
