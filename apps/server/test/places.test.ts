import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  type PostalCodeResponse,
  type SettingsResponse,
  type StateAtPointResponse,
  apiMessages,
} from '@canasta/contract';
import { describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test-app';

/** Rows of SEPOMEX's own export (ISO-8859-1, legal notice, header), for a few postal codes. */
const SAMPLE = fileURLToPath(new URL('./fixtures/sepomex-sample.txt', import.meta.url));

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ env });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url: `/api/shop${url}` });

describe('postal codes from SEPOMEX’s catalogue', () => {
  it('resolve known codes to their state, municipality, city and colonias', async () => {
    await withApp({ POSTAL_CODES_FILE: SAMPLE }, async (t) => {
      const roma = await get(t, '/postal-codes/06700');
      expect(roma.statusCode).toBe(200);
      expect(roma.json<PostalCodeResponse>()).toEqual({
        data: {
          postal_code: '06700',
          state: 'Ciudad de México',
          municipality: 'Cuauhtémoc',
          city: 'Ciudad de México',
          neighborhoods: ['Roma Norte'],
        },
      });
      expect((await get(t, '/postal-codes/44100')).json<PostalCodeResponse>().data).toMatchObject({
        state: 'Jalisco',
        municipality: 'Guadalajara',
        neighborhoods: ['Guadalajara Centro'],
      });
      expect((await get(t, '/postal-codes/64000')).json<PostalCodeResponse>().data).toMatchObject({
        state: 'Nuevo León',
        municipality: 'Monterrey',
        neighborhoods: ['Monterrey Centro'],
      });
      // Every colonia of a code, in the catalogue's order; the state in the form's own words.
      expect((await get(t, '/postal-codes/03100')).json<PostalCodeResponse>().data).toMatchObject({
        municipality: 'Benito Juárez',
        neighborhoods: ['Del Valle Centro', 'Insurgentes San Borja'],
      });
      expect((await get(t, '/postal-codes/91000')).json<PostalCodeResponse>().data).toMatchObject({
        state: 'Veracruz',
        city: 'Xalapa-Enríquez',
      });
      const settings = (await get(t, '/settings/')).json<SettingsResponse>();
      expect(settings.data.postal_codes).toBe(true);
    });
  });

  it('reads the catalogue gzipped too', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'canasta-sepomex-'));
    const file = path.join(dir, 'CPdescarga.txt.gz');
    writeFileSync(file, gzipSync(readFileSync(SAMPLE)));
    await withApp({ POSTAL_CODES_FILE: file }, async (t) => {
      const res = await get(t, '/postal-codes/06760');
      expect(res.json<PostalCodeResponse>().data.neighborhoods).toEqual(['Roma Sur']);
    });
  });

  it('says in Spanish when a code is unknown (404) or malformed (400)', async () => {
    await withApp({ POSTAL_CODES_FILE: SAMPLE }, async (t) => {
      const unknown = await get(t, '/postal-codes/99999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        message: apiMessages.postalCodeNotFound('99999'),
        code: 'not_found',
      });
      for (const cp of ['6700', '06a00', '067000', '%2006700']) {
        const bad = await get(t, `/postal-codes/${cp}`);
        expect(bad.statusCode, cp).toBe(400);
        expect(bad.json(), cp).toEqual({
          message: apiMessages.invalidRequest,
          code: 'invalid_request',
          errors: { cp: ['El código postal tiene 5 dígitos.'] },
        });
      }
    });
  });

  it('without a catalogue: settings say so and the endpoint answers 503 in Spanish', async () => {
    await withApp({}, async (t) => {
      expect((await get(t, '/settings/')).json<SettingsResponse>().data.postal_codes).toBe(false);
      const res = await get(t, '/postal-codes/06700');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: apiMessages.postalCodesOff,
        code: 'service_unavailable',
      });
    });
  });
});

describe('the state a point is in', () => {
  it('names the state of a pin, and null outside Mexico', async () => {
    await withApp({}, async (t) => {
      const stateOf = async (lat: number, lng: number) => {
        const res = await get(t, `/places/state?lat=${lat}&lng=${lng}`);
        expect(res.statusCode).toBe(200);
        return res.json<StateAtPointResponse>().data?.state ?? null;
      };
      expect(await stateOf(19.4194, -99.1617)).toBe('Ciudad de México'); // Roma Sur
      expect(await stateOf(19.6018, -99.0507)).toBe('Estado de México'); // Ecatepec
      expect(await stateOf(20.6736, -103.344)).toBe('Jalisco'); // Guadalajara
      expect(await stateOf(25.6714, -100.3089)).toBe('Nuevo León'); // Monterrey
      expect(await stateOf(21.1619, -86.8515)).toBe('Quintana Roo'); // Cancún
      expect(await stateOf(24.0, -94.0)).toBeNull(); // the Gulf of Mexico
      expect(await stateOf(40.4168, -3.7038)).toBeNull(); // Madrid
    });
  });

  it('refuses a bad point with the errors object', async () => {
    await withApp({}, async (t) => {
      const res = await get(t, '/places/state?lat=95&lng=');
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(['lat', 'lng']);
    });
  });
});
