import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSONAL_CACHE_CONTROL,
  PUBLIC_READ_CACHE_CONTROL,
  matchingValidator,
  registerHttpCaching,
  sendWithValidators,
} from './http-caching';
import { PreparedBody } from './prepared-body';

describe('matchingValidator', () => {
  const etag = '"abc"';

  it.each([
    [undefined, null],
    ['', null],
    ['"abc"', '"abc"'],
    // If-None-Match compares weakly (RFC 9110 13.1.2): a weak form of ours matches.
    ['W/"abc"', '"abc"'],
    ['"other", W/"abc"', '"abc"'],
    ['"other"  ,"abc"  ', '"abc"'],
    // An opaque tag may hold a comma: it is one member, not two.
    ['"a,b", "abc"', '"abc"'],
    ['"ab,c"', null],
    // The same body sent compressed has its own validator, which still names it.
    ['"abc-br"', '"abc-br"'],
    ['W/"abc-gzip"', '"abc-gzip"'],
    ['"abc-1"', null],
    ['"ab"', null],
    ['"abcd"', null],
    ['abc', null],
    ['w/"abc"', null],
    ['"abc', null],
    ['*', '"abc"'],
    [' * ', '"abc"'],
    ['foo*', null],
  ] as const)('If-None-Match %j → %j', (header, expected) => {
    expect(matchingValidator(header, etag)).toBe(expected);
  });
});

describe('sendWithValidators', () => {
  // Large enough to be compressed; the small one isn't.
  const body = JSON.stringify({ data: 'queso añejo '.repeat(400) });
  const prepared = new PreparedBody(body);
  const { etag } = prepared;
  const small = new PreparedBody(JSON.stringify({ data: 'queso' }));
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
    });
    registerHttpCaching(app);
    const send = (path: string, prepared: PreparedBody) =>
      app.get(path, (request, reply) =>
        sendWithValidators(request, reply, {
          body: prepared,
          contentType: 'application/json; charset=utf-8',
          cacheControl: PUBLIC_READ_CACHE_CONTROL,
        }),
      );
    send('/api/text', prepared);
    send('/api/small', small);
    app.get('/api/personal', async () => ({ ok: true }));
    app.get('/elsewhere', async () => ({ ok: true }));
    app.get('/api/failing', async (_request, reply) => {
      reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('etag', etag);
      throw new Error('failed after choosing its caching');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers });

  it('200 with the body and its validators', async () => {
    const res = await get('/api/text');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(body);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // Uncompressed here, but compressed for another client: caches must know it.
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('304 with no body, and the headers its 200 would have had', async () => {
    const res = await get('/api/text', { 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
  ])('Accept-Encoding %j: the body compressed once, in %s', async (accepted, coding) => {
    const first = await get('/api/text', { 'accept-encoding': accepted });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe(coding);
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(first.headers.etag).toBe(`${etag.slice(0, -1)}-${coding}"`);
    const decoded =
      coding === 'br'
        ? zlib.brotliDecompressSync(first.rawPayload)
        : zlib.gunzipSync(first.rawPayload);
    expect(decoded.toString()).toBe(body);
    // Later clients get the very same bytes: nothing is compressed per request.
    const second = await get('/api/text', { 'accept-encoding': accepted });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each(['identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0'])(
    'Accept-Encoding %j: uncompressed',
    async (accepted) => {
      const res = await get('/api/text', { 'accept-encoding': accepted });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toBe(etag);
      expect(res.body).toBe(body);
    },
  );

  it('a body under the threshold goes uncompressed', async () => {
    const res = await get('/api/small', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toBe(small.etag);
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('a compressed answer revalidates with its own validator', async () => {
    const br = await get('/api/text', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    const brEtag = `${etag.slice(0, -1)}-br"`;
    expect(br.headers.etag).toBe(brEtag);

    const again = await get('/api/text', { 'accept-encoding': 'br', 'if-none-match': brEtag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(brEtag);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('HEAD answers the same headers without a body, and 304 too', async () => {
    const head = await get('/api/text', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(etag);
    expect(head.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    const held = await get('/api/text', { 'if-none-match': etag }, 'HEAD');
    expect(held.statusCode).toBe(304);
    expect(held.headers.etag).toBe(etag);
  });

  it('an API answer that chose no caching is personal; others are left alone', async () => {
    const personal = await get('/api/personal');
    expect(personal.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(personal.headers.etag).toBeUndefined();
    expect((await get('/api/nowhere')).headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect((await get('/elsewhere')).headers['cache-control']).toBeUndefined();
  });

  it('an API error is never stored, even when its route had chosen a public answer', async () => {
    const res = await get('/api/failing');
    expect(res.statusCode).toBe(500);
    expect(res.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(res.headers.etag).toBeUndefined();
  });
});
