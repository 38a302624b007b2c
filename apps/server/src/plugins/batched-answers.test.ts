import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerBatchedAnswers } from './batched-answers';

let app: FastifyInstance;
let order: string[];

function buildApp(): FastifyInstance {
  app = Fastify();
  registerBatchedAnswers(app);
  order = [];
  // Registered after the batching hook: it runs when the answer is about to be written.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    order.push('sending');
    done(null, payload);
  });
  // What else the loop had to do in the same turn.
  app.get('/', () => {
    setImmediate(() => order.push('queued work'));
    return { ok: true };
  });
  return app;
}

afterEach(() => app.close());

describe('registerBatchedAnswers', () => {
  it('sends an answer over the network after the work the loop already had queued', async () => {
    const address = await buildApp().listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(address);
    expect(await response.json()).toEqual({ ok: true });
    expect(order).toEqual(['queued work', 'sending']);
  });

  it('answers a call made in process at once', async () => {
    const response = await buildApp().inject('/');
    expect(response.json()).toEqual({ ok: true });
    expect(order[0]).toBe('sending');
  });
});
