import type { GeocodedPlace } from '@canasta/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { GUADALAJARA } from '../../testing/addresses-api';
import { LUCIA } from '../../testing/auth-api';
import { makeSettings } from '../../testing/factories';
import { apiError, json, type MockHandler } from '../../testing/mock-api';
import { renderApp } from '../../testing/render';
import { mockShopApi } from '../../testing/shop-api';

// Leaflet needs a real layout engine: the screens get a stand-in that places pins like taps.
vi.mock(
  '../../features/addresses/components/address-map',
  () => import('../../testing/fake-address-map'),
);

const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

/**
 * A device whose geolocation permission is `state` and whose position is Guadalajara. Only these
 * two properties change: the rest of `navigator` (onLine, which decides the offline screen) stays.
 */
function device(state: PermissionState, getCurrentPosition: Geolocation['getCurrentPosition']) {
  for (const [name, value] of Object.entries({
    permissions: { query: () => Promise.resolve({ state }) },
    geolocation: { getCurrentPosition },
  })) {
    const own = Object.getOwnPropertyDescriptor(navigator, name);
    Object.defineProperty(navigator, name, { value, configurable: true });
    restores.push(() => {
      if (own) Object.defineProperty(navigator, name, own);
      else Reflect.deleteProperty(navigator, name);
    });
  }
}

const MEDELLIN: GeocodedPlace = {
  label: 'Calle Medellín 235, Roma Sur, Cuauhtémoc, Ciudad de México, 06760, México',
  lat: 19.4075,
  lng: -99.1673,
  street: 'Calle Medellín',
  exterior_number: '235',
  neighborhood: 'Roma Sur',
  postal_code: '06760',
  municipality: 'Cuauhtémoc',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
};
const MEDELLIN_NORTE: GeocodedPlace = {
  ...MEDELLIN,
  label: 'Calle Medellín 10, Roma Norte, Cuauhtémoc, Ciudad de México, 06700, México',
  lat: 19.42,
  neighborhood: 'Roma Norte',
  postal_code: '06700',
};
const TAPATIA: GeocodedPlace = {
  label: 'Avenida Chapultepec, Americana, Guadalajara, Jalisco, 44160, México',
  lat: GUADALAJARA.lat,
  lng: GUADALAJARA.lng,
  street: 'Avenida Chapultepec',
  exterior_number: null,
  neighborhood: 'Americana',
  postal_code: '44160',
  municipality: 'Guadalajara',
  city: 'Guadalajara',
  state: 'Jalisco',
};

const geocoder = (overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> => ({
  'GET /geocode': ({ query }) =>
    json({ data: (query.get('q') ?? '').includes('Medell') ? [MEDELLIN, MEDELLIN_NORTE] : [] }),
  'GET /geocode/reverse': ({ query }) =>
    json({ data: Number(query.get('lat')) > 20 ? TAPATIA : MEDELLIN }),
  ...overrides,
});

function signIn(api: ReturnType<typeof mockShopApi>) {
  useSessionStore.getState().signIn({ token: api.auth.sessionFor(LUCIA.id), user: LUCIA });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const slow = { timeout: 3000 };

it('finds an address by typing, chosen with the keyboard: the pin goes there and the form is filled', async () => {
  const api = mockShopApi(geocoder());
  signIn(api);
  const { user, router } = renderApp('/tienda/interna/set_adress', {
    settings: makeSettings({ geocoding: true }),
  });

  expect(await heading('¿Dónde entregamos?')).toBeTruthy();
  expect(
    screen.getByText(
      'Busca tu dirección o usa tu ubicación. También puedes tocar el mapa donde está tu domicilio.',
    ),
  ).toBeTruthy();
  expect(screen.getByText('sin pin')).toBeTruthy();
  const search = screen.getByRole('combobox', { name: 'Busca tu dirección' });
  await user.type(search, 'Medellín 235');
  const results = await screen.findByRole('listbox', { name: 'Direcciones encontradas' }, slow);
  expect(search.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    MEDELLIN.label,
    MEDELLIN_NORTE.label,
  ]);
  expect(results.id).toBe(search.getAttribute('aria-controls'));
  // One request once typing paused, not one per letter.
  expect(api.requests.filter((request) => request.startsWith('GET /geocode?'))).toEqual([
    'GET /geocode?q=Medell%C3%ADn+235',
  ]);

  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
  const first = screen.getByRole('option', { name: MEDELLIN.label });
  expect(first.getAttribute('aria-selected')).toBe('true');
  expect(search.getAttribute('aria-activedescendant')).toBe(first.id);
  await user.keyboard('{Enter}');

  expect(screen.getByText('pin 19.4075,-99.1673')).toBeTruthy();
  expect(screen.getByText('enfoque 19.4075,-99.1673')).toBeTruthy();
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(screen.getByText(`Cerca de: ${MEDELLIN.label}`)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));

  expect(await heading('Datos de tu dirección')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/set_address_detail');
  // The pin in words, as the geocoder put it, not its coordinates.
  const pinSummary = screen.getByRole('region', { name: 'Ubicación en el mapa' });
  expect(within(pinSummary).getByText(MEDELLIN.label)).toBeTruthy();
  expect(textbox('Calle').value).toBe('Calle Medellín');
  expect(textbox('Número exterior').value).toBe('235');
  expect(textbox('Colonia').value).toBe('Roma Sur');
  expect(textbox('Código postal').value).toBe('06760');
  expect(textbox('Alcaldía o municipio').value).toBe('Cuauhtémoc');
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Estado' }).value).toBe(
    'Ciudad de México',
  );
  // The chosen result already said what is there: no reverse look-up was needed.
  expect(api.requests.some((request) => request.startsWith('GET /geocode/reverse'))).toBe(false);
});

