import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type GeocodeReverseResponse,
  type GeocodeSearchResponse,
  type SettingsResponse,
  apiMessages,
} from '@canasta/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test-app';

type Answer = { status: number; body: unknown } | 'hang';

interface Received {
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
}

// A local stand-in speaking Nominatim's `/search` and `/reverse` (format=jsonv2, addressdetails).
let answers: { search: Answer; reverse: Answer };
let received: Received[] = [];
let standIn: http.Server;
let standInUrl: string;

const MEDELLIN = {
  place_id: 1,
  lat: '19.4075',
  lon: '-99.1673',
  display_name: 'Calle Medellín 235, Roma Sur, Cuauhtémoc, Ciudad de México, 06760, México',
  address: {
    house_number: '235',
    road: 'Calle Medellín',
    neighbourhood: 'Roma Sur',
    city_district: 'Cuauhtémoc',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    postcode: '06760',
    country: 'México',
    country_code: 'mx',
  },
};

const XALAPA = {
  place_id: 2,
  lat: '19.5438',
  lon: '-96.9102',
  display_name: 'Avenida Xalapa, Centro, Xalapa, Veracruz de Ignacio de la Llave, 91000, México',
  address: {
    road: 'Avenida Xalapa',
    suburb: 'Centro',
    city: 'Xalapa-Enríquez',
    county: 'Xalapa',
    state: 'Veracruz de Ignacio de la Llave',
    postcode: '91000',
    country_code: 'mx',
  },
};

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    received.push({
      path: url.pathname,
      params: url.searchParams,
      userAgent: req.headers['user-agent'],
    });
    const answer = url.pathname === '/reverse' ? answers.reverse : answers.search;
    // A provider that never answers: the request must give up on its own.
    if (answer === 'hang') return;
    res
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      standIn.closeAllConnections();
      standIn.close(() => resolve());
    }),
);

beforeEach(() => {
  received = [];
  answers = {
    search: { status: 200, body: [MEDELLIN, XALAPA] },
    reverse: { status: 200, body: MEDELLIN },
  };
});

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ env });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const geocoderEnv = () => ({
  GEOCODER_URL: standInUrl,
  GEOCODER_USER_AGENT: 'Canasta pruebas',
  GEOCODER_EMAIL: 'mapas@example.com',
  GEOCODER_TIMEOUT_MS: '300',
});

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url: `/api/shop${url}` });

