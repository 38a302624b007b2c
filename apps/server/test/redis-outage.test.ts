import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/** A Redis that accepts connections and never answers: the worst kind of outage. */
let silent: net.Server;
/** A port nothing listens on: Redis is down. */
let closedPort: number;
const sockets = new Set<net.Socket>();

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

let silentPort: number;
beforeAll(async () => {
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  silentPort = await listen(silent);
  const probe = net.createServer();
  closedPort = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

interface LoggedApp {
  app: FastifyInstance;
  database: TestDatabase;
  lines: string[];
}

async function appWithRedisAt(port: number): Promise<LoggedApp> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, {
    REDIS_URL: `redis://127.0.0.1:${port}`,
    WRITES_PER_IP_PER_MINUTE: '600',
  });
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
  await app.ready();
  return { app, database, lines };
}

describe.each([
  ['answers nothing', () => silentPort],
  ['is not running', () => closedPort],
])('when Redis %s', (_name, port) => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await appWithRedisAt(port());
  });
  afterAll(async () => {
    await t.app.close();
    await t.database.close();
  });

  it('still sends a sign-in code and takes changes, at once, and logs the failure without the phone', async () => {
    const phone = '+525511223344';
    const started = Date.now();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/shop/auth/send-login-code',
      payload: { phone, channel: 'sms' },
    });
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cart',
      payload: { store_id: 1 },
    });
    const elapsed = Date.now() - started;

    expect(sent.statusCode).toBe(202);
    expect(cart.statusCode).toBeLessThan(500);
    // Each count waits at most half a second; the two calls make four counts, plus reconnects.
    expect(elapsed).toBeLessThan(5000);
    const failures = t.lines.filter((line) => line.includes('Redis failed'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.join('\n')).not.toContain('5511223344');
    expect(failures.join('\n')).not.toContain('127.0.0.1"');
  });
});