it('fills the blanks from the address at a dropped pin, never what the shopper typed', async () => {
  const api = mockShopApi(geocoder());
  signIn(api);
  const { user } = renderApp('/tienda/interna/set_adress', {
    settings: makeSettings({ geocoding: true }),
  });

  await user.click(await screen.findByRole('button', { name: 'Tocar el mapa en Roma Sur' }));
  expect(await screen.findByText(`Cerca de: ${MEDELLIN.label}`, {}, slow)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  expect(await heading('Datos de tu dirección')).toBeTruthy();
  expect(textbox('Colonia').value).toBe('Roma Sur');
  await user.clear(textbox('Calle'));
  await user.type(textbox('Calle'), 'Privada de Medellín');
  await user.clear(textbox('Colonia'));

  // Back on the map, the pin moves to Guadalajara: what was typed stays, the blank is filled.
  await user.click(screen.getByRole('link', { name: 'Cambiar ubicación' }));
  await user.click(await screen.findByRole('button', { name: 'Tocar el mapa en Guadalajara' }));
  expect(await screen.findByText(`Cerca de: ${TAPATIA.label}`, {}, slow)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  expect(await heading('Datos de tu dirección')).toBeTruthy();
  expect(textbox('Calle').value).toBe('Privada de Medellín');
  expect(textbox('Colonia').value).toBe('Americana');
});

it('says so in Spanish when the search fails, and the map still takes a pin', async () => {
  const api = mockShopApi(
    geocoder({
      'GET /geocode': () =>
        apiError(
          503,
          'service_unavailable',
          'No pudimos buscar direcciones en este momento. Inténtalo de nuevo o pon el pin en el mapa.',
        ),
      'GET /geocode/reverse': () => apiError(503, 'service_unavailable', 'Caído'),
    }),
  );
  signIn(api);
  const { user, router } = renderApp('/tienda/interna/set_adress', {
    settings: makeSettings({ geocoding: true }),
  });
  await user.type(
    await screen.findByRole('combobox', { name: 'Busca tu dirección' }),
    'Insurgentes',
  );
  expect(
    await screen.findByText(
      'No pudimos buscar direcciones en este momento. Inténtalo de nuevo o pon el pin en el mapa.',
      {},
      slow,
    ),
  ).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Tocar el mapa en Roma Sur' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar ubicación' }));
  expect(await heading('Datos de tu dirección')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/tienda/interna/set_address_detail');
  expect(textbox('Calle').value).toBe('');
});

it('starts at the device position when the shopper has already allowed it', async () => {
  device('granted', (success) => {
    success({
      coords: { latitude: GUADALAJARA.lat, longitude: GUADALAJARA.lng },
    } as GeolocationPosition);
  });
  const api = mockShopApi();
  signIn(api);
  renderApp('/tienda/interna/set_adress');
  expect(await screen.findByText('pin 20.6736,-103.344')).toBeTruthy();
  expect(screen.getByText('enfoque 20.6736,-103.344')).toBeTruthy();
});

it("doesn't ask for the position unasked when the shopper hasn't allowed it yet", async () => {
  const getCurrentPosition = vi.fn();
  device('prompt', getCurrentPosition);
  const api = mockShopApi();
  signIn(api);
  renderApp('/tienda/interna/set_adress');
  expect(await heading('¿Dónde entregamos?')).toBeTruthy();
  await waitFor(() => {
    expect(screen.getByText('sin pin')).toBeTruthy();
  });
  expect(getCurrentPosition).not.toHaveBeenCalled();
});