describe('address search with a Nominatim-compatible geocoder', () => {
  it('searches in Mexico, in Spanish, naming the shop, and answers the form fields', async () => {
    await withApp(geocoderEnv(), async (t) => {
      const res = await get(t, '/geocode?q=Medell%C3%ADn%20235');
      expect(res.statusCode).toBe(200);
      expect(res.json<GeocodeSearchResponse>().data).toEqual([
        {
          label: MEDELLIN.display_name,
          lat: 19.4075,
          lng: -99.1673,
          street: 'Calle Medellín',
          exterior_number: '235',
          neighborhood: 'Roma Sur',
          postal_code: '06760',
          municipality: 'Cuauhtémoc',
          city: 'Ciudad de México',
          state: 'Ciudad de México',
        },
        {
          label: XALAPA.display_name,
          lat: 19.5438,
          lng: -96.9102,
          street: 'Avenida Xalapa',
          exterior_number: null,
          neighborhood: 'Centro',
          postal_code: '91000',
          municipality: 'Xalapa',
          city: 'Xalapa-Enríquez',
          state: 'Veracruz',
        },
      ]);
      expect(received).toHaveLength(1);
      const [call] = received;
      expect(call?.path).toBe('/search');
      expect(Object.fromEntries(call?.params ?? [])).toEqual({
        q: 'Medellín 235',
        countrycodes: 'mx',
        limit: '5',
        format: 'jsonv2',
        addressdetails: '1',
        'accept-language': 'es',
        email: 'mapas@example.com',
      });
      expect(call?.userAgent).toBe('Canasta pruebas');
    });
  });

  it('keeps answers: the same search (and the same pin) asks the provider once', async () => {
    await withApp(geocoderEnv(), async (t) => {
      expect((await get(t, '/geocode?q=medellin%20235')).statusCode).toBe(200);
      expect((await get(t, '/geocode?q=%20Medellin%20%20235')).statusCode).toBe(200);
      expect((await get(t, '/geocode/reverse?lat=19.4075&lng=-99.1673')).statusCode).toBe(200);
      expect((await get(t, '/geocode/reverse?lat=19.4075&lng=-99.1673')).statusCode).toBe(200);
      expect(received.map((r) => r.path)).toEqual(['/search', '/reverse']);
    });
  });

  it('answers the address at a pin, and null where the provider knows none', async () => {
    await withApp(geocoderEnv(), async (t) => {
      const res = await get(t, '/geocode/reverse?lat=19.4075&lng=-99.1673');
      expect(res.statusCode).toBe(200);
      expect(res.json<GeocodeReverseResponse>().data).toMatchObject({
        street: 'Calle Medellín',
        neighborhood: 'Roma Sur',
        postal_code: '06760',
      });
      expect(Object.fromEntries(received[0]?.params ?? [])).toMatchObject({
        lat: '19.407500',
        lon: '-99.167300',
        zoom: '18',
        'accept-language': 'es',
      });

      answers.reverse = { status: 200, body: { error: 'Unable to geocode' } };
      const sea = await get(t, '/geocode/reverse?lat=18.5&lng=-96.5');
      expect(sea.statusCode).toBe(200);
      expect(sea.json()).toEqual({ data: null });
    });
  });

  it('says in Spanish when the provider fails or takes too long, and never hangs', async () => {
    await withApp(geocoderEnv(), async (t) => {
      answers.search = { status: 500, body: { error: 'boom' } };
      const failed = await get(t, '/geocode?q=Insurgentes');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        message: apiMessages.geocoderUnavailable,
        code: 'service_unavailable',
      });

      answers.reverse = 'hang';
      const started = Date.now();
      const slow = await get(t, '/geocode/reverse?lat=19.41&lng=-99.16');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(slow.statusCode).toBe(503);
      expect(slow.json()).toMatchObject({ message: apiMessages.geocoderUnavailable });

      answers.search = { status: 200, body: { not: 'a list' } };
      expect((await get(t, '/geocode?q=Reforma')).statusCode).toBe(503);
    });
  });

  it('refuses bad input with the errors object, without asking the provider', async () => {
    await withApp(geocoderEnv(), async (t) => {
      const short = await get(t, '/geocode?q=%20a%20');
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        code: 'invalid_request',
        errors: { q: ['Escribe al menos 3 letras de la dirección.'] },
      });
      const long = await get(t, `/geocode?q=${'x'.repeat(201)}`);
      expect(long.statusCode).toBe(400);
      const point = await get(t, '/geocode/reverse?lat=95&lng=');
      expect(point.statusCode).toBe(400);
      expect(Object.keys(point.json<{ errors: object }>().errors)).toEqual(['lat', 'lng']);
      expect(received).toEqual([]);
    });
  });

  it('limits look-ups per address, with Retry-After', async () => {
    await withApp({ ...geocoderEnv(), GEOCODER_IP_MINUTE_LIMIT: '2' }, async (t) => {
      expect((await get(t, '/geocode?q=uno%20uno')).statusCode).toBe(200);
      expect((await get(t, '/geocode/reverse?lat=19.4&lng=-99.1')).statusCode).toBe(200);
      const third = await get(t, '/geocode?q=tres%20tres');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
      expect(third.json()).toMatchObject({ code: 'rate_limited' });
    });
  });

  it('settings say the search is on', async () => {
    await withApp(geocoderEnv(), async (t) => {
      const res = await get(t, '/settings/');
      expect(res.json<SettingsResponse>().data.geocoding).toBe(true);
    });
  });
});

describe('without a geocoder', () => {
  it('settings say the search is off and the endpoints answer 503 in Spanish', async () => {
    await withApp({}, async (t) => {
      expect((await get(t, '/settings/')).json<SettingsResponse>().data.geocoding).toBe(false);
      for (const url of ['/geocode?q=Medellin', '/geocode/reverse?lat=19.4&lng=-99.1']) {
        const res = await get(t, url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({
          message: apiMessages.geocodingOff,
          code: 'service_unavailable',
        });
      }
      expect(received).toEqual([]);
    });
  });
});
