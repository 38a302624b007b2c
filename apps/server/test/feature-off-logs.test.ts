import { Writable } from 'node:stream';
import { apiMessages } from '@canasta/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { type TestDatabase, createTestDatabase } from './test-database';
import { testConfig } from './test-app';

let database: TestDatabase;
let app: FastifyInstance;
const lines: { level: number; msg: string }[] = [];

// No GEOCODER_URL and no SEPOMEX file: the address search and the postal codes are off.
beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(database.url, { LOG_LEVEL: 'trace' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as { level: number; msg: string });
      }
      done();
    },
  });
  app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const PINO_ERROR = 50;

describe('a feature the configuration leaves off', () => {
  it('is said once at start, and its calls answer as before without an error in the log', async () => {
    const atStart = lines.filter((line) => /GEOCODER_URL|POSTAL_CODES_FILE/.test(line.msg));
    expect(atStart.map((line) => line.level)).toEqual([30, 30]);

    const calls = [
      '/api/shop/geocode?q=Medell%C3%ADn%20235',
      '/api/shop/geocode?q=Insurgentes%20Sur',
      '/api/shop/geocode/reverse?lat=19.4194&lng=-99.1617',
      '/api/shop/postal-codes/06700',
    ];
    for (const url of calls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json<{ message: string }>().message, url).toBe(
        url.includes('postal-codes') ? apiMessages.postalCodesOff : apiMessages.geocodingOff,
      );
    }

    expect(lines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
    // Every request still has its one access line.
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(calls.length);
    expect(lines.filter((line) => /GEOCODER_URL|POSTAL_CODES_FILE/.test(line.msg))).toHaveLength(2);
  });
});
